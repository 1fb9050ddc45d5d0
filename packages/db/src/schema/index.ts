export * from './devnet';
