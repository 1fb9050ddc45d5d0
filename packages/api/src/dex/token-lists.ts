import { z } from 'zod';
import { addressSchema } from '../common';

/** Static JSON files served by the local network (not routes): the token list and the upgradable-token manifest. */

const symbolSchema = z.string().min(1, 'must not be empty').max(254, 'must be under 255 characters');
const nameSchema = z.string().min(1, 'must not be empty').max(254, 'must be under 255 characters');
const logoUriSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(100_000, 'is too long')
  .describe('Logo URL (https or data URI)');

/** Token list entry (spec 3): address, decimals, logoURI, name, symbol, vendor, verified. */
export const tokenListEntrySchema = z.object({
  address: addressSchema.describe('Root of the token'),
  name: nameSchema.describe('Name of the token'),
  symbol: symbolSchema.describe('Symbol of the token'),
  decimals: z.number().int().min(0).max(255).describe('Decimals of the token'),
  logoURI: logoUriSchema,
  vendor: z.string().nullish().describe('Who issued or bridged the token, if known'),
  verified: z.boolean().describe('Whether the list maintainers verified the token'),
  chainId: z.number().int().optional().describe('Network id, when the list spans networks'),
});
export type TokenListEntry = z.infer<typeof tokenListEntrySchema>;

export const tokenListSchema = z.object({
  name: z.string().min(1).describe('Name of the list'),
  timestamp: z.iso.datetime({ offset: true }).describe('When the list was published, ISO 8601'),
  version: z
    .object({
      major: z.number().int().nonnegative(),
      minor: z.number().int().nonnegative(),
      patch: z.number().int().nonnegative(),
    })
    .describe('Semantic version of the list'),
  tokens: z.array(tokenListEntrySchema).describe('Listed tokens'),
});
export type TokenList = z.infer<typeof tokenListSchema>;

/** Upgradable token manifest entry (spec 3): an old-version (v4) root, its new-version (v5) root and the proxy. */
export const upgradableTokenSchema = z.object({
  rootV4: addressSchema.describe('Root of the old-version (v4) token'),
  rootV5: addressSchema.describe('Root of the new-version (v5) token'),
  proxy: addressSchema.describe('Proxy that mints v5 tokens for burnt v4 tokens'),
  symbol: symbolSchema.describe('Symbol of the token'),
  name: nameSchema.describe('Name of the token'),
  logoURI: logoUriSchema,
});
export type UpgradableToken = z.infer<typeof upgradableTokenSchema>;

export const upgradableTokensManifestSchema = z.object({
  tokens: z.array(upgradableTokenSchema).describe('Tokens that can be upgraded from v4 to v5'),
});
export type UpgradableTokensManifest = z.infer<typeof upgradableTokensManifestSchema>;
