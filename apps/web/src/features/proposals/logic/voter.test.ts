import { describe, expect, it } from 'vitest';
import {
  allPages,
  canUnlockAll,
  createPermission,
  lockedVotes,
  sendUnlockBatches,
  unlockBatches,
  unlockCastedValue,
  unlocksWaiting,
  unlockPartial,
} from './voter';

describe('createPermission', () => {
  it('is unknown until read', () => {
    expect(createPermission({})).toEqual({ status: 'unknown' });
    expect(createPermission({ hasAccount: true, threshold: 10n })).toEqual({ status: 'unknown' });
  });
  it('denies without an account', () => {
    expect(createPermission({ hasAccount: false, threshold: 10n })).toMatchObject({ status: 'denied', missing: 10n });
  });
  it('compares available (balance minus locked) with the threshold', () => {
    expect(createPermission({ hasAccount: true, balance: 30n, locked: 10n, threshold: 20n })).toEqual({
      status: 'allowed',
    });
    expect(createPermission({ hasAccount: true, balance: 25n, locked: 10n, threshold: 20n })).toEqual({
      status: 'denied',
      hasAccount: true,
      missing: 5n,
      locked: 10n,
      threshold: 20n,
    });
    expect(createPermission({ hasAccount: true, balance: 5n, locked: 10n, threshold: 20n })).toMatchObject({
      missing: 20n,
    });
  });
});

describe('unlock all and values', () => {
  it('needs every locked vote loaded', () => {
    expect(canUnlockAll(undefined, 2)).toBe(false);
    expect(canUnlockAll([1], 2)).toBe(false);
    expect(canUnlockAll([1, 2], 2)).toBe(true);
    expect(canUnlockAll([], 0)).toBe(false);
  });
  it('attaches max(11, 0.2n + 1.5) EVER to unlock casted votes', () => {
    expect(unlockCastedValue(1)).toBe(11_000_000_000n);
    expect(unlockCastedValue(50)).toBe(11_500_000_000n);
  });
});

describe('Unlock all above one page', () => {
  const ids = Array.from({ length: 230 }, (_, i) => i + 1);
  it('sends at most 100 ids a call, every id once, in order', () => {
    const batches = unlockBatches(ids);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 30]);
    expect(batches.flat()).toEqual(ids);
    expect(unlockBatches([])).toEqual([]);
    expect(() => unlockBatches(ids, 0)).toThrow('at least one id');
  });
  it('waits for the event of each id, not only the first', () => {
    expect(unlocksWaiting([1, 2, 3], new Set([1]))).toEqual([2, 3]);
    expect(unlocksWaiting([1, 2, 3], new Set([3, 2, 1, 9]))).toEqual([]);
  });
  it('keeps the calls sent when the wallet refuses a later one: N of M unlocked, the rest canceled', async () => {
    const rejection = new Error('rejected by the user');
    const isRejection = (e: unknown) => e === rejection;
    const signed: number[][] = [];
    const refuseSecond = async (batch: number[]) => {
      if (signed.length === 1) throw rejection;
      signed.push(batch);
    };
    const s = await sendUnlockBatches(unlockBatches(ids), refuseSecond, isRejection);
    expect(signed).toHaveLength(1);
    expect(s.sent).toEqual(ids.slice(0, 100));
    expect(s.canceled).toEqual(ids.slice(100));
    // before, the refusal made the whole action "canceled" as if nothing had happened
    expect(unlockPartial(s)).toEqual({ unlocked: 100, total: 230, rest: 130 });
  });
  it('is canceled as a whole when the first call is refused; other errors throw; all sent is whole', async () => {
    const rejection = new Error('rejected by the user');
    const isRejection = (e: unknown) => e === rejection;
    const batches = unlockBatches(ids);
    await expect(sendUnlockBatches(batches, () => Promise.reject(rejection), isRejection)).rejects.toBe(rejection);
    let n = 0;
    const failSecond = async () => {
      if (n++ === 1) throw new Error('network');
    };
    await expect(sendUnlockBatches(batches, failSecond, isRejection)).rejects.toThrow('network');
    const whole = await sendUnlockBatches(batches, async () => undefined, isRejection);
    expect(whole).toEqual({ sent: ids, canceled: [] });
    expect(unlockPartial(whole)).toBeUndefined();
    expect(unlockPartial(undefined)).toBeUndefined();
  });
  it('loads every page of a search, so Unlock all can be enabled above 100', async () => {
    const calls: number[] = [];
    const all = await allPages(async (offset, limit) => {
      calls.push(offset);
      return { rows: ids.slice(offset, offset + limit), totalCount: ids.length };
    });
    expect(calls).toEqual([0, 100, 200]);
    expect(canUnlockAll(all.rows, all.totalCount)).toBe(true);
    // a total that shrinks meanwhile ends the walk at the empty page
    const shrunk = await allPages(async (offset) => ({ rows: offset === 0 ? [1] : [], totalCount: 5 }), 1);
    expect(shrunk).toEqual({ rows: [1], totalCount: 5 });
  });
});

describe('lockedVotes', () => {
  it('counts the votes still locked on chain and their recorded weight; an unlock takes them out', () => {
    const votes = [
      { proposalId: 1, votes: '1000' },
      { proposalId: 2, votes: '2020' },
      { proposalId: 3, votes: '5' },
    ];
    expect(
      lockedVotes(
        new Map([
          [1, true],
          [2, false],
        ]),
        votes,
      ),
    ).toEqual({ count: 2, weight: 3020n });
    expect(lockedVotes(new Map(), votes)).toEqual({ count: 0, weight: 0n });
  });
});
