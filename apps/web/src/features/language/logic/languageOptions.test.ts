import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import ja from '@/i18n/ja.json';
import ko from '@/i18n/ko.json';
import { chosenLocale, languageOptions } from './languageOptions';

const catalogues: Record<string, Record<string, string>> = { en, ko, ja };

describe('languageOptions', () => {
  it('offers en, ko and ja in that order, each with its own name key', () => {
    expect(languageOptions()).toEqual([
      { locale: 'en', label: 'language.en' },
      { locale: 'ko', label: 'language.ko' },
      { locale: 'ja', label: 'language.ja' },
    ]);
  });

  it('names each option in its own language, whatever the page language', () => {
    for (const { locale, label } of languageOptions()) {
      const own = catalogues[locale]![label];
      expect(own).toBeTruthy();
      for (const catalogue of Object.values(catalogues)) expect(catalogue[label]).toBe(own);
    }
  });
});

describe('chosenLocale', () => {
  it('takes a known locale and ignores anything else', () => {
    expect(chosenLocale('ko')).toBe('ko');
    expect(chosenLocale('ja')).toBe('ja');
    expect(chosenLocale('fr')).toBeUndefined();
    expect(chosenLocale('')).toBeUndefined();
    expect(chosenLocale('EN')).toBeUndefined();
  });
});
