import type { GaugeDetails, GaugeItem } from '@tycho/api';
import { useCallback, useMemo } from 'react';
import type { GaugeUserData } from '@/shared/gauges/gaugeAccount';
import {
  depositFigures,
  NO_POSITION,
  positionFigures,
  type CalcVe,
  type GaugeFacts,
  type Position,
} from '../logic/calc';
import { useWalletVe } from './useWalletVe';

/** The account's position as the figures take it (none without a deposit). */
export function positionOf(data: GaugeUserData | undefined): Position {
  if (!data || data.balance <= 0n) return NO_POSITION;
  return { balance: data.balance, lockBoosted: data.lockBoosted ?? 0n, totalBoosted: data.totalBoosted ?? 0n };
}

/** The typed veQUBE against the escrow's total: the total with the wallet's own veQUBE replaced by the typed one. */
export function veFigures(typed: bigint, walletVe: bigint, escrowTotal: bigint): CalcVe {
  const others = escrowTotal > walletVe ? escrowTotal - walletVe : 0n;
  return { user: typed, supply: others + typed };
}

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
