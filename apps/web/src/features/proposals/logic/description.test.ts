import { describe, expect, it } from 'vitest';
import { decodeDescription, encodeDescription, serializedLength } from './description';

describe('proposal description', () => {
  it('round-trips title, link and description as JSON', () => {
    const text = { title: 'Add "X"', link: 'https://forum.example/t/1', description: '# Hi\n\nLine' };
    const raw = encodeDescription(text);
    expect(JSON.parse(raw)).toEqual(text);
    expect(decodeDescription(raw)).toEqual(text);
  });
  it('reads a JSON list and plain markdown', () => {
    expect(decodeDescription('["T","https://a.io","body"]')).toEqual({
      title: 'T',
      link: 'https://a.io',
      description: 'body',
    });
    expect(decodeDescription('just **markdown**')).toEqual({ title: '', link: '', description: 'just **markdown**' });
    expect(decodeDescription('42')).toEqual({ title: '', link: '', description: '42' });
    expect(decodeDescription('{"title":5}')).toEqual({ title: '', link: '', description: '' });
  });
  it('counts stored length without the quotes', () => {
    expect(serializedLength('')).toBe(0);
    expect(serializedLength('abc')).toBe(3);
    expect(serializedLength('a"b')).toBe(4);
    expect(serializedLength('a\nb')).toBe(4);
  });
});
