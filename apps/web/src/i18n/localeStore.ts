import { DEFAULT_LOCALE, LANG_STORAGE_KEY, isLocale, type Locale } from './locales';

type Listener = () => void;

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The chosen language as the `lang` cookie too: the server renders a page's first screen in it (apps/server
 * src/http/firstScreens.ts); the stored setting stays the source of truth.
 */
export function rememberForServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `lang=${locale}; path=/; max-age=31536000; samesite=lax`;
}

function storedChoice(storage: Storage | null): Locale | undefined {
  try {
    const value = storage?.getItem(LANG_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readStoredLocale(storage: Storage | null = safeStorage()): Locale {
  try {
    const value = storage?.getItem(LANG_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // a storage failure is ignored (spec 8)
  }
}

/**
 * The chosen language: kept in localStorage under `lang`, followed across tabs through the
 * `storage` event. Usable with React's useSyncExternalStore.
 */
export function createLocaleStore(
  storage: Storage | null = safeStorage(),
  target: Window | null = typeof window === 'undefined' ? null : window,
) {
  let current = readStoredLocale(storage);
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== LANG_STORAGE_KEY) return;
    const next = readStoredLocale(storage);
    if (next !== current) {
      current = next;
      emit();
    }
  };

  return {
    getSnapshot: (): Locale => current,
    setLocale(locale: Locale) {
      try {
        storage?.setItem(LANG_STORAGE_KEY, locale);
      } catch {
        // ignored: the choice still applies to this tab
      }
      rememberForServer(locale);
      if (locale !== current) {
        current = locale;
        emit();
      }
    },
    subscribe(listener: Listener): () => void {
      if (listeners.size === 0) {
        target?.addEventListener('storage', onStorage);
        // a change another tab made while nothing listened (between the store's creation and the app's first render,
        // which waits for the screen's code): read again, React compares the snapshot once it has subscribed; a
        // storage that holds nothing valid or fails keeps this tab's choice
        current = storedChoice(storage) ?? current;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}

export type LocaleStore = ReturnType<typeof createLocaleStore>;
