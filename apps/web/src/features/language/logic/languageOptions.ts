/** The language picker's choices (en, ko, ja): each option names its locale in that language. */
import { LOCALES, isLocale, type Locale } from '@/i18n/locales';

export interface LanguageOption {
  locale: Locale;
  /** The catalogue key of the option's name; every catalogue holds the name in the option's own language. */
  label: `language.${Locale}`;
}

export function languageOptions(): LanguageOption[] {
  return LOCALES.map((locale) => ({ locale, label: `language.${locale}` }));
}

/** The locale a chosen value names, or undefined for anything else (ignored: the language stays). */
export function chosenLocale(value: string): Locale | undefined {
  return isLocale(value) ? value : undefined;
}
