import { useCallback } from 'react';
import { config } from '../config';
import { isScamToken } from './scam';
import { useTokenList } from './useTokenList';

/**
 * The scam check of the token pages (spec 5, shared/tokens/scam.ts) with this network's inputs: the configured scam
 * list and the token list's verified symbols. Every screen that marks [SCAM] asks it, so they all agree.
 */
export function useScamCheck(): (token: { address: string; symbol: string }) => boolean {
  const { verifiedSymbols } = useTokenList();
  return useCallback((token) => isScamToken(token, config.scamList, verifiedSymbols), [verifiedSymbols]);
}
