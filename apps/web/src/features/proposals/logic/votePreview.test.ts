import { describe, expect, it } from 'vitest';
import { rankOf, rankView, supportOf, VOTE_PREVIEW_SIZE } from './votePreview';

describe('vote previews', () => {
  it('shows three votes per side, as the spec names', () => {
    expect(VOTE_PREVIEW_SIZE).toBe(3);
  });

  it('maps a side to the support filter of the votes search', () => {
    expect(supportOf('all')).toBeUndefined();
    expect(supportOf('for')).toBe(true);
    expect(supportOf('against')).toBe(false);
  });
});

describe('rankOf', () => {
  it('is one more than the accounts with more power, out of every account with power', () => {
    expect(rankOf(500n, 0, 4)).toEqual({ rank: 1, of: 4 });
    expect(rankOf(500n, 3, 4)).toEqual({ rank: 4, of: 4 });
  });

  it('has no rank without power, or before the read model counts the account', () => {
    expect(rankOf(0n, 0, 4)).toBeUndefined();
    expect(rankOf(10n, 4, 4)).toBeUndefined();
  });
});

describe('rankView', () => {
  it('shows the rank, no rank without power, a dash after a failed read, else waits', () => {
    expect(rankView({ rank: 2, of: 5 }, false)).toEqual({ kind: 'rank', rank: 2, of: 5 });
    expect(rankView(null, true)).toEqual({ kind: 'none' });
    expect(rankView(undefined, true)).toEqual({ kind: 'failed' });
    expect(rankView(undefined, false)).toEqual({ kind: 'loading' });
  });
});
