/**
 * The pool page's related-gauges call (spec 7 of document 1, "Related gauges": `lpAddress` → gauges) on the gauges
 * API (`POST gauges/get-by-root`, docs/api.md); the answer schema is loaded with the first request.
 */
import { postJson } from '@/shared/api';
import { config } from '@/shared/config';

const schema = () => import('./relatedGaugesSchema').then((m) => m.relatedGaugesSchema);

export const relatedGaugesApi = {
  byLpRoot: (lpAddress: string, opts: { signal?: AbortSignal } = {}) =>
    postJson(`${config.api.gauges}/gauges/get-by-root`, { lpAddress }, schema, opts),
};
