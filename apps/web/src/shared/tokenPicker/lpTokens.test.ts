import { describe, expect, it, vi } from 'vitest';
import { chosenTokenName, lpRows, lpSymbol, withoutRoots, type PoolLp } from './lpTokens';
import { fetchPoolLps, MAX_POOLS, type PoolsPageReader } from './usePoolLpTokens';
import type { TokenRow } from './tokenSearch';

const addr = (c: string) => `0:${c.repeat(64)}`;
const [W, USDT, SCAM, LP1, LP2] = [addr('a'), addr('b'), addr('c'), addr('d'), addr('e')];
const pools: PoolLp[] = [
  { lpAddress: LP1, currencyAddresses: [W, USDT], currencies: ['WTYCHO', 'USDT'] },
  { lpAddress: LP2, currencyAddresses: [SCAM, USDT], currencies: ['USDТ', 'USDT'] },
  { lpAddress: LP1.toUpperCase().replace('0X', '0x'), currencyAddresses: [USDT, W], currencies: ['USDT', 'WTYCHO'] },
];
const name = (pair: string) => `LP token of the ${pair} pool`;
const isScam = (t: { address: string }) => t.address === SCAM;

describe('lpRows', () => {
  it('names each LP token by its pool pair, in the pools order, once per root', () => {
    const rows = lpRows(pools, name, isScam);
    expect(rows.map((r) => r.address)).toEqual([LP1, LP2]);
    expect(rows[0]).toEqual({ address: LP1, kind: 'token', symbol: 'WTYCHO/USDT LP', name: name('WTYCHO/USDT') });
  });
  it('flags the LP token of a pool holding a scam token, and only that one', () => {
    const rows = lpRows(pools, name, isScam);
    expect(rows.map((r) => !!r.scam)).toEqual([false, true]);
  });
  it('names an N-token pool by all its symbols', () => {
    expect(lpSymbol(['USDT', 'USDC', 'DAI'])).toBe('USDT/USDC/DAI LP');
  });
});

describe('withoutRoots', () => {
  it('drops the rows whose root is already listed, whatever the case', () => {
    const rows: TokenRow[] = [
      { address: LP1.toUpperCase(), kind: 'token', symbol: 'FlatQube-LP-WTYCHO-USDT', name: '', imported: true },
      { address: USDT, kind: 'token', symbol: 'USDT', name: 'Tether' },
    ];
    expect(withoutRoots(rows, lpRows(pools, name, isScam)).map((r) => r.symbol)).toEqual(['USDT']);
  });
});

describe('chosenTokenName', () => {
  const symbolOf = (root: string) => (root === USDT ? 'USDT' : undefined);
  it('is undefined while nothing is chosen', () => {
    expect(chosenTokenName('', { lp: pools, symbolOf })).toBeUndefined();
  });
  it('names an LP token by its pair, a token by its symbol, an unnamed root by its short address', () => {
    expect(chosenTokenName(LP1, { lp: pools, symbolOf })).toBe('WTYCHO/USDT LP');
    expect(chosenTokenName(USDT, { lp: pools, symbolOf })).toBe('USDT');
    expect(chosenTokenName(LP1, { symbolOf })).toBe('0:dddd...dddd');
  });
});

describe('fetchPoolLps', () => {
  const page = (n: number, total: number, from = 0) => ({
    pools: Array.from({ length: n }, (_, i) => ({
      meta: { ...pools[0]!, lpAddress: `lp${from + i}` },
    })),
    totalCount: total,
  });
  it('reads page after page until the last one', async () => {
    const read = vi.fn<PoolsPageReader>(async (body) => page(body.offset === 0 ? 100 : 30, 130, body.offset));
    const found = await fetchPoolLps(read);
    expect(found).toHaveLength(130);
    expect(read.mock.calls.map((c) => c[0].offset)).toEqual([0, 100]);
    expect(read.mock.calls[0]![0]).toMatchObject({ limit: 100, ordering: 'tvldescending' });
  });
  it('stops at the cap', async () => {
    const read = vi.fn<PoolsPageReader>(async (body) => page(100, 5_000, body.offset));
    expect(await fetchPoolLps(read)).toHaveLength(MAX_POOLS);
  });
  it('passes a failure on (the picker then lists tokens only)', async () => {
    await expect(fetchPoolLps(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
