export { DexIndexer, resetDexTables, type IndexerOptions } from './indexer';
export type { IndexerNetwork, StreamedTransaction, TransactionSource } from './source';
export { writeBatch } from './writer';
export { Market } from './market';
export { refreshStats } from './stats';
export type { DexEvent, Batch } from './events';
