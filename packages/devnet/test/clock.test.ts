import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChainClock } from '../src/engine/clock';

const at = (unixSeconds: number) => vi.setSystemTime(unixSeconds * 1000);

describe('the chain clock of a stored network', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows real time since it was stored by default, and goes on from the last time with resume', () => {
    vi.useFakeTimers();
    at(1_000_000);
    const clock = new ChainClock(0);
    clock.freeze(1_000_500);
    clock.unfreeze();
    expect(clock.now()).toBe(1_000_500);
    const stored = clock.snapshot();

    // an hour of real time passes while the network is stored
    at(1_003_600);
    expect(ChainClock.restore(stored).now()).toBe(1_004_100);
    const resumed = ChainClock.restore(stored, true);
    expect(resumed.now()).toBe(1_000_500);

    // then both move with real time, and advancing still works
    at(1_003_610);
    expect(resumed.now()).toBe(1_000_510);
    resumed.advance(100);
    expect(resumed.now()).toBe(1_000_610);
  });

  it('never goes back below the last time handed out, and a network never stored starts at real time', () => {
    vi.useFakeTimers();
    at(2_000_000);
    const clock = new ChainClock(0);
    clock.advance(50);
    expect(clock.now()).toBe(2_000_050);
    expect(ChainClock.restore(clock.snapshot(), true).now()).toBe(2_000_050);
    expect(ChainClock.restore(undefined, true).now()).toBe(2_000_000);
  });

  it('holds its time while held (advance still moves it) and goes on from there when released', () => {
    vi.useFakeTimers();
    at(3_000_000);
    const clock = ChainClock.restore({ offset: 0, last: 2_000_000 }, true); // a copy sealed earlier: behind real time
    expect(clock.now()).toBe(2_000_000);
    clock.hold();
    expect(clock.held).toBe(true);
    at(3_000_030);
    expect(clock.now()).toBe(2_000_000);
    clock.advance(86_400);
    expect(clock.now()).toBe(2_086_400);
    clock.release();
    expect(clock.held).toBe(false);
    expect(clock.now()).toBe(2_086_400);
    at(3_000_040);
    expect(clock.now()).toBe(2_086_410);
    clock.release(); // releasing a running clock changes nothing
    expect(clock.now()).toBe(2_086_410);
  });
});
