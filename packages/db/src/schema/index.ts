export * from './devnet';
export * from './dex';
