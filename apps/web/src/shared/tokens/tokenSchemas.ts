/** Schemas of the token list and token-root answers; imported dynamically, so zod leaves the first load. */
import { tokenListEntrySchema, tokenRootInfoSchema } from '@tycho/api';
import { z } from 'zod';

/** Entries are read leniently: decimals may be missing (resolved elsewhere), vendor may be absent. */
export const lenientTokenListSchema = z.object({
  tokens: z.array(tokenListEntrySchema.extend({ decimals: tokenListEntrySchema.shape.decimals.optional() })),
});

export const tokenSchemas = { list: lenientTokenListSchema, rootInfo: tokenRootInfoSchema };
