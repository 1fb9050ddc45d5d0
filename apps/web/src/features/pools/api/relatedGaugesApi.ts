/**
 * The pool page's related-gauges call (spec 7 of document 1, "Related gauges": `lpAddress` → gauges) on the gauges
 * API (`POST gauges/get-by-root`, docs/api.md); the answer is validated through the app's answer reader.
 */
import { postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';

const schema = schemaRefs('relatedGauges', () => import('./relatedGaugesSchema').then((m) => m.relatedGaugesSchemas));

export const relatedGaugesApi = {
  byLpRoot: (lpAddress: string, opts: { signal?: AbortSignal } = {}) =>
    postJson(`${config.api.gauges}/gauges/get-by-root`, { lpAddress }, schema('byLpRoot'), opts),
};
