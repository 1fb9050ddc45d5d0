import * as nt from 'nekoton-wasm/node';
import type { RawTransaction } from 'everscale-inpage-provider';
import {
  DexPairAbiJson,
  DexPairCallbacksAbiJson,
  DexStablePairAbiJson,
  DexStablePoolAbiJson,
  TokenRootAbiJson,
  dexCallbackNames,
  dexEventNames,
} from '@tycho/abi';
import type { Devnet } from '@tycho/devnet';
import type { DexEvent, NewPoolEvent } from './events';
import type { PoolKind, TokenInfo } from './market';

type Tokens = Record<string, unknown>;
const ABI: Record<PoolKind, string> = {
  common: DexPairAbiJson,
  stable: DexStablePairAbiJson,
  stablepool: DexStablePoolAbiJson,
};
const POOL_TYPES: Record<string, PoolKind> = { '1': 'common', '2': 'stable', '3': 'stablepool' };
const E = dexEventNames.pool;

/** Reads pools and tokens through getters (`runLocal`), caching what it learnt; non-pools are remembered too. */
export class PoolResolver {
  private readonly kinds = new Map<string, PoolKind | null>();
  private readonly pools = new Map<string, NewPoolEvent>();
  private readonly tokens = new Map<string, TokenInfo>();

  constructor(private readonly devnet: Pick<Devnet, 'runLocal'> & { tokenMetadata?: () => Partial<TokenInfo>[] }) {}

  private get(address: string, abi: string, method: string): Tokens | undefined {
    const result = this.devnet.runLocal(address, abi, method, {});
    return result.code === 0 ? (result.output as Tokens) : undefined;
  }

  /** Marks addresses already known as pools (loaded from the database). */
  know(address: string, kind: PoolKind): void {
    this.kinds.set(address, kind);
  }

  kindOf(address: string): PoolKind | undefined {
    if (!this.kinds.has(address)) {
      const type = this.get(address, DexPairAbiJson, 'getPoolType')?.value0;
      this.kinds.set(address, POOL_TYPES[String(type)] ?? null);
    }
    return this.kinds.get(address) ?? undefined;
  }

  token(root: string): TokenInfo {
    let info = this.tokens.get(root);
    if (!info) {
      const read = (method: string) => this.get(root, TokenRootAbiJson, method)?.value0;
      const listed = this.devnet.tokenMetadata?.().find((t) => t.address === root) as
        (Partial<TokenInfo> & { logoURI?: string }) | undefined;
      info = {
        logoUri: listed?.logoURI,
        verified: listed ? !listed.scam : false,
        scam: listed?.scam ?? false,
        address: root,
        symbol: String(read('symbol') ?? 'UNKNOWN'),
        name: String(read('name') ?? 'Unknown token'),
        decimals: Number(read('decimals') ?? 9),
      };
      this.tokens.set(root, info);
    }
    return info;
  }

  /** The pool's static parameters, read once. */
  pool(address: string, kind: PoolKind, createdAt: number): NewPoolEvent {
    const cached = this.pools.get(address);
    if (cached) return cached;
    const roots = this.get(address, ABI[kind], 'getTokenRoots') ?? {};
    const list = kind === 'stablepool' ? (roots.roots as string[]) : [roots.left as string, roots.right as string];
    const fee = (this.get(address, ABI[kind], 'getFeeParams')?.value0 ?? {}) as Tokens;
    const amp =
      kind === 'common' ? undefined : (this.get(address, ABI[kind], 'getAmplificationCoefficient')?.value0 as Tokens);
    const lpRoot = String(roots.lp);
    const event: NewPoolEvent = {
      type: 'pool',
      address,
      kind,
      lpRoot,
      lpDecimals: this.token(lpRoot).decimals,
      tokens: (list ?? []).map((root) => this.token(root)),
      fee: {
        denominator: BigInt(String(fee.denominator ?? '1000000')),
        poolNumerator: BigInt(String(fee.pool_numerator ?? '0')),
        beneficiaryNumerator: BigInt(String(fee.beneficiary_numerator ?? '0')),
      },
      amp: amp ? { value: BigInt(String(amp.value)), precision: BigInt(String(amp.precision)) } : undefined,
      createdAt,
    };
    // a new pool answers the zero LP root until its LP token is deployed: read it again next time
    if (!/^0:0{64}$/.test(lpRoot)) this.pools.set(address, event);
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
  fees: { feeTokenRoot: string; pool_fee: string; beneficiary_fee: string }[] = [],
): bigint[] {
  return roots.map((root) =>
    fees
      .filter((f) => f.feeTokenRoot === root)
      .reduce((s, f) => s + BigInt(f.pool_fee) + BigInt(f.beneficiary_fee), 0n),
  );
}

/** DEX events of one committed transaction of `account`: pool events, or a DEX callback to a user's wallet. */
export function decodeDexTransaction(resolver: PoolResolver, account: string, tx: RawTransaction): DexEvent[] {
  const lt = BigInt(tx.id.lt);
  const time = tx.createdAt;
  const kind = resolver.kindOf(account);
  // A callback counts even when the wallet's handler aborts: the message reached the user.
  if (!kind) return decodeCallback(resolver, account, tx, lt, time);
  if (tx.aborted) return [];
  const pool = resolver.pool(account, kind, time);
  const roots = pool.tokens.map((t) => t.address);
  const events: DexEvent[] = [pool];
  const decoded = nt.decodeTransactionEvents(tx as never, ABI[kind]) as { event: string; data: Tokens }[];
  const base = { pool: account, lt, time, transactionHash: tx.id.hash, messageHash: tx.inMessage.hash };
  const v2Fees = decoded.find((d) => d.event === E.depositLiquidityV2 || d.event === E.withdrawLiquidityV2);
  for (const { event, data } of decoded) {
    if (event === E.sync) {
      events.push({
        type: 'sync',
        pool: account,
        lt,
        time,
        reserves: (data.reserves as string[]).map(BigInt),
        lpSupply: BigInt(String(data.lp_supply)),
      });
    } else if (event === E.exchange) {
      const amounts = roots.map(
        (root) =>
          (root === data.receiveTokenRoot ? BigInt(String(data.receiveAmount)) : 0n) -
          (root === data.spentTokenRoot ? BigInt(String(data.spentAmount)) : 0n),
      );
      events.push({
        type: 'operation',
        kind: 'swap',
        ...base,
        user: String(data.recipient),
        amounts,
        fees: feesOf(roots, data.fees as never),
      });
    } else if (event === E.depositLiquidity || event === E.withdrawLiquidity) {
      const deposit = event === E.depositLiquidity;
      events.push({
        type: 'operation',
        kind: deposit ? 'deposit' : 'withdraw',
        ...base,
        user: String(data.owner),
        amounts: signed(roots, data.tokens as TokenAmount[], deposit ? -1n : 1n),
        fees: feesOf(roots, v2Fees?.data.fees as never),
      });
    }
  }
  return events;
}

function decodeCallback(
  resolver: PoolResolver,
  account: string,
  tx: RawTransaction,
  lt: bigint,
  time: number,
): DexEvent[] {
  const src = tx.inMessage.src;
  const kind = src ? resolver.kindOf(src) : undefined;
  if (!src || !kind || !tx.inMessage.body) return [];
  const names = [
    dexCallbackNames.exchangeSuccess,
    dexCallbackNames.depositLiquiditySuccess,
    dexCallbackNames.withdrawSuccess,
    dexCallbackNames.cancelled,
  ];
  const decoded = nt.decodeTransaction(tx as never, DexPairCallbacksAbiJson, names);
  if (!decoded) return [];
  const input = decoded.input as Tokens;
  const base = {
    type: 'swapCall' as const,
    recipient: account,
    callId: String(input.id),
    transactionHash: tx.id.hash,
    time,
  };
  void lt;
  if (decoded.method === dexCallbackNames.cancelled) return [{ ...base, status: 'Cancelled', amounts: [], roots: [] }];
  const result = input.result as Tokens;
  if (decoded.method === dexCallbackNames.exchangeSuccess) {
    return [
      {
        ...base,
        status: 'Succeed',
        amounts: [BigInt(String(result.received))],
        roots: [String(result.received_token)],
      },
    ];
  }
  // one-coin deposit (LP received) or withdrawal (the pool's tokens received) sent straight to the pool; the
  // DEX-account variants (via_account) are not swap calls
  if (input.via_account === true) return [];
  const pool = resolver.pool(src, kind, time);
  if (decoded.method === dexCallbackNames.depositLiquiditySuccess) {
    return [{ ...base, status: 'Succeed', amounts: [BigInt(String(result.lp_reward))], roots: [pool.lpRoot] }];
  }
  const received = (result.amounts as string[])
    .map((a, k) => [BigInt(a), pool.tokens[k]?.address] as const)
    .filter(([a, r]) => a > 0n && !!r);
  return [{ ...base, status: 'Succeed', amounts: received.map(([a]) => a), roots: received.map(([, r]) => r!) }];
}
