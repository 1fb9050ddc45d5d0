import { describe, expect, it } from 'vitest';
import { combine, MIX_READS, readMix, scaleSection } from './scale-figures';

describe('scale bench figures', () => {
  it('builds the read mix: six reads a round, cycling through pools and accounts', () => {
    const mix = readMix({ pools: ['0:p1', '0:p2'], accounts: ['0:a1'] }, 3, 100 * 86_400_000);
    expect(mix).toHaveLength(3 * MIX_READS.length);
    expect(mix.map((r) => r.path).slice(0, 6)).toEqual([
      '/api/v2/pools',
      '/api/v2/pools/ohlcv',
      '/api/v2/transactions',
      '/api/portfolio/v1/0:a1/tokens',
      '/api/gauges/v1/gauges',
      '/tokens.json',
    ]);
    expect(JSON.parse(mix[1]!.body!)).toMatchObject({ poolAddress: '0:p1', from: 70 * 86_400_000, ohlcvKind: 'Price' });
    expect(JSON.parse(mix[8]!.body!)).toMatchObject({ poolAddress: '0:p2' });
    expect(() => readMix({ pools: [], accounts: ['0:a1'] })).toThrow(/one pool/);
  });

  it('sums parallel runs and pools their latencies', () => {
    const a = { latencies: [1, 2, 3, 4], requests: 40, errors: 0, seconds: 10 };
    const b = { latencies: [5, 6, 7, 8], requests: 60, errors: 1, seconds: 10 };
    const figures = combine(2, [a, b], 3.5);
    expect(figures).toMatchObject({ processes: 2, requests: 100, rps: 10, errors: 1, load: 3.5 });
    expect(figures.p99).toBeGreaterThanOrEqual(7);
    expect(figures.p50).toBeLessThanOrEqual(5);
  });

  it('writes the section with the two-core caveat', () => {
    const one = combine(1, [{ latencies: [2], requests: 100, errors: 0, seconds: 10 }], 2);
    const two = combine(2, [{ latencies: [3], requests: 80, errors: 0, seconds: 10 }], 2.5);
    const section = scaleSection([one, two], 10, 2, '2026-11-28');
    expect(section).toContain('| 1 | 100 | 10 |');
    expect(section).toContain('80 % of one process');
    expect(section).toContain('not a speed-up');
    expect(scaleSection([two, one], 10, 2, 'd')).toContain('other core');
  });
});
