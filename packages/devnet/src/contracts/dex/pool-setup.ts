/**
 * Pool deployment and administration: a new pool asks each token root for its wallet, decimals and symbol, then
 * deploys its LP TokenRoot (owned by the pool) and its LP wallet, and reports itself active to the DexRoot.
 * Also: checkPair (DEX accounts connecting the pool), fee parameters, amplification, beneficiary fee withdrawal.
 */
import { DexAccountAbiJson, TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { EMPTY_CELL, sha256, ZERO_ADDRESS } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { ensure, type Handler, type HandlerContext } from '../../engine/types';
import { big, max, str } from '../tip3';
import { answerIds, RootModelAbi } from './abi';
import {
  ACCOUNT_KIND,
  accountInit,
  DexErrors,
  DexGas,
  LP_DECIMALS_PAIR,
  LP_DECIMALS_POOL,
  lpName,
  lpSymbol,
  PoolType,
  type PoolTypeValue,
} from './constants';
import type { PoolFeeParams, PoolState } from './pool-state';

type Ctx = HandlerContext<PoolState>;

export function initPool(p: Record<string, unknown>): PoolState {
  const roots = (p.roots as string[]).map(String);
  const n = roots.length;
  const fee = p.fee as PoolFeeParams;
  const amp = (p.amp as { value: bigint; precision: bigint } | undefined) ?? { value: 1n, precision: 1n };
  return {
    root: str(p.root),
    type: Number(p.type) as PoolTypeValue,
    roots,
    wallets: roots.map(() => ''),
    decimals: roots.map(() => -1),
    symbols: roots.map(() => ''),
    lpRoot: '',
    lpWallet: '',
    lpDecimals: Number(p.type) === PoolType.CONSTANT_PRODUCT ? LP_DECIMALS_PAIR : LP_DECIMALS_POOL,
    balances: new Array<bigint>(n).fill(0n),
    lpSupply: 0n,
    accumulatedFees: new Array<bigint>(n).fill(0n),
    fee: normalizeFee(fee),
    amp: { value: big(amp.value), precision: big(amp.precision) },
    active: false,
    vault: str(p.vault),
    wtycho: str(p.wtycho),
    gasTo: str(p.gasTo),
  };
}

export function normalizeFee(f: PoolFeeParams | Record<string, unknown>): PoolFeeParams {
  const pairs = (v: unknown) =>
    ((v as [string, unknown][]) ?? []).map(([k, x]) => [String(k), big(x)] as [string, bigint]);
  const r = f as Record<string, unknown>;
  return {
    denominator: big(r.denominator),
    pool_numerator: big(r.pool_numerator),
    beneficiary_numerator: big(r.beneficiary_numerator),
    referrer_numerator: big(r.referrer_numerator ?? 0),
    beneficiary: str(r.beneficiary ?? ZERO_ADDRESS),
    threshold: pairs(r.threshold),
    referrer_threshold: pairs(r.referrer_threshold),
  };
}

/** First message of a pool (the deployment): ask every token root for wallet, decimals and symbol. */
export function startSetup(ctx: Ctx) {
  for (const root of ctx.state.roots) {
    ctx.send({
      to: root,
      value: DexGas.DEPLOY_WALLET_GAS + DexGas.DEPLOY_WALLET_VALUE,
      bounce: true,
      call: {
        abi: TokenRootAbiJson,
        method: 'deployWallet',
        params: {
          answerId: answerIds.poolWallet(),
          walletOwner: ctx.self,
          deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
        },
      },
    });
    for (const [method, answerId] of [
      ['decimals', answerIds.poolDecimals()],
      ['symbol', answerIds.poolSymbol()],
    ] as const) {
      ctx.send({
        to: root,
        value: DexGas.QUERY,
        bounce: true,
        call: { abi: TokenRootAbiJson, method, params: { answerId } },
      });
    }
  }
}

function tokenIndex(ctx: Ctx): number {
  const k = ctx.state.roots.indexOf(ctx.sender ?? '');
  ensure(k >= 0, DexErrors.NOT_TOKEN_ROOT);
  return k;
}

/** After each answer: deploy the LP root once the symbols are known, go active once everything is known. */
function progress(ctx: Ctx) {
  const s = ctx.state;
  if (!s.lpRoot && s.symbols.every((x) => x !== '') && s.decimals.every((d) => d >= 0)) {
    const lpDecimals = s.type === PoolType.STABLESWAP ? Math.max(...s.decimals) : s.lpDecimals;
    s.lpDecimals = lpDecimals;
    const init = {
      name: lpName(s.symbols),
      symbol: lpSymbol(s.symbols),
      decimals: lpDecimals,
      rootOwner: ctx.self,
      randomNonce: sha256(`lp:${ctx.self}`),
    };
    s.lpRoot = ctx.deploy('TokenRoot', init, {
      value: DexGas.DEPLOY_LP_ROOT,
      call: {
        abi: TokenRootAbiJson,
        method: 'constructor',
        params: {
          initialSupplyTo: ZERO_ADDRESS,
          initialSupply: 0,
          deployWalletValue: 0,
          mintDisabled: false,
          burnByRootDisabled: true,
          burnPaused: false,
          remainingGasTo: ZERO_ADDRESS,
        },
      },
    });
    ctx.send({
      to: s.lpRoot,
      value: DexGas.DEPLOY_WALLET_GAS + DexGas.DEPLOY_WALLET_VALUE,
      bounce: true,
      call: {
        abi: TokenRootAbiJson,
        method: 'deployWallet',
        params: {
          answerId: answerIds.poolWallet(),
          walletOwner: ctx.self,
          deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
        },
      },
    });
  }
  if (!s.active && s.lpWallet && s.wallets.every((w) => w !== '')) {
    s.active = true;
    ctx.reserve(DexGas.TARGET_BALANCE);
    ctx.send({
      to: s.root,
      flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS,
      bounce: false,
      call: {
        abi: RootModelAbi,
        method: 'onPoolActive',
        params: { _roots: s.roots, _poolType: s.type, _lp: s.lpRoot, _remainingGasTo: s.gasTo },
      },
    });
  }
}

/** Handlers shared by all pool kinds (setup answers and administration). */
export const poolSetupHandlers: Record<string, Handler<PoolState>> = {
  onTokenWallet(ctx, i) {
    const wallet = str(Object.values(i)[0]);
    if (ctx.sender === ctx.state.lpRoot && ctx.state.lpRoot) ctx.state.lpWallet = wallet;
    else ctx.state.wallets[tokenIndex(ctx)] = wallet;
    progress(ctx);
  },
  onTokenDecimals(ctx, i) {
    ctx.state.decimals[tokenIndex(ctx)] = Number(Object.values(i)[0]);
    progress(ctx);
  },
  onTokenSymbol(ctx, i) {
    ctx.state.symbols[tokenIndex(ctx)] = str(Object.values(i)[0]);
    progress(ctx);
  },
  checkPair(ctx, i) {
    const owner = str(Object.values(i)[0]);
    ensure(ctx.sender === ctx.addressOf(ACCOUNT_KIND, accountInit(ctx.state.root, owner)), DexErrors.NOT_ACCOUNT);
    ensure(ctx.state.active, DexErrors.NOT_ACTIVE);
    ctx.send({
      to: ctx.sender!,
      flag: Flag.REMAINING_GAS,
      bounce: false,
      call: {
        abi: DexAccountAbiJson,
        method: 'checkPoolCallback',
        params: { _roots: ctx.state.roots, _lpRoot: ctx.state.lpRoot },
      },
    });
  },
  setFeeParams(ctx, i) {
    ensure(ctx.sender === ctx.state.root, DexErrors.NOT_ROOT);
    const [params, gasTo] = Object.values(i);
    ctx.state.fee = normalizeFee(params as Record<string, unknown>);
    ctx.send({ to: str(gasTo), flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
  },
  setAmplificationCoefficient(ctx, i) {
    ensure(ctx.sender === ctx.state.root, DexErrors.NOT_ROOT);
    const [a, gasTo] = Object.values(i) as [Record<string, unknown>, unknown];
    ctx.state.amp = { value: big(a.value), precision: big(a.precision) };
    ctx.send({ to: str(gasTo), flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
  },
  withdrawBeneficiaryFee(ctx, i) {
    sendBeneficiaryFees(ctx, str(Object.values(i)[0]));
  },
};

/** Sends the accumulated beneficiary fees to the beneficiary (anyone may trigger it; the caller pays the gas). */
export function sendBeneficiaryFees(ctx: Ctx, gasTo: string) {
  const s = ctx.state;
  ensure(s.fee.beneficiary !== ZERO_ADDRESS, DexErrors.WRONG_PAIR);
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  for (const [k, amount] of s.accumulatedFees.entries()) {
    if (amount === 0n) continue;
    s.accumulatedFees[k] = 0n;
    ctx.send({
      to: s.wallets[k]!,
      value: DexGas.TRANSFER + DexGas.DEPLOY_WALLET_VALUE,
      bounce: true,
      call: {
        abi: TokenWalletAbiJson,
        method: 'transfer',
        params: {
          amount,
          recipient: s.fee.beneficiary,
          deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
          remainingGasTo: gasTo,
          notify: false,
          payload: EMPTY_CELL,
        },
      },
    });
  }
  ctx.send({ to: gasTo, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
}
