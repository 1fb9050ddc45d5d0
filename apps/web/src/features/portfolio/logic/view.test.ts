import { describe, expect, it } from 'vitest';
import { changePercent, daysLeft, historySeries, leftTheList, viewerOf } from './view';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;

describe('viewerOf', () => {
  it('own portfolio on /portfolio with a wallet, the prompt without one', () => {
    expect(viewerOf({ connected: A, checking: false })).toEqual({ kind: 'own', address: A });
    expect(viewerOf({ checking: false })).toEqual({ kind: 'connect' });
    expect(viewerOf({ checking: true })).toEqual({ kind: 'checking' });
  });

  it("another address is read-only; the connected wallet's own address is its own", () => {
    expect(viewerOf({ param: B, connected: A, checking: false })).toEqual({ kind: 'other', address: B });
    expect(viewerOf({ param: B, checking: true })).toEqual({ kind: 'other', address: B });
    expect(viewerOf({ param: A.toUpperCase().replace('0X', '0x'), connected: A, checking: false }).kind).toBe('own');
  });
});

describe('changePercent', () => {
  it('is the relative change, null without a value before', () => {
    expect(changePercent('110', '100')).toBeCloseTo(10);
    expect(changePercent('90', '100')).toBeCloseTo(-10);
    expect(changePercent('5', '0')).toBeNull();
  });
});

describe('historySeries', () => {
  it('is empty when the wallet held nothing on any day, and keeps the zeros of a wallet that held something', () => {
    expect(
      historySeries([
        { time: 10, usd: '0' },
        { time: 20, usd: '0.00' },
      ]),
    ).toEqual([]);
    expect(historySeries([])).toEqual([]);
    expect(
      historySeries([
        { time: 10, usd: '0' },
        { time: 20, usd: '1.5' },
      ]),
    ).toEqual([
      { time: 10, value: 0 },
      { time: 20, value: 1.5 },
    ]);
  });

  it('sorts by time, one point per time, values as numbers', () => {
    expect(
      historySeries([
        { time: 20, usd: '2.5' },
        { time: 10, usd: '1' },
        { time: 20, usd: '3' },
      ]),
    ).toEqual([
      { time: 10, value: 1 },
      { time: 20, value: 3 },
    ]);
  });
});

describe('daysLeft', () => {
  it('rounds up, 0 once ended', () => {
    expect(daysLeft(86_400 * 3, 86_400 * 2 + 1)).toBe(1);
    expect(daysLeft(100, 200)).toBe(0);
  });
});

describe('leftTheList', () => {
  const succeeded = {
    '0:a': { outcome: 'success' as const, kind: 'cancel' as const, values: { pair: 'TYCHO/USDT' } },
    '0:b': { outcome: 'success' as const, kind: 'cancel' as const, values: { pair: 'QUBE/USDT' } },
    '0:c': { outcome: 'success' as const, kind: 'claim' as const },
  };

  it('names the cancelled orders that are no longer listed, in the order they were cancelled', () => {
    expect(leftTheList(succeeded, ['0:b'], 'cancel')).toEqual([{ target: '0:a', values: { pair: 'TYCHO/USDT' } }]);
    expect(leftTheList(succeeded, [], 'cancel').map((l) => l.target)).toEqual(['0:a', '0:b']);
  });

  it('says nothing while the order is still listed, or for another kind of action', () => {
    expect(leftTheList(succeeded, ['0:a', '0:b'], 'cancel')).toEqual([]);
    expect(leftTheList(succeeded, [], 'claim')).toEqual([{ target: '0:c', values: {} }]);
    expect(leftTheList({}, [], 'cancel')).toEqual([]);
  });
});

describe('leftTheList and failed actions', () => {
  it('does not name an order whose cancellation failed or was canceled', () => {
    const results = {
      '0:a': { outcome: 'failure' as const, kind: 'cancel' as const, values: { pair: 'TYCHO/USDT' } },
      '0:b': { outcome: 'canceled' as const, kind: 'cancel' as const, values: { pair: 'QUBE/USDT' } },
    };
    expect(leftTheList(results, [], 'cancel')).toEqual([]);
  });
});
