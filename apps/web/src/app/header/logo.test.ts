import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineLogo } from '../../../vite-plugins';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe("index.html's boot logo", () => {
  it("is the header's logo file, put in place of the placeholder at build time", () => {
    const html = readFileSync(file('../../../index.html'), 'utf8');
    const svg = readFileSync(file('./logo.svg'), 'utf8').trim();
    const hook = inlineLogo(file('./logo.svg')).transformIndexHtml as (html: string) => string;
    const built = hook(html);
    expect(html).not.toContain('<svg');
    expect(built).toContain(`<span class="boot-mark">${svg}</span>`);
    expect(built).not.toContain('<!-- logo:');
  });
});
