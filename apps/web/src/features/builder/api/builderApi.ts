/**
 * The token root API (spec 7): one root's details, and the factory's roots an address owns. Answers validated by
 * the shared schemas, through the app's answer reader (shared/api/schemaRef.ts).
 */
import { getJson, postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';
import type { BuilderToken } from '../logic/builderList';

type Opts = { signal?: AbortSignal };
const schema = schemaRefs('builder', () => import('./builderSchemas').then((m) => m.builderSchemas));

/** Roots per request of the owner's list (the API's maximum page). */
const OWNED_PAGE = 100;

export const builderApi = {
  /** The root's details; an ApiError with status 404 when no token root has this address. */
  root: (address: string, opts: Opts = {}): Promise<BuilderToken> =>
    getJson(`${config.api.tokens}/root_contract/root_address/${address}`, schema('root'), opts),
  /** The builder tokens `owner` owns now, newest first. */
  owned: async (owner: string, opts: Opts = {}): Promise<BuilderToken[]> => {
    const page = await postJson(
      `${config.api.tokens}/root_contract/search`,
      { ownerAddress: owner, limit: OWNED_PAGE, offset: 0 },
      schema('owned'),
      opts,
    );
    return page.tokens;
  },
};
