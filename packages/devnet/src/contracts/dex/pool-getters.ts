/**
 * Pool getters (runLocal and responsible calls): tokens, wallets, reserves, fees, amplification, and the expected*
 * quotes, all computed by @tycho/dex-math through pool-state. Inputs and outputs are named and typed by each kind's
 * ABI; `pool.ts` checks every set against the ABIs of the kinds that use it.
 */
import { type AbiLike, ZERO_ADDRESS } from '@tycho/abi';
import type { TypedGetters } from '../../engine/typed-model';
import { at } from '../../engine/must';
import type { PairModel, StablePairModel, StablePoolModel } from './abi';
import { VERSION } from './constants';
import { depositResult, withdrawResult } from './pool-io';
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

type Getters<A extends AbiLike> = TypedGetters<PoolState, A>;
/** Pool fee plus beneficiary fee of token `k` in a quote. */
const feeAt = (q: { poolFees: bigint[]; beneficiaryFees: bigint[] }, k: number) =>
  at(q.poolFees, k, 'pool fee') + at(q.beneficiaryFees, k, 'beneficiary fee');
const other = (s: PoolState, root: string) => (s.roots.length === 2 ? (s.roots[1 - indexOf(s, root)] ?? '') : '');

/** `amount` of `spent` → `receive`. */
function exchange(s: PoolState, amount: string, spent: string, receive: string) {
  const q = quoteExchange(s, indexOf(s, spent), indexOf(s, receive), BigInt(amount));
  return { expected_amount: q?.amountOut ?? 0n, expected_fee: q ? q.poolFee + q.beneficiaryFee : 0n };
}
/** How much `spent` to receive exactly `amount` of `receive`. */
function spend(s: PoolState, amount: string, receive: string, spent: string) {
  const q = quoteSpend(s, indexOf(s, spent), indexOf(s, receive), BigInt(amount));
  return { expected_amount: q?.amountIn ?? 0n, expected_fee: q ? q.poolFee + q.beneficiaryFee : 0n };
}

const noChange = (s: PoolState) => ({
  used: s.balances.map(() => 0n),
  lpAmount: 0n,
  poolFees: s.balances.map(() => 0n),
  beneficiaryFees: s.balances.map(() => 0n),
});
const depositOutcome = (s: PoolState, q: ReturnType<typeof quoteDeposit>) =>
  q ? depositResult({ ...s, balances: q.balances }, s.balances, q) : depositResult(s, s.balances, noChange(s));
const withdrawOutcome = (s: PoolState, q: ReturnType<typeof quoteWithdraw>) =>
  q ? withdrawResult({ ...s, balances: q.balances }, s.balances, q) : withdrawResult(s, s.balances, noChange(s));

/** Every pool kind. */
export const commonGetters = {
  getRoot: (s) => ({ dex_root: s.root }),
  getVersion: () => ({ version: VERSION }),
  getVault: (s) => ({ value0: s.vault }),
  getPoolType: (s) => ({ value0: s.type }),
  getFeeParams: (s) => ({ value0: feeTuple(s) }),
  getAccumulatedFees: (s) => ({ accumulatedFees: s.accumulatedFees }),
  isActive: (s) => ({ value0: s.active }),
} satisfies Getters<typeof StablePoolModel>;

/** DexPair and DexStablePair (two tokens, left/right shapes; the other token is implied). */
export const twoTokenGetters = {
  getTokenRoots: (s) => ({
    left: at(s.roots, 0, 'pool root'),
    right: at(s.roots, 1, 'pool root'),
    lp: s.lpRoot || ZERO_ADDRESS,
  }),
  getTokenWallets: (s) => ({
    left: s.wallets[0] || ZERO_ADDRESS,
    right: s.wallets[1] || ZERO_ADDRESS,
    lp: s.lpWallet || ZERO_ADDRESS,
  }),
  getBalances: (s) => ({
    value0: {
      lp_supply: s.lpSupply,
      left_balance: at(s.balances, 0, 'pool balance'),
      right_balance: at(s.balances, 1, 'pool balance'),
    },
  }),
  expectedExchange: (s, i) => exchange(s, i.amount, i.spent_token_root, other(s, i.spent_token_root)),
  expectedSpendAmount: (s, i) => spend(s, i.receive_amount, i.receive_token_root, other(s, i.receive_token_root)),
  expectedWithdrawLiquidity: (s, i) => {
    const q = quoteWithdraw(s, BigInt(i.lp_amount));
    return { expected_left_amount: q?.used[0] ?? 0n, expected_right_amount: q?.used[1] ?? 0n };
  },
} satisfies Getters<typeof StablePairModel>;

/** DexPair only. */
export const pairGetters = {
  getWeverVaultTokenRoot: (s) => ({ value0: s.wtycho || ZERO_ADDRESS }),
  expectedDepositLiquidity: (s, i) => {
    const q = quoteDeposit(s, [BigInt(i.left_amount), BigInt(i.right_amount)], i.auto_change);
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
        step_2_fee: q ? feeAt(q, 0) + feeAt(q, 1) : 0n,
        step_2_received: 0n,
        step_3_left_deposit: 0n,
        step_3_right_deposit: 0n,
        step_3_lp_reward: 0n,
      },
    };
  },
} satisfies Getters<typeof PairModel>;

/** DexStablePair and DexStablePool. */
export const stableGetters = {
  getAmplificationCoefficient: (s) => ({ value0: s.amp }),
  expectedDepositLiquidityV2: (s, i) => ({
    value0: depositOutcome(s, quoteDeposit(s, i.amounts.map(BigInt), true)),
  }),
  getVirtualPrice: () => ({ value0: null }),
  getPriceImpact: () => ({ value0: null }),
} satisfies Getters<typeof StablePoolModel>;

/** DexStablePool only (N tokens, one-coin operations; exchanges name both tokens). */
export const poolGetters = {
  getTokenRoots: (s) => ({ roots: s.roots, lp: s.lpRoot || ZERO_ADDRESS }),
  getTokenWallets: (s) => ({ token_wallets: s.wallets.map((w) => w || ZERO_ADDRESS), lp: s.lpWallet || ZERO_ADDRESS }),
  getBalances: (s) => ({ value0: { balances: s.balances, lp_supply: s.lpSupply } }),
  expectedExchange: (s, i) => exchange(s, i.amount, i.spent_token_root, i.receive_token_root),
  expectedSpendAmount: (s, i) => spend(s, i.receive_amount, i.receive_token_root, i.spent_token_root),
  expectedWithdrawLiquidity: (s, i) => ({ value0: withdrawOutcome(s, quoteWithdraw(s, BigInt(i.lp_amount))) }),
  expectedDepositLiquidityOneCoin: (s, i) => {
    const k = indexOf(s, i.spent_token_root);
    const amounts = s.roots.map((_, j) => (j === k ? BigInt(i.amount) : 0n));
    return { value0: depositOutcome(s, k >= 0 ? quoteDeposit(s, amounts, true) : undefined) };
  },
  expectedDepositSpendAmount: (s, i) => {
    const k = indexOf(s, i.spent_token_root);
    const amount = depositOneCoinAmount(s, k, BigInt(i.lp_amount)) ?? 0n;
    const q =
      amount > 0n
        ? quoteDeposit(
            s,
            s.roots.map((_, j) => (j === k ? amount : 0n)),
            true,
          )
        : undefined;
    return { tokens_amount: amount, expected_fee: q ? feeAt(q, k) : 0n };
  },
  expectedOneCoinWithdrawalSpendAmount: (s, i) => {
    const k = indexOf(s, i.receive_token_root);
    const lp = withdrawOneCoinLp(s, k, BigInt(i.receive_amount)) ?? 0n;
    const q = lp > 0n ? quoteWithdrawOne(s, lp, k) : undefined;
    return { lp, expected_fee: q ? feeAt(q, k) : 0n };
  },
  expectedWithdrawLiquidityOneCoin: (s, i) => ({
    value0: withdrawOutcome(s, quoteWithdrawOne(s, BigInt(i.lp_amount), indexOf(s, i.outcoming))),
  }),
  getDepositPriceImpact: () => ({ value0: null }),
  getWithdrawalPriceImpact: () => ({ value0: null }),
} satisfies Getters<typeof StablePoolModel>;
