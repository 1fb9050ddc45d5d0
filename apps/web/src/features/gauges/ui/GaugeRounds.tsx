import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@/shared/lib/format';
import { totalPages } from '@/shared/lib/paging';
import { EmptyState } from '@/shared/ui/EmptyState';
import list from '@/shared/ui/list.module.css';
import { Pagination } from '@/shared/ui/Pagination';
import { Skeleton } from '@/shared/ui/Skeleton';
import styles from '@/shared/ui/page.module.css';
import { useGaugeRounds } from '../hooks/useGaugeHistory';
import { roundRows } from '../logic/rounds';

type Source = 'qube' | 'tokens';
const SOURCES: readonly Source[] = ['qube', 'tokens'];
const DASH = '—';

/** The gauge's reward rounds, QUBE or extra tokens, newest first and paged: start, end, speed and budget per token. */
export function GaugeRounds({
  gauge,
  decimalsOf,
}: {
  gauge: string;
  decimalsOf: (tokenRoot: string) => number | null | undefined;
}) {
  const intl = useIntl();
  const [source, setSource] = useState<Source>('qube');
  const [page, setPage] = useState(1);
  const query = useGaugeRounds(gauge, source, page);
  const rows = query.data ? roundRows(query.data.rewardTokens, decimalsOf) : undefined;
  const title = intl.formatMessage({ id: 'gauge.rounds.title' });
  return (
    <section className={styles.section} aria-label={title} data-testid="gauge-rounds" data-source={source}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div>
        <div role="group" aria-label={intl.formatMessage({ id: 'gauge.rounds.source' })} className={styles.segmented}>
          {SOURCES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={source === s}
              className={styles.segment}
              onClick={() => {
                setSource(s);
                setPage(1);
              }}
              data-testid={`gauge-rounds-${s}`}
            >
              <FormattedMessage id={`gauge.rounds.${s}`} />
            </button>
          ))}
        </div>
      </div>
      {query.isError ? (
        <EmptyState testId="gauge-rounds-error" title={<FormattedMessage id="gauge.rounds.error" />} />
      ) : !rows ? (
        <Skeleton height="6rem" />
      ) : rows.length === 0 ? (
        <EmptyState testId="gauge-rounds-empty" title={<FormattedMessage id="gauge.rounds.empty" />} />
      ) : (
        <ul className={list.cards}>
          {rows.map((r) => (
            <li key={`${r.id}-${r.start}`} className={list.card} data-testid="gauge-round">
              <div className={list.cardRow}>
                <strong>
                  <FormattedMessage id="gauge.rounds.round" values={{ id: r.id }} />
                </strong>
                <span data-testid="gauge-round-dates">
                  {formatDate(r.start, intl.locale)} –{' '}
                  {r.end === null ? intl.formatMessage({ id: 'gauge.rounds.open' }) : formatDate(r.end, intl.locale)}
                </span>
              </div>
              {r.tokens.map((t) => (
                <div className={list.cardRow} key={t.tokenRoot} data-testid="gauge-round-token">
                  <span>{t.symbol || DASH}</span>
                  <span>
                    <FormattedMessage id="gauge.rounds.speed" values={{ amount: t.perDay ?? DASH }} />
                    {' · '}
                    <FormattedMessage id="gauge.rounds.budget" values={{ amount: t.budget ?? DASH }} />
                  </span>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages(query.data?.totalCount)}
        onChange={setPage}
        label={intl.formatMessage({ id: 'gauge.rounds.pages' })}
        testId="gauge-rounds-pager"
      />
    </section>
  );
}
