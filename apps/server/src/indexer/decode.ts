import * as nt from 'nekoton-wasm/node';
import type { RawTransaction } from 'everscale-inpage-provider';
import { DexOp } from '@tycho/devnet';
import {
  DexPairAbi,
  DexPairCallbacksAbi,
  DexStablePairAbi,
  DexStablePoolAbi,
  dexCallbackNames,
  dexEventNames,
  eventData,
  functionInput,
  poolKindOf,
  type PoolKind,
  TokenRootAbi,
  ZERO_ADDRESS,
} from '@tycho/abi';
import { callGetter, type ChainReader } from '../chain/reader';
import { transactionCall, transactionEvents } from '../chain/events';
import type { TokenListing } from '../chain/tokens';
import type { DexEvent, NewPoolEvent } from './events';
import { lpFeeSteps } from './lp-fees';
import type { TokenInfo } from './market';

const ABI = { common: DexPairAbi, stable: DexStablePairAbi, stablepool: DexStablePoolAbi } as const;
const E = dexEventNames.pool;

/** Reads pools and tokens through getters (`runLocal`), caching what it learnt; non-pools are remembered too. */
export class PoolResolver {
  private readonly kinds = new Map<string, PoolKind | null>();
  private readonly pools = new Map<string, NewPoolEvent>();
  private readonly tokens = new Map<string, TokenInfo>();

  constructor(private readonly chain: ChainReader & TokenListing) {}

  /** Marks addresses already known as pools (loaded from the database). */
  know(address: string, kind: PoolKind): void {
    this.kinds.set(address, kind);
  }

  kindOf(address: string): PoolKind | undefined {
    if (!this.kinds.has(address)) {
      const type = callGetter(this.chain, address, DexPairAbi, 'getPoolType', { answerId: 0 })?.value0;
      this.kinds.set(address, (type !== undefined && poolKindOf(type)) || null);
    }
    return this.kinds.get(address) ?? undefined;
  }

  /** A token's parameters from its root; throws when the root does not answer (its decimals are never guessed). */
  token(root: string): TokenInfo {
    let info = this.tokens.get(root);
    if (!info) {
      const read = (method: 'symbol' | 'name' | 'decimals') =>
        callGetter(this.chain, root, TokenRootAbi, method, { answerId: 0 })?.value0;
      const decimals = read('decimals');
      if (decimals === undefined) throw new Error(`token root ${root} does not answer its decimals`);
      const listed = this.chain.tokenMetadata().find((t) => t.address === root);
      info = {
        logoUri: listed?.logoURI,
        verified: listed ? !listed.scam : false,
        scam: listed?.scam ?? false,
        address: root,
        symbol: read('symbol') ?? 'UNKNOWN',
        name: read('name') ?? 'Unknown token',
        decimals: Number(decimals),
      };
      this.tokens.set(root, info);
    }
    return info;
  }

  /** A token's parameters, or undefined while its root does not answer (not deployed yet). */
  private tokenIfDeployed(root: string): TokenInfo | undefined {
    if (this.tokens.has(root)) return this.tokens.get(root);
    if (callGetter(this.chain, root, TokenRootAbi, 'decimals', { answerId: 0 }) === undefined) return undefined;
    return this.token(root);
  }

  private tokenRoots(address: string, kind: PoolKind): { roots: string[]; lp: string } | undefined {
    if (kind === 'stablepool')
      return callGetter(this.chain, address, DexStablePoolAbi, 'getTokenRoots', { answerId: 0 });
    const pair = callGetter(this.chain, address, ABI[kind], 'getTokenRoots', { answerId: 0 });
    return pair && { roots: [pair.left, pair.right], lp: pair.lp };
  }

  /** The pool's static parameters, read once. */
  pool(address: string, kind: PoolKind, createdAt: number): NewPoolEvent {
    const cached = this.pools.get(address);
    if (cached) return cached;
    const roots = this.tokenRoots(address, kind);
    const fee = callGetter(this.chain, address, ABI[kind], 'getFeeParams', { answerId: 0 })?.value0;
    const amp =
      kind === 'common'
        ? undefined
        : callGetter(this.chain, address, ABI[kind], 'getAmplificationCoefficient', { answerId: 0 })?.value0;
    // a new pool names its LP root before the root is deployed: until the root answers, the pool has no LP yet
    const namedLp = roots?.lp ?? ZERO_ADDRESS;
    const lpToken = namedLp === ZERO_ADDRESS ? undefined : this.tokenIfDeployed(namedLp);
    const lpRoot = lpToken ? namedLp : ZERO_ADDRESS;
    const event: NewPoolEvent = {
      type: 'pool',
      address,
      kind,
      lpRoot,
      lpDecimals: lpToken?.decimals,
      tokens: (roots?.roots ?? []).map((root) => this.token(root)),
      fee: {
        denominator: BigInt(fee?.denominator ?? '1000000'),
        poolNumerator: BigInt(fee?.pool_numerator ?? '0'),
        beneficiaryNumerator: BigInt(fee?.beneficiary_numerator ?? '0'),
      },
      amp: amp ? { value: BigInt(amp.value), precision: BigInt(amp.precision) } : undefined,
      createdAt,
    };
    // a new pool answers the zero LP root until its LP token is deployed: read it again next time
    if (lpRoot !== ZERO_ADDRESS) this.pools.set(address, event);
    return event;
  }
}

interface TokenAmount {
  amount: string;
  root: string;
}

function signed(roots: string[], entries: TokenAmount[], sign: 1n | -1n): bigint[] {
  return roots.map((root) => entries.filter((e) => e.root === root).reduce((s, e) => s + BigInt(e.amount), 0n) * sign);
}

function feesOf(
  roots: string[],
  fees: { feeTokenRoot: string; pool_fee: string; beneficiary_fee: string }[],
): bigint[] {
  return roots.map((root) =>
    fees
      .filter((f) => f.feeTokenRoot === root)
      .reduce((s, f) => s + BigInt(f.pool_fee) + BigInt(f.beneficiary_fee), 0n),
  );
}

const OP_PARAM: nt.AbiParam[] = [{ name: 'op', type: 'uint8' }];

/**
 * The transaction undoes an earlier hop of a cross-pool swap: tokens sent back by the next pool with the devnet's
 * REVERT_CROSS_EXCHANGE payload (the pool swaps them back and emits the reverse Exchange). A real network's pools
 * never send that operation code.
 */
function undoesHop(kind: PoolKind, tx: RawTransaction): boolean {
  const method = 'onAcceptTokensTransfer';
  const call = transactionCall(ABI[kind], tx, [method]);
  if (!call) return false;
  // the pair names its parameters with an underscore, the stable pair and pool without
  const payload =
    kind === 'common'
      ? functionInput(DexPairAbi, method, call.input)._payload
      : kind === 'stable'
        ? functionInput(DexStablePairAbi, method, call.input).payload
        : functionInput(DexStablePoolAbi, method, call.input).payload;
  try {
    return Number(nt.unpackFromCell(OP_PARAM, payload, true).op) === DexOp.REVERT_CROSS_EXCHANGE;
  } catch {
    return false;
  }
}

/** DEX events of one committed transaction of `account`: pool events, or a DEX callback to a user's wallet. */
export function decodeDexTransaction(resolver: PoolResolver, account: string, tx: RawTransaction): DexEvent[] {
  const lt = BigInt(tx.id.lt);
  const time = tx.createdAt;
  const kind = resolver.kindOf(account);
  // A callback counts even when the wallet's handler aborts: the message reached the user.
  if (!kind) return decodeCallback(resolver, account, tx, time);
  if (tx.aborted) return [];
  const pool = resolver.pool(account, kind, time);
  const roots = pool.tokens.map((t) => t.address);
  const events: DexEvent[] = [pool];
  const decoded = transactionEvents(ABI[kind], tx);
  const undoing = undoesHop(kind, tx);
  // the LP fee fold reads every pool's events with the pair's ABI (an undo's reverse Exchange is a swap there: its
  // pool fee stays in the reserves)
  const steps = lpFeeSteps(kind === 'common' ? decoded : transactionEvents(DexPairAbi, tx), time, roots);
  if (steps.length > 0) events.push({ type: 'lpFees', pool: account, lt, tokenCount: roots.length, steps });
  const base = { pool: account, lt, time, transactionHash: tx.id.hash, messageHash: tx.inMessage.hash };
  const v2 = decoded.find((d) => d.event === E.depositLiquidityV2 || d.event === E.withdrawLiquidityV2);
  const v2Fees =
    v2 === undefined
      ? []
      : v2.event === E.depositLiquidityV2
        ? eventData(DexStablePoolAbi, E.depositLiquidityV2, v2.data).fees
        : eventData(DexStablePoolAbi, E.withdrawLiquidityV2, v2.data).fees;
  for (const { event, data: raw } of decoded) {
    if (event === E.sync) {
      const data = eventData(DexPairAbi, E.sync, raw);
      events.push({
        type: 'sync',
        pool: account,
        lt,
        time,
        reserves: data.reserves.map(BigInt),
        lpSupply: BigInt(data.lp_supply),
      });
    } else if (event === E.exchange) {
      const data = eventData(DexPairAbi, E.exchange, raw);
      const amounts = roots.map(
        (root) =>
          (root === data.receiveTokenRoot ? BigInt(data.receiveAmount) : 0n) -
          (root === data.spentTokenRoot ? BigInt(data.spentAmount) : 0n),
      );
      if (undoing) {
        events.push({
          type: 'undo',
          pool: account,
          lt,
          time,
          transactionHash: tx.id.hash,
          amounts: amounts.map((a) => -a),
        });
        continue;
      }
      events.push({
        type: 'operation',
        kind: 'swap',
        ...base,
        user: data.recipient,
        amounts,
        fees: feesOf(roots, data.fees),
      });
    } else if (event === E.depositLiquidity || event === E.withdrawLiquidity) {
      const deposit = event === E.depositLiquidity;
      const data = deposit
        ? eventData(DexPairAbi, E.depositLiquidity, raw)
        : eventData(DexPairAbi, E.withdrawLiquidity, raw);
      events.push({
        type: 'operation',
        kind: deposit ? 'deposit' : 'withdraw',
        ...base,
        user: data.owner,
        amounts: signed(roots, data.tokens, deposit ? -1n : 1n),
        fees: feesOf(roots, v2Fees),
      });
    }
  }
  return events;
}

function decodeCallback(resolver: PoolResolver, account: string, tx: RawTransaction, time: number): DexEvent[] {
  const src = tx.inMessage.src;
  const kind = src ? resolver.kindOf(src) : undefined;
  if (!src || !kind || !tx.inMessage.body) return [];
  const names = [
    dexCallbackNames.exchangeSuccess,
    dexCallbackNames.depositLiquiditySuccess,
    dexCallbackNames.withdrawSuccess,
    dexCallbackNames.cancelled,
  ];
  const decoded = transactionCall(DexPairCallbacksAbi, tx, names);
  if (!decoded) return [];
  const base = { type: 'swapCall' as const, recipient: account, transactionHash: tx.id.hash, time };
  if (decoded.method === dexCallbackNames.cancelled) {
    const input = functionInput(DexPairCallbacksAbi, dexCallbackNames.cancelled, decoded.input);
    return [{ ...base, callId: input.id, status: 'Cancelled', amounts: [], roots: [] }];
  }
  if (decoded.method === dexCallbackNames.exchangeSuccess) {
    const { id, result } = functionInput(DexPairCallbacksAbi, dexCallbackNames.exchangeSuccess, decoded.input);
    return [
      { ...base, callId: id, status: 'Succeed', amounts: [BigInt(result.received)], roots: [result.received_token] },
    ];
  }
  // one-coin deposit (LP received) or withdrawal (the pool's tokens received) sent straight to the pool; the
  // DEX-account variants (via_account) are not swap calls
  const pool = () => resolver.pool(src, kind, time);
  if (decoded.method === dexCallbackNames.depositLiquiditySuccess) {
    const input = functionInput(DexPairCallbacksAbi, dexCallbackNames.depositLiquiditySuccess, decoded.input);
    if (input.via_account) return [];
    const lp = BigInt(input.result.lp_reward);
    return [{ ...base, callId: input.id, status: 'Succeed', amounts: [lp], roots: [pool().lpRoot] }];
  }
  const input = functionInput(DexPairCallbacksAbi, dexCallbackNames.withdrawSuccess, decoded.input);
  if (input.via_account) return [];
  const tokens = pool().tokens;
  const received = input.result.amounts
    .map((a, k) => [BigInt(a), tokens[k]?.address] as const)
    .filter(([a, r]) => a > 0n && !!r);
  const amounts = received.map(([a]) => a);
  return [{ ...base, callId: input.id, status: 'Succeed', amounts, roots: received.map(([, r]) => r!) }];
}
