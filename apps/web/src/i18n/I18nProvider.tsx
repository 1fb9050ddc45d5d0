import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { getLoadedMessages, loadMessages, type Messages } from './catalogues';
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

interface Loaded {
  locale: Locale;
  messages: Messages;
}

/**
 * Provides react-intl with the chosen catalogue. While another catalogue loads, the previous one
 * stays on screen; `<html lang>` follows the language actually shown.
 */
export function I18nProvider({ store, children }: { store: LocaleStore; children: ReactNode }) {
  const wanted = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const messages = getLoadedMessages(wanted);
    return messages ? { locale: wanted, messages } : { locale: 'en', messages: getLoadedMessages('en') ?? {} };
  });

  useEffect(() => {
    let active = true;
    loadMessages(wanted)
      .then((messages) => {
        if (active) setLoaded({ locale: wanted, messages });
      })
      .catch((error: unknown) => console.error('Cannot load catalogue', wanted, error));
    return () => {
      active = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  return (
    <LocaleContext.Provider value={{ locale: loaded.locale, selected: wanted, setLocale: store.setLocale }}>
      <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
