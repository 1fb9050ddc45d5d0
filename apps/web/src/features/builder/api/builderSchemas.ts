/** Schemas of the builder's answers; imported dynamically (zod leaves the first load). */
export { tokenRootInfoSchema, tokenRootsSearchRoute } from '@tycho/api';
