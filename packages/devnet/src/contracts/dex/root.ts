/**
 * DexRoot: deploys DEX accounts (anyone, for any owner) and pools: `deployPair` (constant product, anyone — the
 * add-liquidity page creates missing pools), `deployStablePool` (owner; 2 roots → DexStablePair, more →
 * DexStablePool). Answers the expected account, pair and pool addresses (deterministic: see constants.ts), forwards
 * fee and amplification changes to pools, and emits NewPoolCreated / NewLpTokenRootCreated once a pool is active.
 */
import { DexRootAbiJson } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { type ContractModel, ensure, type HandlerContext } from '../../engine/types';
import { str } from '../tip3';
import { PairModelAbi, RootModelAbi, StablePairModelAbi } from './abi';
import {
  ACCOUNT_KIND,
  accountInit,
  DexErrors,
  DexGas,
  PoolKind,
  PoolType,
  type PoolTypeValue,
  sortRoots,
  VERSION,
} from './constants';
import { poolAddress } from './pool-io';
import type { PoolFeeParams } from './pool-state';

export interface DexRootState {
  owner: string;
  vault: string;
  wtycho: string;
  /** Fee beneficiary of every pool deployed here. */
  beneficiary: string;
  pools: Record<string, { type: PoolTypeValue; lp: string }>;
  accounts: Record<string, boolean>;
}

type Ctx = HandlerContext<DexRootState>;
const keyOf = (roots: string[]) => sortRoots(roots).join(',');

/** Default fees: pairs 0.3 % (0.25 % pool + 0.05 % beneficiary), stable 0.05 % (0.04 % + 0.01 %). */
export function defaultFee(type: PoolTypeValue, beneficiary: string): PoolFeeParams {
  const stable = type !== PoolType.CONSTANT_PRODUCT;
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

function deployPool(ctx: Ctx, roots: string[], type: PoolTypeValue, gasTo: string) {
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
    deploy: { kind: PoolKind[type], init },
  });
}

function toPool(ctx: Ctx, roots: string[], method: string, params: Record<string, unknown>, abi: string) {
  const s = ctx.state;
  ensure(ctx.sender === s.owner, DexErrors.NOT_MY_OWNER);
  const pool = s.pools[keyOf(roots)];
  ensure(pool, DexErrors.UNKNOWN_POOL);
  ctx.send({
    to: poolAddress(ctx, ctx.self, roots),
    flag: Flag.REMAINING_GAS,
    bounce: true,
    call: { abi, method, params },
  });
}

export const DexRootModel: ContractModel<DexRootState> = {
  kind: 'DexRoot',
  abi: RootModelAbi,
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
      const [owner, gasTo] = Object.values(i).map(str) as [string, string];
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
      const [left, right, gasTo] = Object.values(i).map(str) as [string, string, string];
      deployPool(ctx, [left, right], PoolType.CONSTANT_PRODUCT, gasTo);
    },
    deployStablePool(ctx, i) {
      ensure(ctx.sender === ctx.state.owner, DexErrors.NOT_MY_OWNER);
      const [roots, gasTo] = Object.values(i) as [string[], string];
      deployPool(ctx, roots.map(String), roots.length === 2 ? PoolType.STABLESWAP : PoolType.STABLE_POOL, str(gasTo));
    },
    setPairFeeParams(ctx, i) {
      const [roots, params, gasTo] = Object.values(i) as [string[], unknown, string];
      // setFeeParams has the same id in every pool kind: encoded with the pair's ABI.
      toPool(ctx, roots, 'setFeeParams', { _params: params, _remainingGasTo: gasTo }, PairModelAbi);
    },
    setPairAmplificationCoefficient(ctx, i) {
      const [roots, a, gasTo] = Object.values(i) as [string[], unknown, string];
      toPool(ctx, roots, 'setAmplificationCoefficient', { _A: a, send_gas_to: gasTo }, StablePairModelAbi);
    },
    onPoolActive(ctx, i) {
      const [roots, type, lp, gasTo] = Object.values(i) as [string[], string, string, string];
      const pool = ctx.state.pools[keyOf(roots)];
      ensure(pool && ctx.sender === poolAddress(ctx, ctx.self, roots), DexErrors.NOT_POOL);
      pool!.lp = str(lp);
      ctx.emit(DexRootAbiJson, 'NewPoolCreated', { roots, poolType: Number(type) });
      ctx.emit(DexRootAbiJson, 'NewLpTokenRootCreated', {
        pool: ctx.sender,
        poolTokenRoots: roots,
        lpTokenRoot: lp,
        lpPendingNonce: 0,
      });
      ctx.send({ to: str(gasTo), flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
    },
  },
  getters: {
    getExpectedAccountAddress: (_s, i, env) => ({
      value0: env.addressOf(ACCOUNT_KIND, accountInit(env.self, str(i.account_owner))),
    }),
    getExpectedPairAddress: (_s, i, env) => ({
      value0: poolAddress(env, env.self, [str(i.left_root), str(i.right_root)]),
    }),
    getExpectedPoolAddress: (_s, i, env) => ({
      value0: poolAddress(env, env.self, (i._roots as string[]).map(String)),
    }),
    getOwner: (s) => ({ dex_owner: s.owner }),
    getPendingOwner: () => ({ dex_pending_owner: '0:' + '0'.repeat(64) }),
    getVault: (s) => ({ value0: s.vault }),
    getWeverVaultTokenRoot: (s) => ({ value0: s.wtycho }),
    getManager: (s) => ({ value0: s.owner }),
    getTokenFactory: () => ({ value0: '0:' + '0'.repeat(64) }),
    isActive: () => ({ value0: true }),
    getAccountVersion: () => ({ value0: VERSION }),
    getPairVersion: () => ({ value0: VERSION }),
    getPoolVersion: () => ({ value0: VERSION }),
  },
};
