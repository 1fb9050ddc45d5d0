import { describe, expect, it } from 'vitest';
import { comparable, type KindHoldings } from './history';

describe('comparable: what a change over a period compares', () => {
  const farms: KindHoldings = {
    kind: 'farms',
    usd: '5',
    holdings: new Map([
      ['0:lp', 3],
      ['0:new', 2],
      ['0:gone', 0],
    ]),
    now: new Map([
      ['0:lp', { symbol: 'LP', usd: 3 }],
      ['0:new', { symbol: 'NEW', usd: 2 }],
      ['0:gone', { symbol: 'GONE', usd: 0 }],
    ]),
  };

  it('leaves a token without a price then out of the value now, and names it', () => {
    expect(comparable(farms, new Map([['0:lp', 1.5]]))).toEqual({ usd: '3', leftOut: ['NEW'] });
  });

  it('keeps the whole value when every held token had a price then', () => {
    const then = new Map([
      ['0:lp', 1.5],
      ['0:new', 0.5],
    ]);
    expect(comparable(farms, then)).toEqual({ usd: '5', leftOut: [] });
  });
});
