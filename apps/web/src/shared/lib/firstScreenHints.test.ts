// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasHint, setHint } from './firstScreenHints';

afterEach(() => {
  setHint('wallet', false);
  setHint('swap-greeting', false);
});

describe('first-screen hints', () => {
  it('are cookies the server can read, set and cleared one by one', () => {
    expect(hasHint('wallet')).toBe(false);
    setHint('wallet', true);
    expect(hasHint('wallet')).toBe(true);
    expect(hasHint('swap-greeting')).toBe(false);
    expect(document.cookie).toContain('wallet=1');
    setHint('swap-greeting', true);
    setHint('wallet', false);
    expect(hasHint('wallet')).toBe(false);
    expect(hasHint('swap-greeting')).toBe(true);
    expect(document.cookie).not.toContain('wallet=1');
  });

  it('read only the exact value: another cookie of a similar name is not a hint', () => {
    document.cookie = 'my-wallet=1; path=/';
    document.cookie = 'wallet=0; path=/';
    expect(hasHint('wallet')).toBe(false);
    document.cookie = 'my-wallet=; path=/; max-age=0';
  });
});
