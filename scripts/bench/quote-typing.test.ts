import { describe, expect, it } from 'vitest';
import { percentile, quoteTypingLine, sampleAmount } from './quote-typing';

describe('quote typing bench', () => {
  it('takes the nearest-rank percentile of the samples', () => {
    const samples = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1, unsorted
    expect(percentile(samples, 0.5)).toBe(10);
    expect(percentile(samples, 0.95)).toBe(19);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('asks for a different amount in every sample', () => {
    const amounts = Array.from({ length: 51 }, (_, i) => sampleAmount(i));
    expect(new Set(amounts).size).toBe(51);
    for (const amount of amounts) expect(Number(amount)).toBeGreaterThan(0);
  });

  it('says when no quote showed', () => {
    const line = quoteTypingLine({ url: '/swap', samples: [], missed: 3, p50: null, p95: null });
    expect(line).toContain('did not show within 30 s in any of 3 samples');
  });
});
