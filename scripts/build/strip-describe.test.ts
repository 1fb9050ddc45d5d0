import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stripDescribe } from './strip-describe';

describe('stripDescribe', () => {
  it('removes describe calls of literals, identifiers and concatenations, across lines', () => {
    const code = [
      "const a = z.string().describe('an (odd) \\'quoted\\' text').min(1);",
      'const b = z.number().describe(',
      '  "one line, " +',
      '    `and a template`,',
      ');',
      'const c = z.array(item).describe(what);',
      'const d = z.number().describe(`${name}, in USD`);',
    ].join('\n');
    const { code: out, removed } = stripDescribe(code);
    expect(removed).toBe(4);
    const expected = ['const a = z.string().min(1);', 'const b = z.number();', 'const c = z.array(item);'];
    expect(out).toBe([...expected, 'const d = z.number();'].join('\n'));
  });

  it('leaves calls it cannot prove harmless', () => {
    const code = 'z.string().describe(text())\nz.string().describe(`a ${b()}`)\nz.string().describe(x[0])';
    expect(stripDescribe(code)).toEqual({ code, removed: 0 });
  });

  it('keeps the schemas working: the same answers pass and fail', () => {
    const source = "z.object({ a: z.string().describe('A').min(1), b: z.number().describe('B (units)') })";
    const stripped = stripDescribe(source).code;
    const build = (text: string) => new Function('z', `return ${text}`)(z) as z.ZodType;
    for (const value of [{ a: 'x', b: 1 }, { a: '', b: 1 }, { a: 'x' }])
      expect(build(stripped).safeParse(value).success).toBe(build(source).safeParse(value).success);
  });
});
