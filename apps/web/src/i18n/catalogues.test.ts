import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
import { availableMessages, loadMessages, requireCatalogue } from './catalogues';

const catalogues: Record<string, Record<string, string>> = { en, ko, ja };
const enMessages: Record<string, string> = en;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '').sort();
}

describe('catalogues', () => {
  it('have identical key sets', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ko).sort()).toEqual(keys);
    expect(Object.keys(ja).sort()).toEqual(keys);
  });

  it('have no empty values', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      for (const [key, value] of Object.entries(messages)) {
        expect(typeof value, `${locale}:${key}`).toBe('string');
        expect(value.trim(), `${locale}:${key}`).not.toBe('');
      }
    }
  });

  it("name no network's coin, dev wallet or /devnet link: those come from the profile (issue 44)", () => {
    // the coin's symbol is a placeholder ({coin}); dev-wallet texts live in the dev wallet's own bundle
    const local = /\/devnet|dev wallet|개발 지갑|開発ウォレット/i;
    for (const [locale, messages] of Object.entries(catalogues))
      for (const [key, value] of Object.entries(messages)) {
        expect(value, `${locale}:${key}`).not.toMatch(/\bW?TYCHO\b/);
        expect(value, `${locale}:${key}`).not.toMatch(local);
      }
  });

  it('use the same placeholders in every language', () => {
    for (const key of Object.keys(en)) {
      const expected = placeholders((en as Record<string, string>)[key] ?? '');
      expect(placeholders(ko[key as keyof typeof ko]), `ko:${key}`).toEqual(expected);
      expect(placeholders(ja[key as keyof typeof ja]), `ja:${key}`).toEqual(expected);
    }
  });

  it('Korean is translated (no value equal to English except names and symbols)', () => {
    const sameAllowed = new Set(['app.name', 'language.en', 'language.ko', 'language.ja', 'nav.dao', 'wallet.balance']);
    for (const key of Object.keys(en)) {
      if (sameAllowed.has(key)) continue;
      expect(ko[key as keyof typeof ko], key).not.toBe((en as Record<string, string>)[key]);
    }
  });

  it('loads the shell of each language, and a screen feature group when its screen asks', async () => {
    expect((await loadMessages('ko'))['nav.swap']).toBe('스왑');
    expect((await loadMessages('ja'))['notFound.title']).toBe('ページが見つかりません');
    const en = await loadMessages('en');
    expect(en['nav.swap']).toBe('Swap');
    expect(en['builder.subtitle']).toBeUndefined();
    await requireCatalogue('builder');
    expect(availableMessages('en')['builder.subtitle']).toBe(enMessages['builder.subtitle']);
    // the group joins every language loaded from now on
    expect((await loadMessages('ja'))['builder.subtitle']).toBe(ja['builder.subtitle']);
    await expect(requireCatalogue('nothing')).rejects.toThrow('No catalogue group nothing');
  });
});
