/**
 * Pool deployment and administration: a new pool asks each token root for its wallet, decimals and symbol, then
 * deploys its LP TokenRoot (owned by the pool) and its LP wallet, and reports itself active to the DexRoot.
 * Also: checkPair (DEX accounts connecting the pool), fee parameters, amplification, beneficiary fee withdrawal.
 */
import {
  callOf,
  DexAccountAbi,
  type DexPairAbi,
  type FunctionInput,
  TokenRootAbi,
  TokenWalletAbi,
  ZERO_ADDRESS,
  DexPoolType,
  type DexPoolTypeValue,
} from '@tycho/abi';
import { EMPTY_CELL, sha256 } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { ensure, type HandlerContext } from '../../engine/types';
import { at, senderOf } from '../../engine/must';
import { big, max, str } from '../tip3';
import { answerIds, RootModel } from './abi';
import {
  ACCOUNT_KIND,
  accountInit,
  DexErrors,
  DexGas,
  LP_DECIMALS_PAIR,
  LP_DECIMALS_POOL,
  lpName,
  lpSymbol,
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
    type: Number(p.type) as DexPoolTypeValue,
    roots,
    wallets: roots.map(() => ''),
    decimals: roots.map(() => -1),
    symbols: roots.map(() => ''),
    lpRoot: '',
    lpWallet: '',
    lpDecimals: Number(p.type) === DexPoolType.ConstantProduct ? LP_DECIMALS_PAIR : LP_DECIMALS_POOL,
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

/** Fee parameters as `setFeeParams` decodes them (strings) or as the seed passes them (bigints). */
export type FeeParamsInput = FunctionInput<typeof DexPairAbi, 'setFeeParams'>['_params'] | PoolFeeParams;

export function normalizeFee(f: FeeParamsInput): PoolFeeParams {
  const pairs = (map: readonly (readonly [string, string | bigint])[]) =>
    map.map(([k, x]) => [k, BigInt(x)] as [string, bigint]);
  return {
    denominator: BigInt(f.denominator),
    pool_numerator: BigInt(f.pool_numerator),
    beneficiary_numerator: BigInt(f.beneficiary_numerator),
    referrer_numerator: BigInt(f.referrer_numerator),
    beneficiary: f.beneficiary,
    threshold: pairs(f.threshold),
    referrer_threshold: pairs(f.referrer_threshold),
  };
}

/** First message of a pool (the deployment): ask every token root for wallet, decimals and symbol. */
export function startSetup(ctx: Ctx) {
  for (const root of ctx.state.roots) {
    ctx.send({
      to: root,
      value: DexGas.DEPLOY_WALLET_GAS + DexGas.DEPLOY_WALLET_VALUE,
      bounce: true,
      call: callOf(TokenRootAbi, 'deployWallet', {
        answerId: answerIds.poolWallet(),
        walletOwner: ctx.self,
        deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
      }),
    });
    for (const [method, answerId] of [
      ['decimals', answerIds.poolDecimals()],
      ['symbol', answerIds.poolSymbol()],
    ] as const) {
      ctx.send({
        to: root,
        value: DexGas.QUERY,
        bounce: true,
        call: callOf(TokenRootAbi, method, { answerId }),
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
    const lpDecimals = s.type === DexPoolType.StableSwap ? Math.max(...s.decimals) : s.lpDecimals;
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
      call: callOf(TokenRootAbi, 'constructor', {
        initialSupplyTo: ZERO_ADDRESS,
        initialSupply: 0,
        deployWalletValue: 0,
        mintDisabled: false,
        burnByRootDisabled: true,
        burnPaused: false,
        remainingGasTo: ZERO_ADDRESS,
      }),
    });
    ctx.send({
      to: s.lpRoot,
      value: DexGas.DEPLOY_WALLET_GAS + DexGas.DEPLOY_WALLET_VALUE,
      bounce: true,
      call: callOf(TokenRootAbi, 'deployWallet', {
        answerId: answerIds.poolWallet(),
        walletOwner: ctx.self,
        deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
      }),
    });
  }
  if (!s.active && s.lpWallet && s.wallets.every((w) => w !== '')) {
    s.active = true;
    ctx.reserve(DexGas.TARGET_BALANCE);
    ctx.send({
      to: s.root,
      flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS,
      bounce: false,
      call: callOf(RootModel, 'onPoolActive', {
        _roots: s.roots,
        _poolType: s.type,
        _lp: s.lpRoot,
        _remainingGasTo: s.gasTo,
      }),
    });
  }
}

/**
 * Setup answers and administration, shared by all pool kinds; `pool-handlers.ts` binds them to each kind's ABI
 * (the kinds spell their inputs differently).
 */
export function onTokenWallet(ctx: Ctx, wallet: string) {
  if (ctx.sender === ctx.state.lpRoot && ctx.state.lpRoot) ctx.state.lpWallet = wallet;
  else ctx.state.wallets[tokenIndex(ctx)] = wallet;
  progress(ctx);
}

export function onTokenDecimals(ctx: Ctx, decimals: string) {
  ctx.state.decimals[tokenIndex(ctx)] = Number(decimals);
  progress(ctx);
}

export function onTokenSymbol(ctx: Ctx, symbol: string) {
  ctx.state.symbols[tokenIndex(ctx)] = symbol;
  progress(ctx);
}

/** A DEX account connects this pool: answer it with the pool's token roots and LP root. */
export function checkPair(ctx: Ctx, owner: string) {
  ensure(ctx.sender === ctx.addressOf(ACCOUNT_KIND, accountInit(ctx.state.root, owner)), DexErrors.NOT_ACCOUNT);
  ensure(ctx.state.active, DexErrors.NOT_ACTIVE);
  ctx.send({
    to: senderOf(ctx),
    flag: Flag.REMAINING_GAS,
    bounce: false,
    call: callOf(DexAccountAbi, 'checkPoolCallback', { _roots: ctx.state.roots, _lpRoot: ctx.state.lpRoot }),
  });
}

export function setFeeParams(ctx: Ctx, params: FeeParamsInput, gasTo: string) {
  ensure(ctx.sender === ctx.state.root, DexErrors.NOT_ROOT);
  ctx.state.fee = normalizeFee(params);
  ctx.send({ to: gasTo, flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
}

export function setAmplificationCoefficient(ctx: Ctx, a: { value: string; precision: string }, gasTo: string) {
  ensure(ctx.sender === ctx.state.root, DexErrors.NOT_ROOT);
  ctx.state.amp = { value: big(a.value), precision: big(a.precision) };
  ctx.send({ to: gasTo, flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
}

/** Sends the accumulated beneficiary fees to the beneficiary (anyone may trigger it; the caller pays the gas). */
export function sendBeneficiaryFees(ctx: Ctx, gasTo: string) {
  const s = ctx.state;
  ensure(s.fee.beneficiary !== ZERO_ADDRESS, DexErrors.WRONG_PAIR);
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  for (const [k, amount] of s.accumulatedFees.entries()) {
    if (amount === 0n) continue;
    s.accumulatedFees[k] = 0n;
    ctx.send({
      to: at(s.wallets, k, 'pool wallet'),
      value: DexGas.TRANSFER + DexGas.DEPLOY_WALLET_VALUE,
      bounce: true,
      call: callOf(TokenWalletAbi, 'transfer', {
        amount,
        recipient: s.fee.beneficiary,
        deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
        remainingGasTo: gasTo,
        notify: false,
        payload: EMPTY_CELL,
      }),
    });
  }
  ctx.send({ to: gasTo, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
}
