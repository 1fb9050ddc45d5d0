import { describe, expect, it } from 'vitest';
import { checkEnd, checkRound } from './adminForms';

const utc = () => 0;
const T = Date.UTC(2026, 0, 1, 12, 0) / 1000;

describe("the owner's forms", () => {
  it('a new round: start not before the earliest, a speed per token (0 pauses)', () => {
    expect(checkRound({ date: '2026.01.01', time: '13:00', speeds: ['1', '0'] }, [9, 6], T, utc)).toEqual({
      problems: [],
      round: { startTime: T + 3600, rewardPerSecond: [1_000_000_000n, 0n] },
    });
    expect(checkRound({ date: '2026.01.01', time: '11:00', speeds: ['1'] }, [9], T, utc).problems).toEqual([
      { kind: 'tooEarly', min: T },
    ]);
    expect(checkRound({ date: '2026.01.01', time: '13:00', speeds: ['x'] }, [9], T, utc).problems).toEqual([
      { kind: 'speed', n: 1 },
    ]);
    // unknown decimals: no speed can be read
    expect(checkRound({ date: '2026.01.01', time: '13:00', speeds: ['1'] }, [null], T, utc).round).toBeUndefined();
  });
  it('the end: a real date not before the earliest', () => {
    expect(checkEnd('2026.01.02', '12:00', T, utc)).toEqual({ problems: [], end: T + 86_400 });
    expect(checkEnd('2026.01.01', '11:59', T, utc).problems).toEqual([{ kind: 'tooEarly', min: T }]);
    expect(checkEnd('2026.1.1', '12:00', T, utc).problems).toEqual([{ kind: 'date' }]);
  });
});
