import styles from './page.module.css';

/** The star toggle of a per-wallet list (watchlist, favourite pools): aria-pressed, never follows a row link. */
export function StarToggle({
  label,
  active,
  onToggle,
  testId,
}: {
  label: string;
  active: boolean;
  onToggle: () => void;
  testId: string;
}) {
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
      data-testid={testId}
    >
      <span aria-hidden="true">{active ? '★' : '☆'}</span>
    </button>
  );
}
