import { describe, expect, it } from 'vitest';
import { chainNowFrom } from './chainNow';

describe("the chain's time from one read", () => {
  const read = { chain: 1_000_000, wallMs: 50_000_000 };
  it('adds the wall time elapsed since the read', () => {
    const offsetMs = 0;
    const toChain = (wall: number) => Math.floor((wall + offsetMs) / 1000);
    expect(chainNowFrom(read, toChain(50_030_000), toChain)).toBe(1_000_030);
  });

  it('does not count a correction of the API clock after the read as elapsed time', () => {
    // the API's first answer arrives after the read and says its clock is 2 h 12 min ahead of the browser's
    const offsetMs = 7_920_000;
    const toChain = (wall: number) => Math.floor((wall + offsetMs) / 1000);
    expect(chainNowFrom(read, toChain(50_010_000), toChain)).toBe(1_000_010);
  });

  it('never goes below the time read', () => {
    const toChain = (wall: number) => Math.floor(wall / 1000);
    expect(chainNowFrom(read, toChain(49_000_000), toChain)).toBe(1_000_000);
  });
});
