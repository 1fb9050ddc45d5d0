export { ApiError, isNotFound, postJson, getJson, type SchemaSource } from './http';
export {
  schemaRefs,
  setAnswerReader,
  localReader,
  type AnswerReader,
  type SchemaModuleId,
  type SchemaRef,
} from './schemaRef';
export { dexApi, type CurrenciesQuery, type PoolsQuery, type TransactionsQuery } from './dex';
export { useRetryFailed } from './useRetryFailed';
