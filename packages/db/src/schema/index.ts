export * from './devnet';
export * from './dex';
export * from './limit';
export * from './lp-fees';
export * from './gauge';
export * from './farm';
export * from './dao';
