import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsShown } from './navItems';

function active(pathname: string, search = ''): string[] {
  return NAV_ITEMS.filter((item) => item.isActive(pathname, search)).map((item) => item.id);
}

describe('main navigation', () => {
  it('has the product order and targets', () => {
    expect(NAV_ITEMS.map((i) => [i.id, i.to])).toEqual([
      ['swap', '/swap'],
      ['pools', '/pools'],
      ['tokens', '/tokens'],
      ['pairs', '/pools?type=pairs'],
      ['farming', '/farming'],
      ['boostCalculator', '/gauges/calc'],
      ['dao', '/dao'],
      ['builder', '/builder'],
      ['portfolio', '/portfolio'],
    ]);
  });

  it('highlights exactly one item for each area', () => {
    expect(active('/swap')).toEqual(['swap']);
    expect(active('/swap/combined/0:ab')).toEqual(['swap']);
    expect(active('/limit')).toEqual(['swap']);
    expect(active('/pools')).toEqual(['pools']);
    expect(active('/pools', '?type=pairs')).toEqual(['pairs']);
    expect(active('/pools/0:ab')).toEqual(['pools']);
    expect(active('/liquidity/add')).toEqual(['pools']);
    expect(active('/tokens/0:ab')).toEqual(['tokens']);
    expect(active('/farming/create')).toEqual(['farming']);
    expect(active('/gauges')).toEqual(['farming']);
    expect(active('/gauges/calc')).toEqual(['boostCalculator']);
    expect(active('/dao/proposals/3')).toEqual(['dao']);
    expect(active('/builder/create')).toEqual(['builder']);
    expect(active('/swapx')).toEqual([]);
    expect(active('/nope')).toEqual([]);
  });

  it('offers only the items whose screen is built', () => {
    const built = new Set(['/swap', '/pools', '/dao']);
    expect(navItemsShown((path) => built.has(path)).map((i) => i.id)).toEqual(['swap', 'pools', 'pairs', 'dao']);
    expect(navItemsShown().map((i) => i.id)).toEqual([
      'swap',
      'pools',
      'tokens',
      'pairs',
      'farming',
      'boostCalculator',
      'dao',
      'builder',
      'portfolio',
    ]);
  });
});
