import { describe, expect, it } from 'vitest';
import {
  addressQuery,
  buildRows,
  matchRank,
  multipleSwapAllowed,
  searchRows,
  sortByHoldings,
  type RowsInput,
  type TokenRow,
} from './tokenSearch';

const addr = (c: string) => `0:${c.repeat(64)}`;
const W = addr('a');
const USDT = addr('b');
const QUBE = addr('c');
const CUSTOM = addr('d');
const NATIVE = addr('0');

const tokens = [
  { address: W, symbol: 'WTYCHO', name: 'Wrapped TYCHO', logoURI: 'w.svg', decimals: 9 },
  { address: USDT, symbol: 'USDT', name: 'Tether USD', logoURI: 'u.svg', decimals: 6 },
  { address: QUBE, symbol: 'QUBE', name: 'FlatQube', logoURI: 'q.svg', decimals: 9 },
];
const input = (over: Partial<RowsInput> = {}): RowsInput => ({
  tokens,
  imported: [],
  wrappedRoot: W,
  coin: { symbol: 'TYCHO', decimals: 9, logoURI: 'coin.svg' },
  side: 'left',
  coinGroup: { nativeAddress: NATIVE, combinedAddress: 'combined' },
  ...over,
});
const addresses = (rows: TokenRow[]) => rows.map((r) => r.address);

describe('buildRows', () => {
  it('left side (multiple swap allowed): the wrapped root moves from the list into the coin group', () => {
    const { pinned, rest } = buildRows(input());
    expect(addresses(pinned)).toEqual(['combined', NATIVE, W]);
    expect(pinned[0]!.symbol).toBe('TYCHO + WTYCHO');
    expect(pinned[0]!.kind).toBe('combined');
    expect(addresses(rest)).toEqual([USDT, QUBE]);
  });

  it("the coin and the combined entry show the coin's own logo, the wrapped token its own", () => {
    const { pinned } = buildRows(input());
    expect(pinned.map((r) => r.logoURI)).toEqual(['coin.svg', 'coin.svg', 'w.svg']);
  });

  it('right side: only the coin is pinned and the wrapped token stays in the list', () => {
    const { pinned, rest } = buildRows(input({ side: 'right' }));
    expect(addresses(pinned)).toEqual([NATIVE]);
    expect(addresses(rest)).toEqual([W, USDT, QUBE]);
  });

  it('without a known wrapped coin there is no coin group and nothing is hidden', () => {
    const { pinned, rest } = buildRows(input({ wrappedRoot: undefined }));
    expect(pinned).toEqual([]);
    expect(addresses(rest)).toEqual([W, USDT, QUBE]);
    expect(multipleSwapAllowed('left', undefined)).toBe(false);
  });

  it('without a coin group (liquidity forms) only tokens are offered, the wrapped coin among them', () => {
    const { pinned, rest } = buildRows(input({ coinGroup: undefined }));
    expect(pinned).toEqual([]);
    expect(addresses(rest)).toEqual([W, USDT, QUBE]);
    expect(rest.every((r) => r.kind === 'token')).toBe(true);
  });

  it('appends imported tokens the list lacks, marked imported, and skips listed ones', () => {
    const imported = [
      { root: CUSTOM, symbol: 'CUST', name: 'Custom', decimals: 4 },
      { root: USDT.toUpperCase().replace('0X', '0x'), symbol: 'USDT', name: 'dup', decimals: 6 },
    ];
    const { rest } = buildRows(input({ imported }));
    expect(addresses(rest)).toEqual([USDT, QUBE, CUSTOM]);
    expect(rest[2]).toMatchObject({ imported: true, decimals: 4, symbol: 'CUST' });
    expect(rest[0]!.imported).toBeUndefined();
  });
});

describe('searchRows', () => {
  const { pinned, rest } = buildRows(
    input({ imported: [{ root: CUSTOM, symbol: 'CUST', name: 'My Custom', decimals: 4 }] }),
  );
  const all = [...pinned, ...rest];

  it('matches the symbol, case-insensitively, exact and prefix matches first', () => {
    expect(addresses(searchRows(all, 'usdt'))).toEqual([USDT]);
    // "TYCHO" is the coin's exact symbol; WTYCHO and the combined entry contain it
    expect(addresses(searchRows(all, 'tycho'))).toEqual([NATIVE, 'combined', W]);
  });

  it('matches the name', () => {
    expect(addresses(searchRows(all, 'flat'))).toEqual([QUBE]);
    expect(addresses(searchRows(all, ' tether '))).toEqual([USDT]);
    expect(addresses(searchRows(all, 'my custom'))).toEqual([CUSTOM]);
  });

  it('matches a full address in any case, and a partly typed one by prefix', () => {
    expect(addresses(searchRows(all, QUBE.toUpperCase().replace('0X', '0x')))).toEqual([QUBE]);
    expect(addresses(searchRows(all, `  ${CUSTOM}  `))).toEqual([CUSTOM]);
    expect(addresses(searchRows(all, '0:cccc'))).toEqual([QUBE]);
    // a hex fragment in the middle of an address is not a match
    expect(searchRows(all, 'cccc')).toEqual([]);
  });

  it('an empty query keeps every row in order; no match gives nothing', () => {
    expect(searchRows(all, '  ')).toEqual(all);
    expect(matchRank(rest[0]!, 'zzz')).toBe(-1);
    expect(searchRows(all, 'zzz')).toEqual([]);
  });
});

describe('sortByHoldings', () => {
  const rows = buildRows(input({ side: 'right' })).rest; // W, USDT, QUBE
  const balances: Record<string, string> = { [W]: '0', [USDT]: '5000000', [QUBE]: '3000000000' };

  it('puts held tokens first, by USD value when prices are known', () => {
    const prices: Record<string, number> = { [USDT]: 1, [QUBE]: 2 };
    const sorted = sortByHoldings(rows, { balance: (r) => balances[r.address], price: (r) => prices[r.address] });
    // QUBE 3 x $2 = $6 above USDT 5 x $1 = $5; WTYCHO (nothing held) last
    expect(addresses(sorted)).toEqual([QUBE, USDT, W]);
  });

  it('keeps list order among held tokens without a price, after priced ones', () => {
    const sorted = sortByHoldings(rows, {
      balance: (r) => balances[r.address],
      price: (r) => (r.address === QUBE ? 2 : undefined),
    });
    expect(addresses(sorted)).toEqual([QUBE, USDT, W]);
    const unpriced = sortByHoldings(rows, { balance: (r) => balances[r.address], price: () => undefined });
    expect(addresses(unpriced)).toEqual([USDT, QUBE, W]);
  });

  it('keeps list order while balances are unknown', () => {
    expect(addresses(sortByHoldings(rows, { balance: () => undefined, price: () => 1 }))).toEqual([W, USDT, QUBE]);
  });
});

describe('addressQuery', () => {
  it('looks up a valid workchain-0 address nothing in the list matches', () => {
    expect(addressQuery(` ${CUSTOM} `, false)).toBe('lookup');
    expect(addressQuery(CUSTOM, true)).toBe('none');
  });

  it('reports address-shaped text that is not a valid address', () => {
    expect(addressQuery(`-1:${'d'.repeat(64)}`, false)).toBe('invalid');
    expect(addressQuery('0:1234', false)).toBe('invalid');
    expect(addressQuery(`0:${'d'.repeat(65)}`, false)).toBe('invalid');
    expect(addressQuery(`0:${'g'.repeat(64)}`, false)).toBe('invalid');
    expect(addressQuery('d'.repeat(64), false)).toBe('invalid');
  });

  it('leaves plain words to the "no results" message', () => {
    expect(addressQuery('doge', false)).toBe('none');
    expect(addressQuery('', false)).toBe('none');
  });
});
