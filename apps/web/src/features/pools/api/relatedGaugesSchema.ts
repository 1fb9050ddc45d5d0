/** The answer schema of `gauges/get-by-root`; imported dynamically, so zod leaves the first load. */
import { gaugesByRootRoute } from '@tycho/api';

export const relatedGaugesSchemas = { byLpRoot: gaugesByRootRoute.response };
