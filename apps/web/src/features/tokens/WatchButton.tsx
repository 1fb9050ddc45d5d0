import { useIntl } from 'react-intl';
import styles from '../../shared/ui/page.module.css';

/** Star toggle of one token (aria-pressed); rendered only with a connected wallet. */
export function WatchButton({ symbol, watched, onToggle }: { symbol: string; watched: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: watched ? 'tokens.watch.remove' : 'tokens.watch.add' }, { symbol });
  return (
    <button
      type="button"
      className={`${styles.star} ${watched ? styles.starOn : ''}`}
      aria-pressed={watched}
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
        onToggle();
      }}
      data-testid="watch-button"
    >
      <span aria-hidden="true">{watched ? '★' : '☆'}</span>
    </button>
  );
}
