import { z } from 'zod';

/** A workchain-0 address: `0:` followed by 64 hexadecimal characters. */
export const addressSchema = z
  .string()
  .regex(/^0:[0-9a-fA-F]{64}$/, 'must be a workchain-0 address: "0:" followed by 64 hexadecimal characters');

/** An on-chain integer amount in the smallest units, as a decimal string (no sign, no fraction). */
export const nanoAmountSchema = z
  .string()
  .regex(/^\d{1,39}$/, 'must be a non-negative integer amount in the smallest units, as a string of at most 39 digits');

/**
 * A filter list of enum values (`poolType`, `eventType`, `states`...): at least one, and at most as many items as the
 * enum has values. Unbounded, 70,000 items (under 1 MB) exceeded the SQL bind-parameter limit (issue 41).
 */
export function enumListSchema<T extends z.ZodEnum>(values: T, empty: string) {
  const max = values.options.length;
  return z.array(values).min(1, empty).max(max, `must hold at most ${max} items (each kind once)`);
}

/** The body of every error answer. */
export const errorSchema = z.object({
  error: z.string().describe('Short error class, e.g. "Bad Request"'),
  message: z.string().describe('What was wrong, naming the field'),
});
export type ApiError = z.infer<typeof errorSchema>;
