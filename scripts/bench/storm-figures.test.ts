import { describe, expect, it } from 'vitest';
import { latencyStats, percentile, settled, stormSection, withinPercent, type StormFigures } from './storm-figures';

const stats = (p99: number, max = p99) => ({ count: 100, p50: 5, p95: 8, p99, max });

describe('storm bench figures', () => {
  it('takes percentiles by nearest rank over the sorted times', () => {
    const times = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    expect(latencyStats(times)).toEqual({ count: 100, p50: 51, p95: 96, p99: 100, max: 100 });
    expect(percentile([], 0.5)).toBe(0);
    expect(latencyStats([7])).toEqual({ count: 1, p50: 7, p95: 7, p99: 7, max: 7 });
  });

  it('settles on the median of the last ten samples, settled when they lie within 5 MB', () => {
    const plateauThenDrop = [...Array.from({ length: 35 }, () => 371), ...Array.from({ length: 25 }, () => 320)];
    expect(settled(plateauThenDrop)).toEqual({ mb: 320, settled: true });
    const falling = Array.from({ length: 60 }, (_, i) => 400 - i);
    expect(settled(falling)).toEqual({ mb: 346, settled: false });
    expect(settled([300, 301, 302])).toEqual({ mb: 301, settled: false });
    expect(settled([])).toEqual({ mb: 0, settled: false });
  });

  it('counts memory within 10 % above the level before, or below it', () => {
    expect(withinPercent(300, 330)).toBe(true);
    expect(withinPercent(300, 331)).toBe(false);
    expect(withinPercent(300, 250)).toBe(true);
  });

  it('says which target is met', () => {
    const memory = { before: 300, peak: 400, after: 380, settledAfter: 320, settled: true };
    const figures: StormFigures = {
      seconds: 20,
      load: [3.2, 2.1, 1.5],
      candidates: [
        { name: 'GET lp', median: 300 },
        { name: 'POST pools', median: 5 },
      ],
      expensive: { name: 'GET lp', requests: 60, rps: 3, p50: 3000, p99: 6000, errors: 0 },
      alone: { pools: stats(9), health: stats(2) },
      during: { pools: stats(180), health: stats(40) },
      extremes: { operations: 168, clients: 50, requests: 1000, rps: 50, statuses: { 200: 900, 400: 100 } },
      extremesMemory: memory,
      extremesHealth: stats(30, 45),
      ws: { clients: 200, frames: 5, frameBytes: 1_500_000, answered: 1000, refused: 0, seconds: 30 },
      wsMemory: { ...memory, settledAfter: 340, settled: false },
      wsHealth: stats(60, 900),
    };
    const text = stormSection(figures, '2026-11-28');
    expect(text).toContain('`GET lp` 300.0 ms, `POST pools` 5.0 ms');
    expect(text).toContain("the pools list's p99 under 50 ms during the storm:\n**not met**");
    expect(text).toContain('| during storm 1 | 100 | 5.0 ms | 8.0 ms | 180.0 ms |');
    expect(text).toContain(
      '| 2: largest requests | 300 MB | 400 MB | 380 MB | 320 MB | 6.7 % | **met** | 30.0 ms / 45.0 ms | **met** |',
    );
    expect(text).toContain(
      '| 3: WebSocket | 300 MB | 400 MB | 380 MB | 340 MB (still moving at 60 s) | 13.3 % | **not met** | 60.0 ms / 900.0 ms | **not met** |',
    );
    expect(text).toContain('900 × 200, 100 × 400');
    expect(text).toContain('3.2 / 2.1 / 1.5');
  });
});
