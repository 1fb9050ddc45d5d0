import { loaders, shellEn } from 'virtual:tycho-catalogues';
import type { Locale } from './locales';

export type Messages = Record<string, string>;

const SHELL = 'shell';

/**
 * The catalogues come in groups (`i18n/catalogueGroups.ts`): the shell's, always loaded, and one per screen feature,
 * loaded with its screen (`requireCatalogue`). The messages of a locale are the loaded groups' messages over English,
 * so a missing translation shows in English, never as a key.
 */
const loaded = new Map<string, Messages>([[`en/${SHELL}`, shellEn]]);
const required = new Set<string>([SHELL]);
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let activeLocale: Locale = 'en';
let version = 0;

function loadGroup(locale: Locale, group: string): Promise<void> {
  const key = `${locale}/${group}`;
  if (loaded.has(key)) return Promise.resolve();
  let load = pending.get(key);
  if (!load) {
    const loader = loaders[locale][group];
    if (!loader) return Promise.reject(new Error(`No catalogue group ${group}`));
    load = loader()
      .then((module) => {
        loaded.set(key, module.default);
      })
      .finally(() => pending.delete(key));
    pending.set(key, load);
  }
  return load;
}

async function loadGroups(locale: Locale, groups: Iterable<string>): Promise<void> {
  const locales: Locale[] = locale === 'en' ? ['en'] : ['en', locale];
  await Promise.all([...groups].flatMap((group) => locales.map((l) => loadGroup(l, group))));
}

function merged(locale: Locale, complete: boolean): Messages | undefined {
  const locales: Locale[] = locale === 'en' ? ['en'] : ['en', locale];
  const parts: Messages[] = [];
  for (const l of locales) {
    for (const group of required) {
      const messages = loaded.get(`${l}/${group}`);
      if (messages) parts.push(messages);
      else if (complete) return undefined;
    }
  }
  return Object.assign({}, ...parts) as Messages;
}

/** The messages of a locale when every required group is loaded for it; undefined otherwise. */
export function getLoadedMessages(locale: Locale): Messages | undefined {
  return merged(locale, true);
}

/** What is loaded of a locale over English (a group still loading in that locale shows in English meanwhile). */
export function availableMessages(locale: Locale): Messages {
  return merged(locale, false) ?? {};
}

/** The locale screens' groups load for from now on (the chosen one, before its catalogue has arrived). */
export function activateLocale(locale: Locale): void {
  activeLocale = locale;
}

/** Load every required group of a locale (and English under it); groups required from now on load for it too. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  activateLocale(locale);
  await loadGroups(locale, required);
  return availableMessages(locale);
}

/**
 * A screen feature's group, loaded for the active locale before its screen renders; subscribers hear when it arrives.
 */
export async function requireCatalogue(group: string): Promise<void> {
  if (!(group in loaders.en)) throw new Error(`No catalogue group ${group}`);
  const locale = activeLocale;
  await loadGroups(locale, [group]);
  if (!required.has(group)) {
    required.add(group);
    version += 1;
    listeners.forEach((listener) => listener());
  }
}

/**
 * Whether `messages` (what the IntlProvider gives the screens) hold every English message of `group`: false while
 * the group loads, and in the moment after it arrived and before the provider re-rendered with it. A screen renders
 * only once it is true (RouteGate), so it never asks for a message its group has not brought yet.
 */
export function groupShown(messages: Readonly<Record<string, unknown>>, group: string): boolean {
  const english = loaded.get(`en/${group}`);
  if (!english || !required.has(group)) return false;
  for (const key in english) if (!(key in messages)) return false;
  return true;
}

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes each time a group joins the loaded messages. */
export const cataloguesVersion = (): number => version;
