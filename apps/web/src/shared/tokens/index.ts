export * from './tokenList';
export * from './scam';
export * from './importedTokens';
export { useTokenList, type TokenListState } from './useTokenList';
export { useTokenDecimals, resolveMissingDecimals } from './useTokenDecimals';
