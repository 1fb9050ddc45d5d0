import { describe, expect, it } from 'vitest';
import {
  AMOUNTS_KEY,
  dismissNotation,
  NOTATION_KEY,
  notationDismissed,
  readAmounts,
  writeAmounts,
} from './swapStorage';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}
const failing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('swap amounts under the spec key `amounts`', () => {
  it('stores the typed side and restores only that side', () => {
    const storage = memory();
    writeAmounts(storage, 'ltr', '12.5');
    expect(JSON.parse(storage.map.get(AMOUNTS_KEY)!)).toEqual({ leftAmount: '12.5', rightAmount: '', side: 'ltr' });
    expect(readAmounts(storage)).toEqual({ leftAmount: '12.5', rightAmount: '', side: 'ltr' });
    writeAmounts(storage, 'rtl', '3');
    expect(readAmounts(storage)).toEqual({ leftAmount: '', rightAmount: '3', side: 'rtl' });
  });

  it('an empty amount removes the entry', () => {
    const storage = memory();
    writeAmounts(storage, 'ltr', '1');
    writeAmounts(storage, 'ltr', '');
    expect(storage.map.has(AMOUNTS_KEY)).toBe(false);
    expect(readAmounts(storage)).toBeUndefined();
  });

  it("reads FlatQube's shape with both amounts, keeping the typed side", () => {
    const storage = memory({ [AMOUNTS_KEY]: JSON.stringify({ leftAmount: '5', rightAmount: '9.9', side: 'rtl' }) });
    expect(readAmounts(storage)).toEqual({ leftAmount: '', rightAmount: '9.9', side: 'rtl' });
  });

  it('ignores what is not a typed decimal amount, and storage failures', () => {
    for (const raw of [
      '{',
      'null',
      '"5"',
      '{"leftAmount":"5"}',
      '{"leftAmount":"-5","side":"ltr"}',
      '{"leftAmount":"1e5","side":"ltr"}',
      '{"leftAmount":5,"side":"ltr"}',
      '{"rightAmount":"","side":"rtl"}',
    ]) {
      expect(readAmounts(memory({ [AMOUNTS_KEY]: raw })), raw).toBeUndefined();
    }
    expect(readAmounts(undefined)).toBeUndefined();
    expect(readAmounts(failing)).toBeUndefined();
    expect(() => writeAmounts(failing, 'ltr', '1')).not.toThrow();
  });
});

describe('the greeting dismissal under `swap_notation`', () => {
  it('is remembered once dismissed', () => {
    const storage = memory();
    expect(notationDismissed(storage)).toBe(false);
    dismissNotation(storage);
    expect(storage.map.get(NOTATION_KEY)).toBe('1');
    expect(notationDismissed(storage)).toBe(true);
    expect(notationDismissed(failing)).toBe(false);
    expect(() => dismissNotation(failing)).not.toThrow();
  });
});
