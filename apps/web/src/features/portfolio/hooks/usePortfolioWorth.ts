import { useMemo } from 'react';
import { config } from '@/shared/config';
import { useScamCheck } from '@/shared/tokens';
import { portfolioWorth, tokensValue } from '../logic/value';
import { useSection } from './usePortfolio';

/** The token rows (counted and not) and the wallet's worth, from the tokens and totals sections (logic/value). */
export function usePortfolioWorth(address: string) {
  const tokens = useSection(address, 'tokens');
  const totals = useSection(address, 'totals');
  const isScam = useScamCheck();
  const value = useMemo(
    () => (tokens.data ? tokensValue(tokens.data, config.nativeCoin, isScam) : undefined),
    [tokens.data, isScam],
  );
  const worth = useMemo(
    () => (value && totals.data ? portfolioWorth(totals.data.kinds, value) : undefined),
    [value, totals.data],
  );
  return { tokens, value, worth };
}
