import { describe, expect, it } from 'vitest';
import { checkCreateForm, createButton, MAX_TEXT_LENGTH } from './createForm';

const form = (name: string, symbol: string, decimals: string) => checkCreateForm({ name, symbol, decimals });

describe('checkCreateForm', () => {
  it('is incomplete until all three fields hold something (after trimming)', () => {
    expect(form('', 'TKN', '9').kind).toBe('incomplete');
    expect(form('Token', '   ', '9').kind).toBe('incomplete');
    expect(form('Token', 'TKN', '').kind).toBe('incomplete');
  });

  it('trims the values and reads decimals as a number', () => {
    expect(form('  My Token ', ' MTK ', ' 6 ')).toEqual({
      kind: 'ready',
      params: { name: 'My Token', symbol: 'MTK', decimals: 6 },
    });
  });

  it('accepts names and symbols of 1 to 254 characters, and decimals 0 to 18', () => {
    const longest = 'n'.repeat(MAX_TEXT_LENGTH);
    expect(form(longest, longest, '0').kind).toBe('ready');
    expect(form('a', 'b', '18').kind).toBe('ready');
  });

  it('names the field that is wrong', () => {
    const tooLong = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    expect(form(tooLong, 'TKN', '9')).toEqual({ kind: 'invalid', errors: { name: 'nameTooLong' } });
    expect(form('Token', tooLong, '9')).toEqual({ kind: 'invalid', errors: { symbol: 'symbolTooLong' } });
    for (const decimals of ['19', '-1', '1.5', 'six', '1e1', '0x1'])
      expect(form('Token', 'TKN', decimals), decimals).toEqual({
        kind: 'invalid',
        errors: { decimals: 'decimalsInvalid' },
      });
  });

  it('still reports a field error while another field is empty', () => {
    expect(form('', 'TKN', '99')).toEqual({ kind: 'incomplete', errors: { decimals: 'decimalsInvalid' } });
  });

  it('keeps HTML and script text as it is (it is rendered as text, never parsed)', () => {
    const check = form('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '2');
    expect(check).toEqual({
      kind: 'ready',
      params: { name: '<script>alert(1)</script>', symbol: '<img src=x onerror=alert(1)>', decimals: 2 },
    });
  });
});

describe('createButton', () => {
  const ready = checkCreateForm({ name: 'a', symbol: 'b', decimals: '1' });
  it('asks a visitor to connect, then for all data, then creates', () => {
    expect(createButton({ connected: false, check: ready, creating: false })).toEqual({
      label: 'connect',
      disabled: false,
    });
    const empty = checkCreateForm({ name: '', symbol: '', decimals: '' });
    expect(createButton({ connected: true, check: empty, creating: false })).toEqual({
      label: 'enterAllData',
      disabled: true,
    });
    const invalid = checkCreateForm({ name: 'a', symbol: 'b', decimals: '30' });
    expect(createButton({ connected: true, check: invalid, creating: false })).toEqual({
      label: 'create',
      disabled: true,
    });
    expect(createButton({ connected: true, check: ready, creating: false })).toEqual({
      label: 'create',
      disabled: false,
    });
    expect(createButton({ connected: true, check: ready, creating: true })).toEqual({
      label: 'creating',
      disabled: true,
    });
  });
});
