export { I18nProvider, useLocale } from './I18nProvider';
export { createLocaleStore, readStoredLocale, rememberForServer, type LocaleStore } from './localeStore';
export { activateLocale, groupShown, loadMessages, requireCatalogue } from './catalogues';
export { LOCALES, DEFAULT_LOCALE, LANG_STORAGE_KEY, isLocale, type Locale } from './locales';
