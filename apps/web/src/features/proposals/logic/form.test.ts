import { describe, expect, it } from 'vitest';
import { checkForm, isValidUrl, reasonTooLong } from './form';

const ok = { title: 'T', link: 'https://forum.example/t/1', description: '', actionsCount: 1 };

describe('checkForm', () => {
  it('accepts a valid form', () => {
    expect(checkForm(ok)).toMatchObject({ errors: {}, canSubmit: true });
  });
  it('requires title and link and an action', () => {
    const c = checkForm({ ...ok, title: ' ', link: '', actionsCount: 0 });
    expect(c.errors).toEqual({ title: 'required', link: 'required' });
    expect(c.actions).toBe('none');
    expect(c.canSubmit).toBe(false);
    expect(checkForm({ ...ok, actionsCount: 11 }).actions).toBe('tooMany');
  });
  it('limits lengths as stored (quotes and escapes)', () => {
    expect(checkForm({ ...ok, title: 'a'.repeat(100) }).errors.title).toBeUndefined();
    expect(checkForm({ ...ok, title: 'a'.repeat(101) }).errors.title).toBe('tooLong');
    expect(checkForm({ ...ok, title: '"'.repeat(51) }).errors.title).toBe('tooLong');
    expect(checkForm({ ...ok, description: 'a'.repeat(3800) }).canSubmit).toBe(true);
    const long = checkForm({ ...ok, description: 'a'.repeat(3799) + '\n' });
    expect(long.counters.description).toBe(3801);
    expect(long.errors.description).toBe('tooLong');
    expect(checkForm({ ...ok, link: `https://a.io/${'x'.repeat(100)}` }).errors.link).toBe('tooLong');
  });
  it('needs a valid link', () => {
    expect(checkForm({ ...ok, link: 'not a url' }).errors.link).toBe('invalidUrl');
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('https://localhost')).toBe(false);
    expect(isValidUrl('http://forum.example.org/x?y=1')).toBe(true);
  });
  it('limits the vote reason to 512', () => {
    expect(reasonTooLong('a'.repeat(512))).toBe(false);
    expect(reasonTooLong('a'.repeat(513))).toBe(true);
  });
});
