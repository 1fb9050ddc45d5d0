import { z } from 'zod';
import { addressSchema, nanoAmountSchema } from '../common';

/** Base paths of the services declared in this folder (design.md section 5). */
export const DEX_API_BASE = '/api/v2';
export const TOKENS_API_BASE = '/api/tokens/v1';
export const LIMIT_API_BASE = '/api/limit/v1';

export const MAX_UINT128 = 2n ** 128n - 1n;
export const MAX_UINT64 = 2n ** 64n - 1n;
/** Year 3000 in unix milliseconds and seconds: the upper bound of every timestamp we accept. */
export const MAX_TIMESTAMP_MS = 32_503_680_000_000;
export const MAX_TIMESTAMP_S = 32_503_680_000;
export const MAX_OFFSET = 10_000_000;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;

const isDigits = (value: string) => /^\d+$/.test(value);

/** An on-chain uint128 amount in the smallest units, as a decimal string. */
export const uint128Schema = nanoAmountSchema.refine((value) => !isDigits(value) || BigInt(value) <= MAX_UINT128, {
  message: 'must not exceed 2^128 - 1 (an on-chain uint128 amount)',
});

/** A uint128 amount that must be above zero. */
export const positiveAmountSchema = uint128Schema.refine((value) => !isDigits(value) || BigInt(value) > 0n, {
  message: 'must be greater than 0',
});

/** A uint64 value (call ids) as a decimal string. */
export const uint64StringSchema = z
  .string()
  .regex(/^\d{1,20}$/, 'must be a non-negative integer of at most 20 digits, as a string')
  .refine((value) => !isDigits(value) || BigInt(value) <= MAX_UINT64, { message: 'must not exceed 2^64 - 1 (uint64)' });

/** A uint64 call id, accepted as a string or a safe JSON integer and always handed on as a string. */
export const callIdSchema = z
  .union([uint64StringSchema, z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)], {
    error: 'must be a uint64 call id: a non-negative integer, as a string or a number',
  })
  .transform((value) => String(value));

/** A signed decimal number as a string (USD values, prices, changes in percent, fractions). Server output. */
export const decimalSchema = z
  .string()
  .regex(/^-?\d{1,60}(\.\d{1,60})?$/, 'must be a decimal number as a string, e.g. "12.5"');

/** A non-negative decimal number as a string. */
export const unsignedDecimalSchema = z
  .string()
  .regex(/^\d{1,40}(\.\d{1,40})?$/, 'must be a non-negative decimal number as a string, e.g. "50000" or "0.5"');

/** A non-negative decimal accepted as a string or a JSON number, handed on as a decimal string. */
export const decimalInputSchema = z
  .union([unsignedDecimalSchema, z.number().nonnegative().max(1e15)], {
    error: 'must be a non-negative decimal number (a string such as "50000", or a number up to 1e15)',
  })
  .transform((value) => (typeof value === 'number' ? value.toFixed(9).replace(/\.?0+$/, '') : value));

/** A fraction between 0 and 1 as a string (price impact, fees). Server output. */
export const fractionSchema = z
  .string()
  .regex(/^(0(\.\d{1,40})?|1(\.0{1,40})?)$/, 'must be a fraction between 0 and 1 as a string, e.g. "0.003"');

export const timestampMsSchema = z
  .number()
  .min(0, 'must not be negative')
  .max(MAX_TIMESTAMP_MS, 'must be unix milliseconds before the year 3000')
  .int('must be an integer number of milliseconds');

export const timestampSecondsSchema = z
  .number()
  .min(0, 'must not be negative')
  .max(MAX_TIMESTAMP_S, 'must be unix seconds before the year 3000')
  .int('must be an integer number of seconds');

/** A transaction or message hash: 64 hexadecimal characters. */
export const hashSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be a hash of 64 hexadecimal characters');

/** A bag of cells, base64-encoded. */
export const bocSchema = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be a base64-encoded bag of cells');

export const limitSchema = z
  .number()
  .int('must be an integer')
  .min(1, 'must be at least 1')
  .max(MAX_LIMIT, `must be at most ${MAX_LIMIT}`)
  .default(DEFAULT_LIMIT)
  .describe(`Page size, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`);

export const offsetSchema = z
  .number()
  .int('must be an integer')
  .min(0, 'must not be negative')
  .max(MAX_OFFSET, `must be at most ${MAX_OFFSET}`)
  .default(0)
  .describe('Number of items to skip (default 0)');

/** A list of addresses, 1 to `max` long, without duplicates. */
export function addressListSchema(max: number) {
  return z
    .array(addressSchema)
    .min(1, 'must hold at least one address')
    .max(max, `must hold at most ${max} addresses`)
    .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
      message: 'must not repeat an address',
    });
}

/** A URL of a token list used as a whitelist filter. */
export const whiteListUriSchema = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .max(2048, 'must be at most 2048 characters')
  .nullish()
  .describe('URL of a token list; when given, only currencies listed there are considered');

/** `to` must not be before `from` (graph windows). */
export function checkWindow(value: { from: number; to: number }, ctx: z.RefinementCtx) {
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
}
