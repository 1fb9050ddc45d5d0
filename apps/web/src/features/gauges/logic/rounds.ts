/**
 * The gauge's reward rounds (`/reward-rounds/qube` and `/reward-rounds/tokens`) as table rows: start, end (open
 * rounds have none), and per token the speed (per day) and the budget (speed times the round length; none for an
 * open round), in whole tokens. A token whose decimals are unknown shows no amounts rather than a guess.
 */
import type { GaugeRewardRound } from '@tycho/api';
import { formatAmount } from '@/shared/lib/format';

const DAY = 86_400n;

export interface RoundTokenRow {
  tokenRoot: string;
  symbol: string;
  /** Whole tokens per day; null when the decimals are unknown. */
  perDay: string | null;
  /** Whole tokens; null for an open round or unknown decimals. */
  budget: string | null;
}

export interface RoundRow {
  id: number;
  /** Unix milliseconds. */
  start: number;
  /** Unix milliseconds; null: open. */
  end: number | null;
  tokens: RoundTokenRow[];
}

export function roundRows(
  rounds: readonly GaugeRewardRound[],
  decimalsOf: (tokenRoot: string) => number | null | undefined,
): RoundRow[] {
  return rounds.map((round) => ({
    id: round.id,
    start: round.startDate * 1000,
    end: round.endDate === null ? null : round.endDate * 1000,
    tokens: round.rewardTokens.map((t) => {
      const decimals = decimalsOf(t.tokenRoot);
      const known = decimals !== null && decimals !== undefined;
      return {
        tokenRoot: t.tokenRoot,
        symbol: t.tokenSymbol,
        perDay: known ? formatAmount(BigInt(t.farmingSpeed) * DAY, decimals) : null,
        budget: known && t.budget !== null ? formatAmount(t.budget, decimals) : null,
      };
    }),
  }));
}
