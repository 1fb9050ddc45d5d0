import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import {
  availableMessages,
  cataloguesVersion,
  getLoadedMessages,
  loadMessages,
  subscribeCatalogues,
} from './catalogues';
import type { LocaleStore } from './localeStore';
import type { Locale } from './locales';

interface LocaleContextValue {
  /** The language currently shown. */
  locale: Locale;
  /** The language chosen (may still be loading). */
  selected: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside I18nProvider');
  return value;
}

/**
 * react-intl is silent in production; a message missing from the loaded catalogue groups is a bug (the split of
 * `catalogueGroups.ts` missed a key), so it is reported in every build, and the browser tests fail on it.
 */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') console.error(error.message);
}

/**
 * Provides react-intl with the chosen catalogue: the shell's group and every screen group loaded so far. While another
 * language loads, the previous one stays on screen; `<html lang>` follows the language actually shown.
 */
export function I18nProvider({ store, children }: { store: LocaleStore; children: ReactNode }) {
  const wanted = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const version = useSyncExternalStore(subscribeCatalogues, cataloguesVersion, cataloguesVersion);
  const [shown, setShown] = useState<Locale>(() => (getLoadedMessages(wanted) ? wanted : 'en'));

  useEffect(() => {
    let active = true;
    loadMessages(wanted)
      .then(() => {
        if (active) setShown(wanted);
      })
      .catch((error: unknown) => console.error('Cannot load catalogue', wanted, error));
    return () => {
      active = false;
    };
  }, [wanted, version]);

  // A group that arrived for English only (the language changed meanwhile) shows in English until its own loads.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the loaded groups changed
  const loaded = useMemo(() => ({ locale: shown, messages: availableMessages(shown) }), [shown, version]);

  // In the same commit as the text it describes (a layout effect, before the browser paints or a test reads it): a
  // passive effect ran a moment after the new language was on screen.
  useLayoutEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  return (
    <LocaleContext.Provider value={{ locale: loaded.locale, selected: wanted, setLocale: store.setLocale }}>
      <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en" onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
