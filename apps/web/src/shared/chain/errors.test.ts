import { describe, expect, it } from 'vitest';
import { errorText, isRejection } from './errors';

describe('isRejection', () => {
  it('knows the extension code 3 and the wording of other wallets', () => {
    expect(isRejection({ code: 3, message: 'whatever' })).toBe(true);
    expect(isRejection(new Error('Rejected by user'))).toBe(true);
    expect(isRejection(new Error('User denied'))).toBe(true);
    expect(isRejection({ code: 2, message: 'Insufficient balance' })).toBe(false);
    expect(isRejection(null)).toBe(false);
  });
  it('reads a message of anything thrown', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('plain')).toBe('plain');
  });
});
