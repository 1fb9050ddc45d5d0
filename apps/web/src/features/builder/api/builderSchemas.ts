/** Schemas of the builder's answers; imported dynamically (zod leaves the first load). */
import { tokenRootDetailSchema, tokenRootsSearchRoute } from '@tycho/api';

export const builderSchemas = { root: tokenRootDetailSchema, owned: tokenRootsSearchRoute.response };
