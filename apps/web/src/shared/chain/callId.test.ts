import { describe, expect, it } from 'vitest';
import { CALL_ID_LIMIT, newCallId, WIDE_CALL_ID_LIMIT } from './callId';

describe('newCallId', () => {
  it('is an integer below 100000 (spec 9), from 0 to 99999', () => {
    expect(newCallId(() => 0)).toBe(0);
    expect(newCallId(() => 0.5)).toBe(50_000);
    expect(newCallId(() => 0.999999)).toBe(99_999);
    for (let i = 0; i < 200; i++) {
      const id = newCallId();
      expect(Number.isInteger(id) && id >= 0 && id < CALL_ID_LIMIT).toBe(true);
    }
  });

  it('a wide id (the swap status lookup) stays a safe integer below 2^48', () => {
    expect(newCallId(() => 0.999999999, WIDE_CALL_ID_LIMIT)).toBe(Math.floor(0.999999999 * 2 ** 48));
    expect(Number.isSafeInteger(newCallId(() => 0.9999999999999999, WIDE_CALL_ID_LIMIT))).toBe(true);
    expect(newCallId(() => 0.9999999999999999, WIDE_CALL_ID_LIMIT)).toBeLessThan(2 ** 48);
  });
});
