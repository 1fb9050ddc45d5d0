import { schemaRefs } from '../api/schemaRef';

/** The token list's and token roots' answer schemas (tokenSchemas.ts), validated where the app's reader does it. */
export const tokenSchema = schemaRefs('tokens', () => import('./tokenSchemas').then((m) => m.tokenSchemas));
