/**
 * The API types of `@broxus/js-core` (the client of the public services), imported from their files: the package
 * exports only its root entry. Type-only: nothing of js-core is loaded at run time.
 */
export type * as Pools from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/usePoolsApi';
export type * as Currencies from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/useCurrenciesApi';
export type * as Tokens from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/useTokensApi';
export type * as ExperimentalTokens from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/useExperimentalTokensApi';
export type * as Farming from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/useFarmingPoolsApi';
export type * as Gauges from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/useGaugesApi';
export type * as QubeDao from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/useQubeDaoApi';
export type * as Dao from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/useDaoApi';
export type * as Common from '../../../abi/node_modules/@broxus/js-core/dist/esm/api/types';
