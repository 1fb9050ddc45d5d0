import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import styles from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import type { EpochBudget } from '../logic/distribution';
import type { EpochStatus } from '../logic/epoch';
import { DAY_SECONDS } from '../logic/lock';
import { DateText } from './DateText';
import summary from './epochSummary.module.css';

export interface EpochSummaryProps {
  status: EpochStatus | undefined;
  budget: bigint | undefined;
  speed: bigint | undefined;
  start: number | undefined;
  end: number | undefined;
  epochTime: number;
  /** Where the budget goes (an estimate before Finish voting). */
  split: EpochBudget | undefined;
  totalVotes: bigint;
  userVotes: bigint | undefined;
  pools: number;
  candidates: number;
  minRatioBp: number;
  maxRatioBp: number;
  decimals: number;
}

/** The figures of spec 3 "DAO epoch": status, budget, speed, start and end with the UTC offset, period, ... */
export function EpochSummary(p: EpochSummaryProps) {
  const intl = useIntl();
  const amount = (v: bigint | undefined) => (v === undefined ? '—' : formatAmount(v, p.decimals));
  return (
    <dl className={`${styles.stats} ${summary.summary}`} data-testid="dao-epoch-summary">
      <Stat
        label="dao.epoch.status"
        testId="dao-epoch-status"
        value={p.status ? intl.formatMessage({ id: `dao.status.${p.status}` }) : undefined}
      />
      <Stat
        label="dao.epoch.budget"
        testId="dao-epoch-budget"
        value={p.budget === undefined ? '—' : <span data-units={p.budget.toString()}>{amount(p.budget)}</span>}
      />
      <Stat label="dao.epoch.speed" testId="dao-epoch-speed" value={amount(p.speed)} />
      <Stat label="dao.epoch.start" testId="dao-epoch-start" value={p.start ? <DateText seconds={p.start} /> : '—'} />
      <Stat label="dao.epoch.end" testId="dao-epoch-end" value={p.end ? <DateText seconds={p.end} /> : '—'} />
      <Stat
        label="dao.epoch.period"
        testId="dao-epoch-period"
        value={
          <FormattedMessage id="dao.days" values={{ days: Math.round((p.epochTime / DAY_SECONDS) * 100) / 100 }} />
        }
      />
      <Stat
        label="dao.epoch.distribution"
        testId="dao-epoch-distribution"
        value={
          !p.split ? (
            '—'
          ) : (
            <span data-units={p.split.budget.toString()} data-estimate={p.split.estimate ? 'true' : 'false'}>
              {p.split.estimate ? (
                <FormattedMessage id="dao.split.estimateValue" values={{ amount: amount(p.split.budget) }} />
              ) : (
                amount(p.split.budget)
              )}
            </span>
          )
        }
      />
      <Stat label="dao.epoch.totalVotes" testId="dao-epoch-total-votes" value={amount(p.totalVotes)} />
      <Stat label="dao.epoch.userVotes" testId="dao-epoch-user-votes" value={amount(p.userVotes)} />
      <Stat label="dao.epoch.pools" testId="dao-epoch-pools" value={p.pools} />
      <Stat label="dao.epoch.candidates" testId="dao-epoch-candidates" value={p.candidates} />
      <Stat
        label="dao.epoch.weights"
        testId="dao-epoch-weights"
        value={`${p.minRatioBp / 100}% – ${p.maxRatioBp / 100}%`}
      />
    </dl>
  );
}
