import { z } from 'zod';
import { addressSchema } from '../common';
import { defineRoute } from '../route';
import { limitSchema, offsetSchema, TOKENS_API_BASE, uint128Schema } from './fields';

export const tokenRootInfoSchema = z.object({
  address: addressSchema.describe('Root of the token'),
  name: z.string().describe('Name of the token'),
  symbol: z.string().describe('Symbol of the token'),
  decimals: z.number().int().min(0).max(255).describe('Decimals of the token'),
  owner: addressSchema.describe('Owner of the token root (may mint and burn)'),
  totalSupply: uint128Schema.describe('Total supply, smallest units'),
  standard: z.enum(['tip3', 'tip3.1']).describe('Token standard: tip3 (old-version v4 root) or tip3.1 (v5 root)'),
});
export type TokenRootInfo = z.infer<typeof tokenRootInfoSchema>;

/** One root's details with its circulating supply. */
export const tokenRootDetailSchema = tokenRootInfoSchema.extend({
  circulatingSupply: uint128Schema.describe(
    "Circulating supply, smallest units: the total supply less what the root owner's own wallet holds",
  ),
});
export type TokenRootDetail = z.infer<typeof tokenRootDetailSchema>;

export const tokenRootRoute = defineRoute({
  method: 'GET',
  path: `${TOKENS_API_BASE}/root_contract/root_address/:address`,
  summary:
    'Token root contract: name, symbol, decimals, owner, total and circulating supply; 404 when no token root has this address',
  params: z.object({ address: addressSchema.describe('Address of the token root') }),
  response: tokenRootDetailSchema,
});

export const tokenRootsSearchRoute = defineRoute({
  method: 'POST',
  path: `${TOKENS_API_BASE}/root_contract/search`,
  summary:
    'Token roots created through the token factory (builder tokens) whose current owner is `ownerAddress`, newest first',
  body: z.object({
    ownerAddress: addressSchema.describe('Current owner of the token roots'),
    limit: limitSchema,
    offset: offsetSchema,
  }),
  response: z.object({
    tokens: z.array(tokenRootInfoSchema).describe('The token roots of this page'),
    totalCount: z.number().int().min(0).describe('Roots owned by the address in all'),
  }),
});

export const rootContractRoutes = [tokenRootRoute, tokenRootsSearchRoute] as const;
