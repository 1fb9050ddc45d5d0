export * from './tokenList';
export * from './scam';
export * from './importedTokens';
export { useTokenList, type TokenListState } from './useTokenList';
export { useScamCheck } from './useScamCheck';
export { useImportedTokens } from './useImportedTokens';
export { useTokenDecimals, resolveMissingDecimals } from './useTokenDecimals';
export { lookUpToken, useTokenLookup, type TokenReader } from './tokenLookup';
export * from './customTokens';
