export { ApiError, isNotFound, postJson, getJson } from './http';
export { dexApi, type CurrenciesQuery, type PoolsQuery, type TransactionsQuery } from './dex';
export { useRetryFailed } from './useRetryFailed';
