import { afterEach, describe, expect, it } from 'vitest';
import { chainNowMs, chainNowSeconds, noteChainTime, onChainClockChange } from './chainClock';

describe('chainClock', () => {
  afterEach(() => noteChainTime(String(Math.floor(Date.now() / 1000))));

  it('runs ahead of the browser by what the last answer said', () => {
    const wall = 1_800_000_000_000;
    noteChainTime('1800000900', wall);
    expect(chainNowSeconds(wall)).toBe(1_800_000_900);
    expect(chainNowSeconds(wall + 60_000)).toBe(1_800_000_960);
    // a later answer a second off is rounding, not a new offset
    noteChainTime('1800000961', wall + 60_000);
    expect(chainNowMs(wall + 60_000)).toBe(1_800_000_960_500);
    // a clock moved by the chain (the local network's advance) is followed
    noteChainTime('1800004560', wall + 60_000);
    expect(chainNowSeconds(wall + 60_000)).toBe(1_800_004_560);
  });

  it('tells its listeners when the offset changes, not on jitter', () => {
    const wall = 1_800_000_000_000;
    let calls = 0;
    const stop = onChainClockChange(() => calls++);
    noteChainTime('1800000900', wall);
    noteChainTime('1800000901', wall);
    expect(calls).toBe(1);
    stop();
    noteChainTime('1800009000', wall);
    expect(calls).toBe(1);
  });

  it('ignores a missing or malformed header', () => {
    const wall = 1_800_000_000_000;
    noteChainTime('1800009000', wall);
    noteChainTime(null, wall);
    noteChainTime('soon', wall);
    noteChainTime('-5', wall);
    expect(chainNowSeconds(wall)).toBe(1_800_009_000);
  });
});
