import { describe, expect, it } from 'vitest';
import { previewAmount, previewSection } from './swap-preview';

describe('swap preview bench', () => {
  it('asks for a new amount in every sample, warm-up included', () => {
    const amounts = Array.from({ length: 41 }, (_, i) => previewAmount(i - 1));
    expect(new Set(amounts).size).toBe(41);
    for (const amount of amounts) expect(Number(amount)).toBeGreaterThanOrEqual(0.5);
  });

  it('reports the figures with each end state counted', () => {
    const section = previewSection(
      { url: '/swap', account: 'Heidi', samples: [100, 300], missed: 1, states: ['ok', 'fails'], p50: 100, p95: 300 },
      '2026-11-28',
      1.2,
    );
    expect(section).toContain('p50 **100 ms**, p95 **300 ms** over 2 openings');
    expect(section).toContain('end states: 1 ok, 1 fails');
    expect(section).toContain('1 more did not answer within 30 s');
  });

  it('says when no preview answered', () => {
    const section = previewSection(
      { url: '/swap', account: 'Heidi', samples: [], missed: 4, states: [], p50: null, p95: null },
      '2026-11-28',
      1,
    );
    expect(section).toContain('no preview answered within 30 s in any of 4 samples');
  });
});
