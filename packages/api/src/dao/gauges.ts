import { z } from 'zod';
import { addressSchema } from '../common';
import { defineRoute } from '../route';
import { gaugeInfoSchema } from '../gauges/index';
import { gaugesBatchBodySchema, gaugesBatchResponseSchema } from '../gauges/history';
import { QUBE_DAO_API_BASE } from './index';

/**
 * The two gauge lookups the DAO API serves next to its own paths (spec 7 of document 2 lists them under the
 * farming/DAO service): the same answers as the gauges API's `/gauges/batch` and `/gauges/get-by-user`.
 */
export const qubeDaoGaugesBatchRoute = defineRoute({
  method: 'POST',
  path: `${QUBE_DAO_API_BASE}/gauges/batch`,
  summary: 'Several gauges by address, as the gauges API answers them (unknown addresses are left out)',
  body: gaugesBatchBodySchema,
  response: gaugesBatchResponseSchema,
});

export const qubeDaoGaugesByUserRoute = defineRoute({
  method: 'POST',
  path: `${QUBE_DAO_API_BASE}/gauges/get-by-user`,
  summary: 'Gauges an account has deposited into, as the gauges API answers them',
  body: z.object({ userAddress: addressSchema.describe('Account address') }),
  response: z.object({ gauges: z.array(gaugeInfoSchema).describe('Gauges with a deposit of the account') }),
});
