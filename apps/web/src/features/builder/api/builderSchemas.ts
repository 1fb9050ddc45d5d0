/** Schemas of the builder's answers; imported dynamically (zod leaves the first load). */
import { tokenRootInfoSchema, tokenRootsSearchRoute } from '@tycho/api';

export const builderSchemas = { root: tokenRootInfoSchema, owned: tokenRootsSearchRoute.response };
