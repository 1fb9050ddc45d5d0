import type { GaugeDetails, GaugeItem } from '@tycho/api';
import { useCallback, useMemo } from 'react';
import type { GaugeUserData } from '@/shared/gauges/gaugeAccount';
import { depositFigures, positionFigures, positionOf, veFigures, type GaugeFacts } from '../logic/calc';
import { useWalletVe } from './useWalletVe';

/**
 * The gauge page's figures: the connected account's position as it stands, and the preview of a deposit (the
 * position after it, with the wallet's veQUBE), both from the calculator's module.
 */
export function useGaugeFigures(
  gauge: { gauge: GaugeItem; details: GaugeDetails } | undefined,
  user: GaugeUserData | undefined,
) {
  const walletVe = useWalletVe();
  const facts: GaugeFacts | undefined = useMemo(
    () => (gauge ? { item: gauge.gauge, details: gauge.details } : undefined),
    [gauge],
  );
  const existing = useMemo(() => positionOf(user), [user]);
  const position = useMemo(
    () => (facts && existing.balance > 0n ? positionFigures(facts, existing) : undefined),
    [facts, existing],
  );
  // no vote escrow on this network: no veQUBE (the query never runs); while it loads or failed: no preview yet
  const ve = walletVe.data ?? (walletVe.isPending && walletVe.fetchStatus === 'idle' ? 0n : undefined);
  const preview = useCallback(
    (amount: bigint, lockSeconds: number) =>
      facts && ve !== undefined && amount > 0n
        ? depositFigures(facts, amount, lockSeconds, veFigures(ve, ve, BigInt(facts.details.veQubeSupply)), existing)
        : undefined,
    [facts, ve, existing],
  );
  return { position, preview };
}
