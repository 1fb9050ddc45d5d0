/** The candidates' answer (DAO read model `whitelist/search`), loaded with the request so zod leaves the first load. */
import { z } from 'zod';

export const candidates = z.object({
  gauges: z.array(z.object({ address: z.string(), daoApprove: z.boolean(), isActive: z.boolean() })),
  totalCount: z.number(),
});
