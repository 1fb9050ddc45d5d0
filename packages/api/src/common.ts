import { z } from 'zod';

/** A workchain-0 address: `0:` followed by 64 hexadecimal characters. */
export const addressSchema = z
  .string()
  .regex(/^0:[0-9a-fA-F]{64}$/, 'must be a workchain-0 address: "0:" followed by 64 hexadecimal characters');

/** An on-chain integer amount in the smallest units, as a decimal string (no sign, no fraction). */
export const nanoAmountSchema = z
  .string()
  .regex(/^\d{1,39}$/, 'must be a non-negative integer amount in the smallest units, as a string of at most 39 digits');

/** The body of every error answer. */
export const errorSchema = z.object({
  error: z.string().describe('Short error class, e.g. "Bad Request"'),
  message: z.string().describe('What was wrong, naming the field'),
});
export type ApiError = z.infer<typeof errorSchema>;
