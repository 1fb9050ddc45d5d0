/**
 * DexRoot: deploys DEX accounts (anyone, for any owner) and pools: `deployPair` (constant product, anyone — the
 * add-liquidity page creates missing pools), `deployStablePool` (owner; 2 roots → DexStablePair, more →
 * DexStablePool). Answers the expected account, pair and pool addresses (deterministic: see constants.ts), forwards
 * fee and amplification changes to pools, and emits NewPoolCreated / NewLpTokenRootCreated once a pool is active.
 */
import { callOf, DexRootAbi, type TypedCall, ZERO_ADDRESS, DexPoolType, type DexPoolTypeValue } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { ensure, type HandlerContext } from '../../engine/types';
import { senderOf } from '../../engine/must';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { str } from '../tip3';
import { PairModel, RootModel, StablePairModel } from './abi';
import { ACCOUNT_KIND, accountInit, DexErrors, DexGas, POOL_MODEL, sortRoots, VERSION } from './constants';
import { poolAddress } from './pool-io';
import type { PoolFeeParams } from './pool-state';

export interface DexRootState {
  owner: string;
  vault: string;
  wtycho: string;
  /** Fee beneficiary of every pool deployed here. */
  beneficiary: string;
  pools: Record<string, { type: DexPoolTypeValue; lp: string }>;
  accounts: Record<string, boolean>;
}

type Ctx = HandlerContext<DexRootState>;
const keyOf = (roots: string[]) => sortRoots(roots).join(',');

/** Default fees: pairs 0.3 % (0.25 % pool + 0.05 % beneficiary), stable 0.05 % (0.04 % + 0.01 %). */
export function defaultFee(type: DexPoolTypeValue, beneficiary: string): PoolFeeParams {
  const stable = type !== DexPoolType.ConstantProduct;
  return {
    denominator: 1_000_000n,
    pool_numerator: stable ? 400n : 2500n,
    beneficiary_numerator: stable ? 100n : 500n,
    referrer_numerator: 0n,
    beneficiary,
    threshold: [],
    referrer_threshold: [],
  };
}
export const DEFAULT_AMP = { value: 200n, precision: 1n };

function deployPool(ctx: Ctx, roots: string[], type: DexPoolTypeValue, gasTo: string) {
  const s = ctx.state;
  const sorted = sortRoots(roots);
  ensure(new Set(sorted).size === sorted.length && sorted.length >= 2, DexErrors.WRONG_PAIR);
  ensure(ctx.value >= DexGas.DEPLOY_POOL, DexErrors.VALUE_TOO_LOW);
  ensure(!s.pools[keyOf(sorted)], DexErrors.POOL_ALREADY_EXISTS);
  s.pools[keyOf(sorted)] = { type, lp: '' };
  const init = {
    root: ctx.self,
    roots: sorted,
    type,
    fee: defaultFee(type, s.beneficiary),
    amp: DEFAULT_AMP,
    vault: s.vault,
    wtycho: s.wtycho,
    gasTo,
  };
  ctx.send({
    to: poolAddress(ctx, ctx.self, sorted),
    value: 0n,
    flag: Flag.REMAINING_GAS,
    bounce: false,
    deploy: { kind: POOL_MODEL[type], init },
  });
}

function toPool(ctx: Ctx, roots: string[], call: TypedCall) {
  const s = ctx.state;
  ensure(ctx.sender === s.owner, DexErrors.NOT_MY_OWNER);
  const pool = s.pools[keyOf(roots)];
  ensure(pool, DexErrors.UNKNOWN_POOL);
  ctx.send({ to: poolAddress(ctx, ctx.self, roots), flag: Flag.REMAINING_GAS, bounce: true, call });
}

export const DexRootModel = typedModel<DexRootState, typeof RootModel>({
  kind: 'DexRoot',
  abi: RootModel,
  init: (p) => ({
    owner: str(p.owner),
    vault: str(p.vault),
    wtycho: str(p.wtycho),
    beneficiary: str(p.beneficiary),
    pools: {},
    accounts: {},
  }),
  handlers: {
    deployAccount(ctx, i) {
      const { account_owner: owner, send_gas_to: gasTo } = i;
      ensure(ctx.value >= DexGas.DEPLOY_ACCOUNT, DexErrors.VALUE_TOO_LOW);
      if (ctx.state.accounts[owner]) {
        ctx.send({ to: gasTo, flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
        return;
      }
      ctx.state.accounts[owner] = true;
      ctx.send({
        to: ctx.addressOf(ACCOUNT_KIND, accountInit(ctx.self, owner)),
        value: 0n,
        flag: Flag.REMAINING_GAS,
        bounce: false,
        deploy: { kind: ACCOUNT_KIND, init: { ...accountInit(ctx.self, owner), vault: ctx.state.vault, gasTo } },
      });
    },
    deployPair(ctx, i) {
      deployPool(ctx, [i.left_root, i.right_root], DexPoolType.ConstantProduct, i.send_gas_to);
    },
    deployStablePool(ctx, i) {
      ensure(ctx.sender === ctx.state.owner, DexErrors.NOT_MY_OWNER);
      const { roots, send_gas_to: gasTo } = i;
      deployPool(ctx, roots, roots.length === 2 ? DexPoolType.StableSwap : DexPoolType.StablePool, gasTo);
    },
    setPairFeeParams(ctx, i) {
      // setFeeParams has the same id in every pool kind: encoded with the pair's ABI.
      const call = callOf(PairModel, 'setFeeParams', { _params: i._params, _remainingGasTo: i._remainingGasTo });
      toPool(ctx, i._roots, call);
    },
    setPairAmplificationCoefficient(ctx, i) {
      const call = callOf(StablePairModel, 'setAmplificationCoefficient', { _A: i._A, send_gas_to: i._remainingGasTo });
      toPool(ctx, i._roots, call);
    },
    onPoolActive(ctx, i) {
      const { _roots: roots, _lp: lp } = i;
      const pool = ctx.state.pools[keyOf(roots)];
      ensure(pool && ctx.sender === poolAddress(ctx, ctx.self, roots), DexErrors.NOT_POOL);
      pool.lp = lp;
      emitEvent(ctx, DexRootAbi, 'NewPoolCreated', { roots, poolType: i._poolType });
      emitEvent(ctx, DexRootAbi, 'NewLpTokenRootCreated', {
        pool: senderOf(ctx),
        poolTokenRoots: roots,
        lpTokenRoot: lp,
        lpPendingNonce: 0,
      });
      ctx.send({ to: i._remainingGasTo, flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
    },
  },
  getters: {
    getExpectedAccountAddress: (_s, i, env) => ({
      value0: env.addressOf(ACCOUNT_KIND, accountInit(env.self, i.account_owner)),
    }),
    getExpectedPairAddress: (_s, i, env) => ({
      value0: poolAddress(env, env.self, [i.left_root, i.right_root]),
    }),
    getExpectedPoolAddress: (_s, i, env) => ({ value0: poolAddress(env, env.self, i._roots) }),
    getOwner: (s) => ({ dex_owner: s.owner }),
    getPendingOwner: () => ({ dex_pending_owner: ZERO_ADDRESS }),
    getVault: (s) => ({ value0: s.vault }),
    getWeverVaultTokenRoot: (s) => ({ value0: s.wtycho }),
    getManager: (s) => ({ value0: s.owner }),
    getTokenFactory: () => ({ value0: ZERO_ADDRESS }),
    isActive: () => ({ value0: true }),
    getAccountVersion: () => ({ value0: VERSION }),
    getPairVersion: () => ({ value0: VERSION }),
    getPoolVersion: () => ({ value0: VERSION }),
  },
});
