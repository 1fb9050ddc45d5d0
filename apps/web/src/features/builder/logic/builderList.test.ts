import { networkLabel } from './values';
import { describe, expect, it } from 'vitest';
import { backLabel, type BuilderToken, listView, mergeOwned, searchTokens } from './builderList';
import { parseRemembered, readRemembered, REMEMBERED_KEY, rememberToken } from './rememberedTokens';
import { receiptOf } from './createReceipt';

const OWNER = `0:${'1'.repeat(64)}`;
const OTHER = `0:${'2'.repeat(64)}`;
const token = (n: number, owner = OWNER, name = `Token ${n}`): BuilderToken => ({
  address: `0:${String(n).repeat(64).slice(0, 64)}`,
  name,
  symbol: `T${n}`,
  decimals: 6,
  owner,
  totalSupply: '0',
});

describe('mergeOwned', () => {
  it('lists API tokens, then remembered ones, once each, only those the wallet owns', () => {
    const merged = mergeOwned(OWNER, [token(3), token(4)], [token(4), token(5), token(6, OTHER)]);
    expect(merged.map((t) => t.symbol)).toEqual(['T3', 'T4', 'T5']);
  });
});

describe('searchTokens', () => {
  const tokens = [token(3, OWNER, 'Alpha'), token(4, OWNER, '<b>Beta</b>')];
  it('matches name, symbol or address, ignoring case', () => {
    expect(searchTokens(tokens, 'alpha').map((t) => t.symbol)).toEqual(['T3']);
    expect(searchTokens(tokens, 't4').map((t) => t.symbol)).toEqual(['T4']);
    expect(searchTokens(tokens, '<B>').map((t) => t.symbol)).toEqual(['T4']);
    expect(searchTokens(tokens, '0:333').map((t) => t.symbol)).toEqual(['T3']);
    expect(searchTokens(tokens, '  ')).toHaveLength(2);
    expect(searchTokens(tokens, 'gamma')).toEqual([]);
  });
});

describe('listView', () => {
  it('asks a visitor to connect, then loads, then tells the two empty states apart', () => {
    expect(listView({ connected: false, loading: true, all: 0, shown: 0 })).toBe('connect');
    expect(listView({ connected: true, loading: true, all: 0, shown: 0 })).toBe('loading');
    expect(listView({ connected: true, loading: false, all: 0, shown: 0 })).toBe('empty');
    expect(listView({ connected: true, loading: false, all: 2, shown: 0 })).toBe('noResults');
    expect(listView({ connected: true, loading: false, all: 2, shown: 1 })).toBe('list');
  });
});

describe('remembered tokens', () => {
  const store = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };
  it('reads malformed contents as an empty list and keeps only addresses', () => {
    expect(parseRemembered(null)).toEqual([]);
    expect(parseRemembered('{')).toEqual([]);
    expect(parseRemembered('{"a":1}')).toEqual([]);
    expect(parseRemembered(JSON.stringify([OWNER, 'x', OWNER.toUpperCase().replace('0X', '0x')]))).toEqual([OWNER]);
  });
  it('adds a root once', () => {
    const s = store();
    expect(rememberToken(OWNER, s)).toBe(true);
    expect(rememberToken(OWNER, s)).toBe(false);
    expect(rememberToken('nope', s)).toBe(false);
    expect(rememberToken(OTHER, s)).toBe(true);
    expect(readRemembered(s)).toEqual([OWNER, OTHER]);
    expect(JSON.parse(s.getItem(REMEMBERED_KEY)!)).toEqual([OWNER, OTHER]);
  });
});

describe('receiptOf', () => {
  const base = { callId: 7, hash: 'ab', name: 'N', symbol: 'S' };
  it('is deployed only when the callback carries our call id', () => {
    expect(receiptOf({ ...base, callback: { callId: 7, root: OWNER } })).toEqual({
      kind: 'deployed',
      hash: 'ab',
      root: OWNER,
      name: 'N',
      symbol: 'S',
    });
    expect(receiptOf({ ...base, callback: { callId: 8, root: OWNER } })).toEqual({
      kind: 'notDeployed',
      name: 'N',
      symbol: 'S',
    });
    expect(receiptOf({ ...base, callback: undefined }).kind).toBe('notDeployed');
  });
});

describe('the Network the builder shows', () => {
  it('is the configured name, else the local network; never a fixed word', () => {
    expect(networkLabel('Tycho testnet')).toEqual({ kind: 'named', name: 'Tycho testnet' });
    expect(networkLabel('  ')).toEqual({ kind: 'local' });
    expect(networkLabel('')).toEqual({ kind: 'local' });
  });
});

describe("the manage page's way back", () => {
  const a = `0:${'a'.repeat(64)}`;
  const b = `0:${'b'.repeat(64)}`;
  it('says "Your tokens" only to the owner; after a transfer, to another account or a visitor, the builder', () => {
    expect(backLabel(a, a.toUpperCase().replace('0X', '0x'))).toBe('yours');
    expect(backLabel(b, a)).toBe('builder');
    expect(backLabel(a, undefined)).toBe('builder');
    expect(backLabel(undefined, a)).toBe('builder');
  });
});
