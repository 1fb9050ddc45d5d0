export { DexIndexer, resetDexTables, type IndexerOptions, type IndexerDevnet } from './indexer';
export { writeBatch } from './writer';
export { Market } from './market';
export { refreshStats } from './stats';
export type { DexEvent, Batch } from './events';
