import type { Db } from '@tycho/db';
import type { DexEvent, NewPoolEvent } from '../src/indexer/events';
import { Market, type TokenInfo } from '../src/indexer/market';
import { writeBatch } from '../src/indexer/writer';

/** A small synthetic market written through the indexer's writer (no devnet involved). */
export const addr = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
export const hash = (n: number) => n.toString(16).padStart(64, '0');

export const TOKENS: Record<string, TokenInfo> = {
  USDT: { address: addr(0x1001), symbol: 'USDT', name: 'Tether USD', decimals: 6 },
  QUBE: { address: addr(0x1002), symbol: 'QUBE', name: 'FlatQube', decimals: 9 },
  WBTC: { address: addr(0x1003), symbol: 'WBTC', name: 'Wrapped Bitcoin', decimals: 8 },
  DAI: { address: addr(0x1004), symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 },
  USDC: { address: addr(0x1005), symbol: 'USDC', name: 'USD Coin', decimals: 6 },
};

export const POOLS = {
  usdtQube: addr(0x2001),
  qubeWbtc: addr(0x2002),
  usdtDai: addr(0x2003),
  tri: addr(0x2004),
};
export const LP = { usdtQube: addr(0x3001), qubeWbtc: addr(0x3002), usdtDai: addr(0x3003), tri: addr(0x3004) };
export const ALICE = addr(0xa11ce);
export const BOB = addr(0xb0b);

/** Chain time of the fixture: 2026-10-10T00:00:00Z. */
export const T0 = 1_791_590_400;
const fee = { denominator: 1_000_000n, poolNumerator: 3000n, beneficiaryNumerator: 0n };
const u = (whole: number, decimals: number) => (BigInt(Math.round(whole * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n;

function pool(address: string, kind: NewPoolEvent['kind'], lpRoot: string, tokens: TokenInfo[]): NewPoolEvent {
  return {
    type: 'pool',
    address,
    kind,
    lpRoot,
    lpDecimals: 9,
    tokens,
    fee,
    createdAt: T0 - 10 * 86_400,
    amp: kind === 'common' ? undefined : { value: 200n, precision: 1n },
  };
}

/** Pools and their first reserves (QUBE = $2, WBTC = $50 000 through QUBE, DAI at the peg). */
export function marketEvents(): DexEvent[] {
  const { USDT, QUBE, WBTC, DAI, USDC } = TOKENS;
  let lt = 100n;
  const sync = (p: string, reserves: bigint[], lpSupply: bigint, time: number): DexEvent => ({
    type: 'sync',
    pool: p,
    lt: (lt += 1n),
    time,
    reserves,
    lpSupply,
  });
  return [
    pool(POOLS.usdtQube, 'common', LP.usdtQube, [USDT, QUBE]),
    pool(POOLS.qubeWbtc, 'common', LP.qubeWbtc, [QUBE, WBTC]),
    pool(POOLS.usdtDai, 'stable', LP.usdtDai, [USDT, DAI]),
    pool(POOLS.tri, 'stablepool', LP.tri, [USDT, DAI, USDC]),
    sync(POOLS.usdtQube, [u(200_000, 6), u(100_000, 9)], u(1000, 9), T0 - 3 * 86_400),
    sync(POOLS.qubeWbtc, [u(250_000, 9), u(10, 8)], u(500, 9), T0 - 3 * 86_400),
    sync(POOLS.usdtDai, [u(300_000, 6), u(300_000, 18)], u(600_000, 9), T0 - 3 * 86_400),
    sync(POOLS.tri, [u(100_000, 6), u(100_000, 18), u(100_000, 6)], u(300_000, 9), T0 - 3 * 86_400),
  ];
}

/** Operations: a swap on USDT/QUBE by Alice (2 days ago and 1 hour ago), a deposit by Bob, a withdrawal by Alice. */
export function operationEvents(): DexEvent[] {
  const { USDT, QUBE } = TOKENS;
  const op = (
    n: number,
    kind: 'swap' | 'deposit' | 'withdraw',
    p: string,
    user: string,
    amounts: bigint[],
    fees: bigint[],
    time: number,
  ): DexEvent => ({
    type: 'operation',
    kind,
    pool: p,
    lt: BigInt(1000 + n),
    time,
    transactionHash: hash(0xe000 + n),
    messageHash: hash(0xf000 + n),
    user,
    amounts,
    fees,
  });
  return [
    op(
      1,
      'swap',
      POOLS.usdtQube,
      ALICE,
      [-u(1000, USDT.decimals), u(497, QUBE.decimals)],
      [u(3, USDT.decimals), 0n],
      T0 - 2 * 86_400,
    ),
    op(
      2,
      'swap',
      POOLS.usdtQube,
      ALICE,
      [u(990, USDT.decimals), -u(500, QUBE.decimals)],
      [0n, u(1.5, QUBE.decimals)],
      T0 - 3600,
    ),
    op(3, 'deposit', POOLS.usdtDai, BOB, [-u(100, 6), -u(100, 18)], [0n, 0n], T0 - 1800),
    op(4, 'withdraw', POOLS.tri, ALICE, [u(10, 6), u(10, 18), u(10, 6)], [0n, 0n, 0n], T0 - 600),
    {
      type: 'swapCall',
      recipient: ALICE,
      callId: '42',
      status: 'Succeed',
      amounts: [u(497, 9)],
      roots: [QUBE.address],
      transactionHash: hash(0xe001),
      time: T0 - 3600,
    },
    {
      type: 'swapCall',
      recipient: BOB,
      callId: '7',
      status: 'Cancelled',
      amounts: [u(5, 6)],
      roots: [USDT.address],
      transactionHash: hash(0xe009),
      time: T0 - 60,
    },
  ];
}

/** Writes the fixture market in two batches, like the indexer would. */
export async function writeFixture(db: Db): Promise<Market> {
  const market = new Market(TOKENS.USDT.address);
  await writeBatch(db, market, { events: marketEvents(), lastLt: 500n, now: T0 - 3 * 86_400 });
  await writeBatch(db, market, { events: operationEvents(), lastLt: 2000n, now: T0 });
  return market;
}
