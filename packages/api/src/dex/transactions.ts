import { z } from 'zod';
import { addressSchema, enumListSchema } from '../common';
import { defineRoute } from '../route';
import { transactionSchema } from './entities';
import { eventTypeSchema, transactionOrderingSchema } from './enums';
import {
  DEX_API_BASE,
  addressListSchema,
  limitSchema,
  offsetSchema,
  timestampSecondsSchema,
  whiteListUriSchema,
} from './fields';

export const transactionsRequestSchema = z
  .object({
    currencyAddress: addressSchema
      .nullish()
      .describe('Only transactions of pools holding this token root (token page)'),
    currencyAddresses: addressListSchema(10)
      .nullish()
      .describe('Only transactions of pools holding all of these token roots'),
    poolAddress: addressSchema.nullish().describe('Only transactions of this pool (pool page, swap page)'),
    userAddress: addressSchema.nullish().describe('Only transactions of this account ("only my transactions")'),
    eventType: enumListSchema(eventTypeSchema, 'must hold at least one event type, or be null for all')
      .nullish()
      .describe('Only these kinds; null or absent: all kinds'),
    displayTotalCount: z
      .boolean()
      .default(true)
      .describe(
        'Count the matching transactions (page 1, or when the total is unknown); false answers totalCount null and is faster',
      ),
    timestampBlockGe: timestampSecondsSchema
      .nullish()
      .describe('Only transactions at or after this block time, unix seconds'),
    timestampBlockLe: timestampSecondsSchema
      .nullish()
      .describe('Only transactions at or before this block time, unix seconds'),
    limit: limitSchema,
    offset: offsetSchema,
    ordering: transactionOrderingSchema.default('blocktimedescending'),
    whiteListUri: whiteListUriSchema,
  })
  .superRefine((value, ctx) => {
    if (
      value.timestampBlockGe != null &&
      value.timestampBlockLe != null &&
      value.timestampBlockLe < value.timestampBlockGe
    ) {
      ctx.addIssue({ code: 'custom', path: ['timestampBlockLe'], message: 'must not be before timestampBlockGe' });
    }
  });
export type TransactionsRequest = z.infer<typeof transactionsRequestSchema>;

export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema).describe('One page of transactions'),
  totalCount: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('Number of matching transactions; null when displayTotalCount was false'),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const transactionsRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/transactions`,
  summary: 'Pool transactions (swaps, deposits, withdrawals) of a token, a pool or an account, paginated',
  body: transactionsRequestSchema,
  response: transactionsResponseSchema,
});

export const transactionRoutes = [transactionsRoute] as const;
