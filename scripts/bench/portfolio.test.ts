import { describe, expect, it } from 'vitest';
import { portfolioSection } from './portfolio';

const figures = (rps: number, p99: number, errors = 0) => ({ requests: rps * 5, rps, p50: 2, p95: 5, p99, errors });

describe('portfolioSection', () => {
  it('gives one row per endpoint and names those below the target', () => {
    const text = portfolioSection(
      {
        accounts: 8,
        seconds: 5,
        endpoints: [
          { endpoint: 'tokens', ...figures(812.4, 21.04) },
          { endpoint: 'lp', ...figures(120, 140) },
          { endpoint: 'gauges list', ...figures(400, 20, 3) },
        ],
      },
      '2026-11-28',
      1.234,
      'A note.',
    );
    expect(text).toContain('| `tokens` | 4062 | 812 | 2.0 | 5.0 | 21.0 | 0 | yes |');
    expect(text).toContain('| `lp` | 600 | 120 | 2.0 | 5.0 | 140.0 | 0 | **no** |');
    expect(text).toContain('Below the target: `lp`, `gauges list`.');
    expect(text).toContain('8 dev accounts');
    expect(text).toContain('load average at the start: 1.23');
    expect(text.trimEnd().endsWith('A note.')).toBe(true);
  });
  it('says when every endpoint meets the target', () => {
    const text = portfolioSection(
      { accounts: 1, seconds: 3, endpoints: [{ endpoint: 'dao', ...figures(300, 99.9) }] },
      'd',
      0,
    );
    expect(text).toContain('Every endpoint meets the target.');
  });
});
