import { useIntl } from 'react-intl';
import { notify } from './toasts/notify';
import styles from './list.module.css';

/** Copies `value` to the clipboard; `label` is its accessible name. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const intl = useIntl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(intl.formatMessage({ id: 'common.copied' }), 'success');
    } catch {
      notify(intl.formatMessage({ id: 'common.copyFailed' }), 'error');
    }
  };
  return (
    <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={label} title={label}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
        />
      </svg>
    </button>
  );
}
