/**
 * Removes zod's `.describe(…)` calls from the API schemas for the browser build (apps/web/vite.config.ts). In zod 4
 * each `.describe()` clones the schema and registers the text in the global registry; the web only validates
 * answers, and the descriptions serve the server's OpenAPI document. Without them the schemas' chunk evaluates in
 * about half the time on every data page.
 *
 * Only calls whose argument is string literals (templates interpolating plain names), identifiers and `+` are
 * removed (no call, no side effect can be dropped); anything else is left as it is.
 */
const CALL = '.describe(';

/** The index just past the string literal that starts at `at` (its quote), or -1 when it does not end. */
function skipString(code: string, at: number): number {
  const quote = code[at]!;
  for (let i = at + 1; i < code.length; i++) {
    const c = code[i];
    if (c === '\\') i++;
    else if (quote === '`' && c === '$' && code[i + 1] === '{') {
      // an interpolation of a plain name (`${what}`) has no effect; anything else keeps the call
      const name = /^\$\{\s*[\w$.]+\s*\}/.exec(code.slice(i, i + 200));
      if (!name) return -1;
      i += name[0].length - 1;
    } else if (c === quote) return i + 1;
  }
  return -1;
}

/** The index just past the `)` closing a removable argument that starts at `at`, or -1. */
function argumentEnd(code: string, at: number): number {
  let i = at;
  while (i < code.length) {
    const c = code[i]!;
    if (c === ')') return i + 1;
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(code, i);
      if (i < 0) return -1;
    } else if (/[\s+,]/.test(c) || /[\w$]/.test(c)) i++;
    else return -1;
  }
  return -1;
}

export function stripDescribe(code: string): { code: string; removed: number } {
  let out = '';
  let from = 0;
  let removed = 0;
  for (let at = code.indexOf(CALL); at >= 0; at = code.indexOf(CALL, at + 1)) {
    if (at < from) continue;
    const end = argumentEnd(code, at + CALL.length);
    if (end < 0) continue;
    out += code.slice(from, at);
    from = end;
    removed++;
  }
  return { code: out + code.slice(from), removed };
}
