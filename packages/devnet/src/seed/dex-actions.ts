/**
 * DEX actions as a user's wallet performs them (real messages through `sendFrom`): deploy pools and accounts,
 * connect pools, deposit to the account, add and remove liquidity, swap (token, native coin in, combined, native
 * out). Used by the seeder (market and history) and by the tests. State is read with `chain.peek`, so it works
 * inside a batch too.
 */
import {
  DexAccountAbiJson,
  DexRootAbiJson,
  TokenWalletAbiJson,
  VaultTokenWalletAbiJson,
  ZERO_ADDRESS,
} from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { EMPTY_CELL } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { at, must } from '../engine/must';
import { walletInit } from '../contracts/tip3';
import type { TokenRootState } from '../contracts/token-root';
import type { TokenWalletState } from '../contracts/token-wallet';
import { ACCOUNT_KIND, accountInit, POOL_PLATFORM, poolInit } from '../contracts/dex/constants';
import { encodeCombo } from '../contracts/dex/payload';
import { poolBuilders } from '../contracts/dex/pool-builders';
import type { PoolState } from '../contracts/dex/pool-state';
import type { DexAccountState } from '../contracts/dex/account';

type D = DevnetImpl;

export const peekState = <S>(d: D, address: string) => d.chain.peek(address)?.state as S | undefined;
export const poolOf = (d: D, dexRoot: string, roots: string[]) => d.addressOf(POOL_PLATFORM, poolInit(dexRoot, roots));
export const accountOf = (d: D, dexRoot: string, owner: string) =>
  d.addressOf(ACCOUNT_KIND, accountInit(dexRoot, owner));
export const poolState = (d: D, dexRoot: string, roots: string[]) => peekState<PoolState>(d, poolOf(d, dexRoot, roots));
/** The state of a pool that must be deployed; a MissingStateError naming its roots when it is not. */
export const deployedPool = (d: D, dexRoot: string, roots: string[]) =>
  must(poolState(d, dexRoot, roots), `pool state of ${roots.join(' / ')}`);

export function walletAddress(d: D, root: string, owner: string): string {
  const s = must(peekState<TokenRootState>(d, root), `token root state of ${root}`);
  return d.addressOf(s.walletKind, walletInit(root, owner, s.walletExtra));
}
export const tokenBalance = (d: D, root: string, owner: string) =>
  peekState<TokenWalletState>(d, walletAddress(d, root, owner))?.balance ?? 0n;

async function call(
  d: D,
  from: string,
  to: string,
  value: bigint,
  abi: string,
  method: string,
  params: Record<string, unknown>,
) {
  const sent = await d.sendFrom(from, to, { value, bounce: true, call: { abi, method, params } });
  await sent.settled;
  return sent;
}

export const deployPair = (d: D, dexRoot: string, from: string, left: string, right: string) =>
  call(d, from, dexRoot, 10n * TYCHO, DexRootAbiJson, 'deployPair', {
    left_root: left,
    right_root: right,
    send_gas_to: from,
  });

export const deployStablePool = (d: D, dexRoot: string, owner: string, roots: string[]) =>
  call(d, owner, dexRoot, 10n * TYCHO, DexRootAbiJson, 'deployStablePool', { roots, send_gas_to: owner });

export async function ensureAccount(d: D, dexRoot: string, user: string): Promise<string> {
  const account = accountOf(d, dexRoot, user);
  if (!d.chain.peek(account)?.kind) {
    await call(d, user, dexRoot, 4n * TYCHO, DexRootAbiJson, 'deployAccount', {
      account_owner: user,
      send_gas_to: user,
    });
  }
  return account;
}

export async function connectPool(d: D, dexRoot: string, user: string, roots: string[]) {
  const account = await ensureAccount(d, dexRoot, user);
  const known = peekState<DexAccountState>(d, account)?.pools[poolOf(d, dexRoot, roots)];
  if (!known) await call(d, user, account, 3n * TYCHO, DexAccountAbiJson, 'addPool', { _roots: roots });
  return account;
}

export async function transferTokens(
  d: D,
  user: string,
  root: string,
  amount: bigint,
  recipient: string,
  o: { notify?: boolean; payload?: string; value?: bigint; deployWalletValue?: bigint } = {},
) {
  return call(d, user, walletAddress(d, root, user), o.value ?? TYCHO, TokenWalletAbiJson, 'transfer', {
    amount,
    recipient,
    deployWalletValue: o.deployWalletValue ?? 0n,
    remainingGasTo: user,
    notify: o.notify ?? false,
    payload: o.payload ?? EMPTY_CELL,
  });
}

export const depositToAccount = (d: D, dexRoot: string, user: string, root: string, amount: bigint) =>
  transferTokens(d, user, root, amount, accountOf(d, dexRoot, user), { notify: true });

/** Connects the pool, deposits the amounts to the DEX account, then depositLiquidityV2. */
export async function addLiquidity(
  d: D,
  dexRoot: string,
  user: string,
  roots: string[],
  amounts: bigint[],
  o: { autoChange?: boolean; expectedLp?: bigint; callId?: bigint } = {},
) {
  const account = await connectPool(d, dexRoot, user, roots);
  const pool = deployedPool(d, dexRoot, roots);
  const operations = roots.map((root, k) => ({ amount: at(amounts, k, 'liquidity amount'), root }));
  for (const { amount, root } of operations) {
    if (amount > 0n) await depositToAccount(d, dexRoot, user, root, amount);
  }
  return call(d, user, account, 4n * TYCHO, DexAccountAbiJson, 'depositLiquidityV2', {
    _callId: o.callId ?? 1n,
    _operations: operations,
    _expected: { amount: o.expectedLp ?? 0n, root: pool.lpRoot },
    _autoChange: o.autoChange ?? false,
    _remainingGasTo: user,
    _referrer: ZERO_ADDRESS,
  });
}

/** Deposits LP to the account and withdrawLiquidityV2 (tokens go to the user's wallets). */
export async function removeLiquidity(d: D, dexRoot: string, user: string, roots: string[], lp: bigint, callId = 2n) {
  const account = await connectPool(d, dexRoot, user, roots);
  const pool = deployedPool(d, dexRoot, roots);
  await depositToAccount(d, dexRoot, user, pool.lpRoot, lp);
  return call(d, user, account, 4n * TYCHO, DexAccountAbiJson, 'withdrawLiquidityV2', {
    _callId: callId,
    _operation: { amount: lp, root: pool.lpRoot },
    _expected: [],
    _remainingGasTo: user,
  });
}

export interface RouteStep {
  roots: string[];
  /** What this step receives (a token root, or the pool's LP root for a one-coin deposit). */
  outcoming: string;
  expected: bigint;
}
const firstStep = (route: RouteStep[]) => at(route, 0, 'first step of the route');

/** The swap payload for a route, built by the first pool's own builder getters (as the API does with runLocal). */
export function routePayload(
  d: D,
  dexRoot: string,
  route: RouteStep[],
  o: { id?: bigint; recipient?: string; toNative?: boolean; deployWalletGrams?: bigint } = {},
): string {
  const state = { root: dexRoot } as PoolState;
  const env = { self: ZERO_ADDRESS, now: d.now(), balance: 0n, addressOf: d.addressOf };
  const common = {
    id: (o.id ?? 1n).toString(),
    recipient: o.recipient ?? ZERO_ADDRESS,
    referrer: ZERO_ADDRESS,
    success_payload: null,
    cancel_payload: null,
    to_native: o.toNative ?? null,
    outcoming: firstStep(route).outcoming,
  };
  const deployWalletGrams = (o.deployWalletGrams ?? TYCHO / 10n).toString();
  const expectedAmount = firstStep(route).expected.toString();
  if (route.length === 1) {
    const exchange = {
      ...common,
      deploy_wallet_grams: deployWalletGrams,
      expected_amount: expectedAmount,
      toNative: common.to_native,
    };
    return poolBuilders.buildExchangePayload(state, exchange).value0;
  }
  const steps = route.slice(1).map((s, k) => ({
    amount: s.expected.toString(),
    roots: s.roots,
    outcoming: s.outcoming,
    numerator: '1',
    nextStepIndices: k + 2 < route.length ? [String(k + 1)] : [],
  }));
  const cross = { ...common, deployWalletGrams, expectedAmount, nextStepIndices: ['0'], steps };
  return poolBuilders.buildCrossPairExchangePayload(state, cross, env).value0;
}

/** A token swap: TIP-3 transfer to the first pool with the route payload. */
export function swap(
  d: D,
  dexRoot: string,
  user: string,
  fromRoot: string,
  amount: bigint,
  route: RouteStep[],
  o: Parameters<typeof routePayload>[3] = {},
) {
  const payload = routePayload(d, dexRoot, route, o);
  return transferTokens(d, user, fromRoot, amount, poolOf(d, dexRoot, firstStep(route).roots), {
    notify: true,
    payload,
    value: 3n * TYCHO,
  });
}

/** Native coin in: acceptNative on the first pool's WTYCHO wallet (the coin is wrapped straight into the pool). */
export function swapNative(
  d: D,
  dexRoot: string,
  user: string,
  wtycho: string,
  amount: bigint,
  route: RouteStep[],
  o: Parameters<typeof routePayload>[3] = {},
) {
  const payload = routePayload(d, dexRoot, route, o);
  const poolWallet = walletAddress(d, wtycho, poolOf(d, dexRoot, firstStep(route).roots));
  return call(d, user, poolWallet, amount + 3n * TYCHO, VaultTokenWalletAbiJson, 'acceptNative', {
    amount,
    deployWalletValue: 0n,
    remainingGasTo: user,
    payload,
  });
}

/** Combined: `tokens` of the user's WTYCHO balance plus `coin` native, wrapped on the fly, swapped together. */
export function swapCombo(
  d: D,
  dexRoot: string,
  user: string,
  wtycho: string,
  tokens: bigint,
  coin: bigint,
  route: RouteStep[],
  o: Parameters<typeof routePayload>[3] = {},
) {
  const swapPayload = routePayload(d, dexRoot, route, o);
  const poolWallet = walletAddress(d, wtycho, poolOf(d, dexRoot, firstStep(route).roots));
  const payload = encodeCombo({ total: tokens + coin, poolWallet, swapPayload });
  return call(d, user, walletAddress(d, wtycho, user), coin + 3n * TYCHO, VaultTokenWalletAbiJson, 'acceptNative', {
    amount: coin,
    deployWalletValue: 0n,
    remainingGasTo: user,
    payload,
  });
}
