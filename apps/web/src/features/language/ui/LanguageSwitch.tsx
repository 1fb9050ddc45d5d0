import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@/i18n';
import { chosenLocale, languageOptions } from '../logic/languageOptions';
import styles from './LanguageSwitch.module.css';

/** Language picker (en, ko, ja); each option is named in its own language. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { selected, setLocale } = useLocale();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'language.label' })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected}
        data-testid="language-switch"
        onChange={(event) => {
          const locale = chosenLocale(event.target.value);
          if (locale) setLocale(locale);
        }}
      >
        {languageOptions().map(({ locale, label }) => (
          <option key={locale} value={locale} lang={locale}>
            {intl.formatMessage({ id: label })}
          </option>
        ))}
      </select>
    </>
  );
}
