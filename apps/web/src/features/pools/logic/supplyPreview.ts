/**
 * The supply the add-liquidity forms' button runs next (pair and N-pool), to preview before signing: the DEX
 * account's depositLiquidityV2 of each side's amount, exactly as `runAddLiquidity` sends it. Undefined while the
 * button offers another step or cannot run.
 */
import type { SideInput } from './addLiquiditySteps';

export interface SupplyAsk {
  owner: string;
  account: string;
  operations: { root: string; amount: bigint }[];
  lpRoot: string;
  autoChange: boolean;
}

export function nextSupply(s: {
  owner: string | undefined;
  account: { address: string; deployed: boolean } | undefined;
  roots: readonly string[];
  lpRoot: string | undefined;
  autoChange: boolean;
  step: { action?: string; disabled?: boolean };
  sides: readonly (SideInput | undefined)[];
}): SupplyAsk | undefined {
  if (s.step.disabled || s.step.action !== 'supply') return undefined;
  if (!s.owner || !s.account?.deployed || !s.lpRoot || s.roots.length < 2) return undefined;
  return {
    owner: s.owner,
    account: s.account.address,
    operations: s.roots.map((root, i) => ({ root, amount: s.sides[i]?.amount ?? 0n })),
    lpRoot: s.lpRoot,
    autoChange: s.autoChange,
  };
}

/** The key of an ask: a new call id (and a new preview) for each different supply. */
export const supplyKey = (ask: SupplyAsk | undefined): string =>
  ask
    ? [ask.owner, ask.account, ask.lpRoot, ask.autoChange, ...ask.operations.map((o) => `${o.root}:${o.amount}`)].join(
        '|',
      )
    : '';
