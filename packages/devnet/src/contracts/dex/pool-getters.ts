/**
 * Pool getters (runLocal and responsible calls): tokens, wallets, reserves, fees, amplification, and the expected*
 * quotes, all computed by @tycho/dex-math through pool-state. Output names follow each kind's ABI.
 */
import { ZERO_ADDRESS } from '../../engine/codec';
import type { Getter } from '../../engine/types';
import { VERSION } from './constants';
import { liquidityResult } from './pool-io';
import {
  depositOneCoinAmount,
  feeTuple,
  indexOf,
  type PoolState,
  quoteDeposit,
  quoteExchange,
  quoteSpend,
  quoteWithdraw,
  quoteWithdrawOne,
  withdrawOneCoinLp,
} from './pool-state';

type G = Getter<PoolState>;
const args = (i: Record<string, unknown>) => Object.values(i).slice(1) as unknown[];
const big = (v: unknown) => BigInt((v as string | undefined) ?? 0);
const other = (s: PoolState, root: string) => (s.roots.length === 2 ? (s.roots[1 - indexOf(s, root)] ?? '') : '');

/** `amount` of `spent` → `receive` (pairs: the other token). */
const exchange: G = (s, i) => {
  const [amount, spent, receive] = args(i) as [string, string, string | undefined];
  const q = quoteExchange(s, indexOf(s, spent), indexOf(s, receive ?? other(s, spent)), big(amount));
  return { expected_amount: q?.amountOut ?? 0n, expected_fee: q ? q.poolFee + q.beneficiaryFee : 0n };
};
/** How much `spent` to receive exactly `amount` of `receive` (pairs: spent = the other token). */
const spend: G = (s, i) => {
  const [amount, receive, spent] = args(i) as [string, string, string | undefined];
  const q = quoteSpend(s, indexOf(s, spent ?? other(s, receive)), indexOf(s, receive), big(amount));
  return { expected_amount: q?.amountIn ?? 0n, expected_fee: q ? q.poolFee + q.beneficiaryFee : 0n };
};

const zeroResult = (s: PoolState, shape: 'deposit' | 'withdraw' = 'deposit') =>
  liquidityResult(
    s,
    s.balances,
    {
      used: s.balances.map(() => 0n),
      lpAmount: 0n,
      poolFees: s.balances.map(() => 0n),
      beneficiaryFees: s.balances.map(() => 0n),
    },
    shape,
  );
function resultOf(s: PoolState, q: ReturnType<typeof quoteDeposit>) {
  return q ? liquidityResult({ ...s, balances: q.balances }, s.balances, q) : zeroResult(s);
}

export const commonGetters: Record<string, G> = {
  getRoot: (s) => ({ dex_root: s.root }),
  getVersion: () => ({ version: VERSION }),
  getVault: (s) => ({ value0: s.vault }),
  getPoolType: (s) => ({ value0: s.type }),
  getFeeParams: (s) => ({ value0: feeTuple(s) }),
  getAccumulatedFees: (s) => ({ accumulatedFees: s.accumulatedFees }),
  isActive: (s) => ({ value0: s.active }),
  getWeverVaultTokenRoot: (s) => ({ value0: s.wtycho || ZERO_ADDRESS }),
  expectedExchange: exchange,
  expectedSpendAmount: spend,
};

const lr = (s: PoolState) => ({ left: s.roots[0]!, right: s.roots[1]!, lp: s.lpRoot || ZERO_ADDRESS });

/** DexPair and DexStablePair (two tokens, left/right shapes). */
export const twoTokenGetters: Record<string, G> = {
  getTokenRoots: (s) => lr(s),
  getTokenWallets: (s) => ({
    left: s.wallets[0] || ZERO_ADDRESS,
    right: s.wallets[1] || ZERO_ADDRESS,
    lp: s.lpWallet || ZERO_ADDRESS,
  }),
  getBalances: (s) => ({
    value0: { lp_supply: s.lpSupply, left_balance: s.balances[0], right_balance: s.balances[1] },
  }),
  expectedWithdrawLiquidity: (s, i) => {
    const q = quoteWithdraw(s, big(args(i)[0]));
    return { expected_left_amount: q?.used[0] ?? 0n, expected_right_amount: q?.used[1] ?? 0n };
  },
  expectedDepositLiquidity: (s, i) => {
    const [l, r, auto] = args(i) as [string, string, boolean];
    const q = quoteDeposit(s, [big(l), big(r)], Boolean(auto));
    const swapLeft = (q?.poolFees[0] ?? 0n) + (q?.beneficiaryFees[0] ?? 0n) > 0n;
    const swapRight = (q?.poolFees[1] ?? 0n) + (q?.beneficiaryFees[1] ?? 0n) > 0n;
    return {
      value0: {
        step_1_left_deposit: q?.used[0] ?? 0n,
        step_1_right_deposit: q?.used[1] ?? 0n,
        step_1_lp_reward: q?.lpAmount ?? 0n,
        step_2_left_to_right: swapLeft,
        step_2_right_to_left: swapRight,
        step_2_spent: 0n,
        step_2_fee: q ? q.poolFees[0]! + q.poolFees[1]! + q.beneficiaryFees[0]! + q.beneficiaryFees[1]! : 0n,
        step_2_received: 0n,
        step_3_left_deposit: 0n,
        step_3_right_deposit: 0n,
        step_3_lp_reward: 0n,
      },
    };
  },
};

/** DexStablePair and DexStablePool. */
export const stableGetters: Record<string, G> = {
  getAmplificationCoefficient: (s) => ({ value0: s.amp }),
  expectedDepositLiquidityV2: (s, i) => ({
    value0: resultOf(s, quoteDeposit(s, (args(i)[0] as string[]).map(big), true)),
  }),
  getVirtualPrice: () => ({ value0: null }),
  getPriceImpact: () => ({ value0: null }),
};

/** DexStablePool only (N tokens, one-coin operations). */
export const poolGetters: Record<string, G> = {
  getTokenRoots: (s) => ({ roots: s.roots, lp: s.lpRoot || ZERO_ADDRESS }),
  getTokenWallets: (s) => ({ token_wallets: s.wallets.map((w) => w || ZERO_ADDRESS), lp: s.lpWallet || ZERO_ADDRESS }),
  getBalances: (s) => ({ value0: { balances: s.balances, lp_supply: s.lpSupply } }),
  expectedWithdrawLiquidity: (s, i) => {
    const q = quoteWithdraw(s, big(args(i)[0]));
    return {
      value0: q
        ? liquidityResult({ ...s, balances: q.balances }, s.balances, q, 'withdraw')
        : zeroResult(s, 'withdraw'),
    };
  },
  expectedDepositLiquidityOneCoin: (s, i) => {
    const [root, amount] = args(i) as [string, string];
    const k = indexOf(s, root);
    const amounts = s.roots.map((_, j) => (j === k ? big(amount) : 0n));
    return { value0: resultOf(s, k >= 0 ? quoteDeposit(s, amounts, true) : undefined) };
  },
  expectedDepositSpendAmount: (s, i) => {
    const [lp, root] = args(i) as [string, string];
    const amount = depositOneCoinAmount(s, indexOf(s, root), big(lp)) ?? 0n;
    const q =
      amount > 0n
        ? quoteDeposit(
            s,
            s.roots.map((r) => (r === root ? amount : 0n)),
            true,
          )
        : undefined;
    return {
      tokens_amount: amount,
      expected_fee: q ? q.poolFees[indexOf(s, root)]! + q.beneficiaryFees[indexOf(s, root)]! : 0n,
    };
  },
  expectedOneCoinWithdrawalSpendAmount: (s, i) => {
    const [amount, root] = args(i) as [string, string];
    const j = indexOf(s, root);
    const lp = withdrawOneCoinLp(s, j, big(amount)) ?? 0n;
    const q = lp > 0n ? quoteWithdrawOne(s, lp, j) : undefined;
    return { lp, expected_fee: q ? q.poolFees[j]! + q.beneficiaryFees[j]! : 0n };
  },
  expectedWithdrawLiquidityOneCoin: (s, i) => {
    const [lp, root] = args(i) as [string, string];
    const q = quoteWithdrawOne(s, big(lp), indexOf(s, root));
    return {
      value0: q
        ? liquidityResult({ ...s, balances: q.balances }, s.balances, q, 'withdraw')
        : zeroResult(s, 'withdraw'),
    };
  },
  getDepositPriceImpact: () => ({ value0: null }),
  getWithdrawalPriceImpact: () => ({ value0: null }),
};
