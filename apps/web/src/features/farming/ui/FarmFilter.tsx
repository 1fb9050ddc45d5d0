import { FormattedMessage, useIntl } from 'react-intl';
import styles from '@/shared/ui/page.module.css';
import type { FarmListFilter, FarmStateFilter } from '../logic/listFilter';

const STATES: readonly FarmStateFilter[] = ['all', 'active', 'awaiting'];

/** The list's filter: all, running or awaiting start; only mine (with a wallet); without low-balance pools. */
export function FarmFilter(props: {
  filter: FarmListFilter;
  onChange: (filter: FarmListFilter) => void;
  connected: boolean;
}) {
  const { filter, onChange, connected } = props;
  const intl = useIntl();
  return (
    <div className={styles.graphControls} data-testid="farms-filter">
      <div role="group" aria-label={intl.formatMessage({ id: 'farms.filter.state' })} className={styles.segmented}>
        {STATES.map((s) => (
          <button
            key={s}
            type="button"
            className={styles.segment}
            aria-pressed={filter.state === s}
            onClick={() => onChange({ ...filter, state: s })}
            data-testid={`farms-filter-${s}`}
          >
            <FormattedMessage id={`farms.filter.${s}`} />
          </button>
        ))}
      </div>
      {/* always there (disabled without a wallet), so the list does not move when a returning wallet connects */}
      <label>
        <input
          type="checkbox"
          checked={connected && filter.mine}
          disabled={!connected}
          onChange={(e) => onChange({ ...filter, mine: e.target.checked })}
          data-testid="farms-filter-mine"
        />{' '}
        <FormattedMessage id="farms.filter.mine" />
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.hideLowBalance}
          onChange={(e) => onChange({ ...filter, hideLowBalance: e.target.checked })}
          data-testid="farms-filter-low"
        />{' '}
        <FormattedMessage id="farms.filter.hideLow" />
      </label>
    </div>
  );
}
