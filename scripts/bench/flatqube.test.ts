import { describe, expect, it } from 'vitest';
import { flatqubeSection } from './flatqube';
import type { LighthouseReport } from './lighthouse';

describe('flatqubeSection', () => {
  const report = (lcpMs: number, tbtMs: number, index: number): LighthouseReport => ({
    scores: [{ path: '/swap', performance: 90, accessibility: 100, fcpMs: 1, lcpMs, tbtMs, cls: 0, scriptKb: 100 }],
    runs: 3,
    benchmarkIndex: index,
    loadAverage: 0.5,
    cores: 2,
  });

  it("gives each figure of both, and ours as a share of FlatQube's", () => {
    const section = flatqubeSection(report(900, 40, 3600), report(6000, 1600, 3500), ['/swap'], '2026-11-29');
    expect(section).toContain('| `/swap` | 90 / 90 | 900 / 6000 ms (15 %) | 40 / 1600 ms (3 %) | 100 / 100 kB |');
    expect(section).toContain('Benchmark index 3600 (Tycho DEX) and\n3500 (FlatQube)');
  });

  it('says n/a for a share of nothing', () => {
    expect(flatqubeSection(report(900, 0, 1), report(900, 0, 1), ['/swap'], 'd')).toContain('0 / 0 ms (n/a)');
  });
});
