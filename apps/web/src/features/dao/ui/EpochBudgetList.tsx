import { FormattedMessage } from 'react-intl';
import { formatExactAmount } from '@/shared/lib/format';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { EpochBudget } from '../logic/distribution';

/**
 * Where the epoch's QUBE goes: the budget, the debt carried in, the gauges, the treasury, the team, the debt carried
 * out and what the vote escrow keeps, summing to the budget (logic/distribution.ts). Every figure is exact (not
 * abbreviated), so they visibly add up to the budget: "13.29K" for 13 299.999999998 would not. Before Finish voting the
 * figures are the running vote's preview, and the section says so.
 */
export function EpochBudgetList({ split, decimals }: { split: EpochBudget; decimals: number }) {
  const rows: [string, bigint, boolean][] = [
    ['previousDebt', split.previousEmissionDebt, split.previousEmissionDebt > 0n],
    ['toGauges', split.toGauges, true],
    ['treasury', split.treasury, true],
    ['team', split.team, true],
    ['debt', split.emissionDebt, split.emissionDebt > 0n],
    ['kept', split.kept, true],
  ];
  return (
    <section
      className={styles.section}
      data-testid="dao-epoch-split"
      data-estimate={split.estimate ? 'true' : 'false'}
      aria-labelledby="dao-epoch-split-title"
    >
      <h2 id="dao-epoch-split-title">
        <FormattedMessage id="dao.split.title" />
      </h2>
      {split.estimate ? (
        <p className={styles.warning} role="note" data-testid="dao-epoch-split-estimate">
          <FormattedMessage id="dao.split.estimate" />
        </p>
      ) : null}
      <div className={list.card}>
        <Row id="budget" amount={split.budget} decimals={decimals} />
        {rows.map(([id, amount, shown]) =>
          shown ? <Row key={id} id={id} amount={amount} decimals={decimals} /> : null,
        )}
      </div>
    </section>
  );
}

function Row({ id, amount, decimals }: { id: string; amount: bigint; decimals: number }) {
  return (
    <div className={list.cardRow} data-testid={`dao-split-${id}`} data-units={amount.toString()}>
      <span className={list.cardLabel}>
        <FormattedMessage id={`dao.split.${id}`} />
      </span>
      <span>{formatExactAmount(amount, decimals)}</span>
    </div>
  );
}
