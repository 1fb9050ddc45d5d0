/**
 * The wallet call of a swap along the route the user confirmed (spec 7 cross_swap_payload). The server does not
 * search a route here: it checks that the given steps chain through known pools, and encodes exactly their pools
 * and minimum amounts with the pools' payload-builder getters.
 */
import * as nt from 'nekoton-wasm/node';
import {
  DexPairAbi,
  DexStablePairAbi,
  DexStablePoolAbi,
  TokenRootAbi,
  TokenWalletAbi,
  TokenWalletAbiJson,
  VaultTokenWalletAbiJson,
  WrappedCurrencyVaultAbiJson,
  ZERO_ADDRESS,
  DEPLOY_WALLET_VALUE,
} from '@tycho/abi';
import { NANO_DECIMALS } from '@tycho/units';
import type { CrossSwapPayloadRequest, Route, Step, SwapCall } from '@tycho/api';
import { callGetter, type ChainReader, requireGetter } from '../chain/reader';
import type { AddressBook } from '../chain/tokens';
import { BadRequestError } from '../http/errors';
import type { PoolRow } from './pool-rows';

/** One TYCHO in nano-units. */
const TYCHO = 10n ** BigInt(NANO_DECIMALS);
/** Native coin attached to a swap: the first pool's operation plus one TYCHO per further step (unused gas returns). */
export const swapGas = (steps: number) => 3n * TYCHO + BigInt(Math.max(0, steps - 1)) * TYCHO;

/** What building a swap call reads from the chain: the builders' getters and the wrapped coin's vault and root. */
export type SwapChain = ChainReader & AddressBook;

/**
 * Payload of `acceptNative` on the user's own wrapped-coin wallet in combined mode: the wallet wraps the coin part,
 * adds the token part and forwards `total` to `poolWallet` with `swapPayload`. The layout is the vault wallet's
 * (magic, total, pool wallet, swap payload); it is packed here with nekoton like any ABI cell.
 */
export const COMBO_MAGIC = 0xc0b0c0b0;
export const COMBO_LAYOUT: nt.AbiParam[] = [
  { name: 'magic', type: 'uint32' },
  { name: 'total', type: 'uint128' },
  { name: 'poolWallet', type: 'address' },
  { name: 'swapPayload', type: 'cell' },
];
export function encodeComboPayload(total: bigint, poolWallet: string, swapPayload: string): string {
  return nt.packIntoCell(COMBO_LAYOUT, {
    magic: COMBO_MAGIC.toString(),
    total: total.toString(),
    poolWallet,
    swapPayload,
  }).boc;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Checks a confirmed route before anything is encoded (400 otherwise): each step runs in a known pool of its
 * stated kind that holds the tokens it spends and receives (the LP root for one-coin deposits and withdrawals),
 * each step spends what the previous one received, no pool repeats, and no minimum exceeds its expected amount.
 */
export function validateRoute(route: Route, pools: readonly PoolRow[]): void {
  const byAddress = new Map(pools.map((p) => [p.address.toLowerCase(), p]));
  const fail = (k: number, message: string) => {
    throw new BadRequestError(`body.route.steps.${k}: ${message}`);
  };
  const seen = new Set<string>();
  route.steps.forEach((step, k) => {
    const pool = byAddress.get(step.poolAddress.toLowerCase());
    if (!pool) return fail(k, `pool ${step.poolAddress} is not a known pool`);
    if (pool.kind !== step.poolType)
      return fail(k, `pool ${step.poolAddress} is a ${pool.kind} pool, not ${step.poolType}`);
    if (seen.has(pool.address.toLowerCase())) return fail(k, `pool ${step.poolAddress} is used twice`);
    seen.add(pool.address.toLowerCase());
    const holds = (token: string) => pool.currency_addresses.some((t) => same(t, token));
    const spentOk =
      step.actionType === 'withdraw' ? same(pool.lp_root, step.spentCurrencyAddress) : holds(step.spentCurrencyAddress);
    const receiveOk =
      step.actionType === 'deposit'
        ? same(pool.lp_root, step.receiveCurrencyAddress)
        : holds(step.receiveCurrencyAddress);
    if (!spentOk || !receiveOk || same(step.spentCurrencyAddress, step.receiveCurrencyAddress)) {
      return fail(
        k,
        `pool ${step.poolAddress} does not ${step.actionType} ${step.spentCurrencyAddress} for ${step.receiveCurrencyAddress}`,
      );
    }
    if (BigInt(step.minExpectedAmount) > BigInt(step.expectedAmount)) {
      return fail(k, 'minExpectedAmount must not exceed expectedAmount');
    }
    const previous = route.steps[k - 1];
    if (previous && !same(previous.receiveCurrencyAddress, step.spentCurrencyAddress)) {
      return fail(
        k,
        `does not chain: spends ${step.spentCurrencyAddress}, the previous step receives ${previous.receiveCurrencyAddress}`,
      );
    }
  });
}

/** Every step of the fresh quote still yields at least the confirmed step's minimum (what its pool will check). */
export function canDeliver(confirmed: Route, fresh: Route): boolean {
  return (
    fresh.steps.length === confirmed.steps.length &&
    confirmed.steps.every(
      (step, k) =>
        same(fresh.steps[k].poolAddress, step.poolAddress) &&
        BigInt(fresh.steps[k].expectedAmount) >= BigInt(step.minExpectedAmount),
    )
  );
}

/** What every payload carries (the builders spell these per pool kind). */
interface PayloadHead {
  id: string;
  deployWalletGrams: string;
  recipient: string;
  referrer: string;
  toNative: boolean | null;
}

/** The builder's cell, read from the pool (its getter encodes the payload exactly as the pool will decode it). */
function payloadOf(output: { value0: string }): string {
  return output.value0;
}

/** One step from a pair or stable pair (`buildExchangePayloadV2`, `buildCrossPairExchangePayloadV2`). */
function pairPayload(chain: ChainReader, first: Step, kind: 'common' | 'stable', head: PayloadHead, next: NextStep[]) {
  const abi = kind === 'common' ? DexPairAbi : DexStablePairAbi;
  const common = {
    _id: head.id,
    _deployWalletGrams: head.deployWalletGrams,
    _expectedAmount: first.minExpectedAmount,
    _recipient: head.recipient,
    _referrer: head.referrer,
    _successPayload: null,
    _cancelPayload: null,
    _toNative: head.toNative,
  };
  if (next.length === 0) {
    if (first.actionType !== 'exchange') {
      throw new BadRequestError(`body.route.steps.0: ${kind} pools have no one-coin ${first.actionType}`);
    }
    return payloadOf(requireGetter(chain, first.poolAddress, abi, 'buildExchangePayloadV2', common));
  }
  const cross = {
    ...common,
    _outcoming: first.receiveCurrencyAddress,
    _nextStepIndices: [0],
    _steps: next,
  };
  return payloadOf(requireGetter(chain, first.poolAddress, abi, 'buildCrossPairExchangePayloadV2', cross));
}

/** One step from a stable pool (its builders have no V2 suffix and snake_case names, not always consistently). */
function stablePoolPayload(chain: ChainReader, first: Step, head: PayloadHead, next: NextStep[]) {
  const pool = first.poolAddress;
  const common = {
    id: head.id,
    recipient: head.recipient,
    referrer: head.referrer,
    success_payload: null,
    cancel_payload: null,
  };
  if (next.length > 0) {
    // the first pool runs its step by the tokens it receives (a withdrawal when they are its LP tokens)
    const cross = {
      ...common,
      deployWalletGrams: head.deployWalletGrams,
      expectedAmount: first.minExpectedAmount,
      outcoming: first.receiveCurrencyAddress,
      nextStepIndices: [0],
      steps: next,
      to_native: head.toNative,
    };
    return payloadOf(requireGetter(chain, pool, DexStablePoolAbi, 'buildCrossPairExchangePayload', cross));
  }
  const single = {
    ...common,
    deploy_wallet_grams: head.deployWalletGrams,
    expected_amount: first.minExpectedAmount,
  };
  if (first.actionType === 'deposit') {
    return payloadOf(requireGetter(chain, pool, DexStablePoolAbi, 'buildDepositLiquidityPayload', single));
  }
  const outgoing = { ...single, outcoming: first.receiveCurrencyAddress };
  if (first.actionType === 'withdraw') {
    const withdraw = { ...outgoing, to_native: head.toNative };
    return payloadOf(requireGetter(chain, pool, DexStablePoolAbi, 'buildWithdrawLiquidityOneCoinPayload', withdraw));
  }
  const exchange = { ...outgoing, toNative: head.toNative };
  return payloadOf(requireGetter(chain, pool, DexStablePoolAbi, 'buildExchangePayload', exchange));
}

/** The user's (or a pool's) wallet of a token. */
function walletOf(chain: ChainReader, root: string, owner: string): string {
  return requireGetter(chain, root, TokenRootAbi, 'walletOf', { answerId: 0, walletOwner: owner }).value0;
}

/** Whether the owner's wallet of a token is deployed (it answers the wallet's getter). */
function walletDeployed(chain: ChainReader, root: string, owner: string): boolean {
  return callGetter(chain, walletOf(chain, root, owner), TokenWalletAbi, 'root', { answerId: 0 }) !== undefined;
}

/**
 * The coin the last pool attaches to deploy the recipient's wallet of the token it pays out (spec 9): the deploy
 * value when that wallet does not exist yet, else 0. Coin paid out as coin (through the vault) needs no wallet.
 */
export function receiverDeployValue(
  chain: ChainReader,
  steps: readonly Step[],
  recipient: string,
  toNative: boolean,
): bigint {
  if (toNative) return 0n;
  const received = steps[steps.length - 1].receiveCurrencyAddress;
  return walletDeployed(chain, received, recipient) ? 0n : DEPLOY_WALLET_VALUE;
}

/** A later step of a cross-pool route, as the builders take it. */
type NextStep = { amount: string; roots: string[]; outcoming: string; numerator: string; nextStepIndices: number[] };

/**
 * The pool payload of a route: one step by its action's builder, several steps as a cross-pair exchange. Each
 * step's minimum is the amount its pool must deliver (the first step's in the head, the others' in the steps).
 */
function routePayload(chain: ChainReader, steps: readonly Step[], body: CrossSwapPayloadRequest): string {
  const [first, ...rest] = steps;
  const toNative = body.nativeInfo === 'receivenative';
  const recipient = body.recipient.toLowerCase();
  const head: PayloadHead = {
    id: body.id,
    deployWalletGrams: receiverDeployValue(chain, steps, recipient, toNative).toString(),
    recipient,
    referrer: body.referrer?.toLowerCase() ?? ZERO_ADDRESS,
    toNative: toNative ? true : null,
  };
  const next: NextStep[] = rest.map((step, k) => ({
    amount: step.minExpectedAmount,
    roots: [step.spentCurrencyAddress, step.receiveCurrencyAddress],
    outcoming: step.receiveCurrencyAddress,
    numerator: '1',
    nextStepIndices: k + 1 < rest.length ? [k + 1] : [],
  }));
  return first.poolType === 'stablepool'
    ? stablePoolPayload(chain, first, head, next)
    : pairPayload(chain, first, first.poolType, head, next);
}

/**
 * The wallet call of a swap along the confirmed (already validated) route. Token mode: a transfer from the user's
 * token wallet to the first pool. spendonlynative: `wrap` on the vault, minting the amount to the first pool with
 * the swap payload. Combined: `acceptNative` on the user's own wrapped-coin wallet with a combo payload; the coin
 * part is the client's `amountToWrap` (the split the confirmation showed), checked against the balances here.
 * receivenative: the pool payload asks the last pool to unwrap.
 */
export function buildSwapCall(chain: SwapChain, body: CrossSwapPayloadRequest): SwapCall {
  const { route } = body;
  const first = route.steps[0];
  const amount = BigInt(first.amount);
  const gas = swapGas(route.steps.length);
  const payload = routePayload(chain, route.steps, body);
  const recipient = body.recipient.toLowerCase();
  const base = { status: 'ready' as const, id: body.id, route, payload };
  const mode = body.nativeInfo;
  if (mode === 'spendonlynative' || mode === 'spendnativeandwrappednative') {
    const { wtycho, vault } = chain.addresses();
    if (!wtycho || !vault) throw new Error('the network has no wrapped native coin (vault and root)');
    if (!same(first.spentCurrencyAddress, wtycho)) {
      throw new BadRequestError(`body.nativeInfo: ${mode} needs a route that spends the wrapped native token`);
    }
    const amountToWrap =
      body.amountToWrap === null || body.amountToWrap === undefined ? amount : BigInt(body.amountToWrap);
    if (mode === 'spendonlynative' && amountToWrap !== amount) {
      throw new BadRequestError(`body.amountToWrap: spendonlynative wraps the whole amount (${amount})`);
    }
    if (amountToWrap <= 0n || amountToWrap > amount) {
      throw new BadRequestError(`body.amountToWrap: must be above 0 and at most the spent amount (${amount})`);
    }
    if (BigInt(body.tokenBalance) < amount - amountToWrap) {
      throw new BadRequestError(
        `body.tokenBalance: insufficient token balance: ${amount - amountToWrap} needed, ${body.tokenBalance} held`,
      );
    }
    if (BigInt(body.nativeBalance) < amountToWrap + gas) {
      throw new BadRequestError(
        `body.nativeBalance: insufficient native balance: ${amountToWrap + gas} needed (amount to wrap plus gas)`,
      );
    }
    const call = { gas: (amountToWrap + gas).toString(), amountToWrap: amountToWrap.toString() };
    if (mode === 'spendonlynative') {
      return {
        ...base,
        ...call,
        walletOfDestination: vault,
        abi: WrappedCurrencyVaultAbiJson,
        abiFunction: 'wrap',
      };
    }
    return {
      ...base,
      ...call,
      payload: encodeComboPayload(amount, walletOf(chain, wtycho, first.poolAddress), payload),
      walletOfDestination: walletOf(chain, wtycho, recipient),
      abi: VaultTokenWalletAbiJson,
      abiFunction: 'acceptNative',
    };
  }
  if (BigInt(body.tokenBalance) < amount) {
    throw new BadRequestError(
      `body.tokenBalance: insufficient token balance: ${amount} needed, ${body.tokenBalance} held`,
    );
  }
  if (BigInt(body.nativeBalance) < gas) {
    throw new BadRequestError(`body.nativeBalance: insufficient native balance for gas: ${gas} needed`);
  }
  return {
    ...base,
    walletOfDestination: walletOf(chain, first.spentCurrencyAddress, recipient),
    abi: TokenWalletAbiJson,
    abiFunction: 'transfer',
    gas: gas.toString(),
    amountToWrap: null,
  };
}
