import en from './en.json';
import type { Locale } from './locales';

export type Messages = Record<string, string>;

export const enMessages: Messages = en;

/** Non-English catalogues are separate chunks, loaded on demand. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  ko: () => import('./ko.json'),
  ja: () => import('./ja.json'),
};

const cache = new Map<Locale, Messages>([['en', enMessages]]);

export function getLoadedMessages(locale: Locale): Messages | undefined {
  return cache.get(locale);
}

/** Load a catalogue; missing keys fall back to English so a partial catalogue never breaks the UI. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  if (locale === 'en') return enMessages;
  const mod = await loaders[locale]();
  const merged = { ...enMessages, ...mod.default };
  cache.set(locale, merged);
  return merged;
}
