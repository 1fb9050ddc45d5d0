import { useIntl } from 'react-intl';
import styles from './styles';

/** Star toggle of one pool (aria-pressed); rendered only with a connected wallet. */
export function FavoriteButton({ name, active, onToggle }: { name: string; active: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: active ? 'pools.favorite.remove' : 'pools.favorite.add' }, { name });
  return (
    <button
      type="button"
      className={`${styles.star} ${active ? styles.starOn : ''}`}
      aria-pressed={active}
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
        onToggle();
      }}
      data-testid="pool-favorite"
    >
      <span aria-hidden="true">{active ? '★' : '☆'}</span>
    </button>
  );
}
