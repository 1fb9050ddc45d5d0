import { useIntl } from 'react-intl';
import { formatAmount, formatNumber } from '@/shared/lib/format';
import { totalPages } from '@/shared/lib/paging';
import { Button } from '@/shared/ui';
import { Pagination } from '@/shared/ui/Pagination';
import { TimeAgo } from '@/shared/ui/TimeAgo';
import type { LimitOrder } from '../api/limitApi';
import { leftPrice } from '../logic/book';
import { orderRow, type OrderRow, type OrderTab, type SideFilter } from '../logic/orderRows';
import type { PairToken } from '../hooks/useLimitPair';
import styles from './limit.module.css';
import { Choices, HeadRow, RetryNotice, ScrollTable } from './TableParts';

interface Props {
  left: PairToken;
  right: PairToken;
  owner: string | undefined;
  tab: OrderTab;
  filter: SideFilter;
  page: number;
  orders: { orders: LimitOrder[]; totalCount: number } | undefined;
  loading: boolean;
  error: boolean;
  busy: boolean;
  onTab: (tab: OrderTab) => void;
  onFilter: (filter: SideFilter) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onAction: (row: OrderRow) => void;
}

const TABS: OrderTab[] = ['open', 'mine', 'history'];
const FILTERS: SideFilter[] = ['all', 'buy', 'sell'];

/** The tabs Open orders, My open orders and Orders history, the buy/sell/all filter, and a page of orders. */
export function OrdersPanel(p: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ld = p.left.decimals;
  const rd = p.right.decimals;
  const rows = p.orders?.orders.map((o) => orderRow(o, p.left.root, p.owner)) ?? [];
  let body;
  if (p.tab !== 'open' && !p.owner) {
    body = <p className={styles.muted}>{t('limit.orders.connect')}</p>;
  } else if (p.error) {
    body = <RetryNotice text={t('limit.orders.error')} testId="limit-orders-error" onRetry={p.onRetry} />;
  } else if (p.loading || ld === undefined || rd === undefined) {
    body = (
      <p className={styles.muted} role="status">
        {t('limit.loading')}
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <p className={styles.muted} data-testid="limit-orders-empty">
        {t(`limit.orders.empty.${p.tab}`)}
      </p>
    );
  } else {
    const columns = [
      { label: t('limit.col.side') },
      { label: t('limit.col.price', { symbol: p.right.symbol }), num: true },
      { label: t('limit.col.amount', { symbol: p.left.symbol }), num: true },
      { label: t('limit.col.filled'), num: true },
      { label: t('limit.col.state') },
      { label: t('limit.col.created') },
      { label: t('limit.col.action'), hidden: true },
    ] as const;
    // a table on wide screens, one card per order below 640 px (each value labelled by its column)
    body = (
      <ScrollTable label={t(`limit.tab.${p.tab}`)} testId="limit-orders-table" cards>
        <HeadRow columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.order.address}
              data-testid="limit-order-row"
              data-order={row.order.address}
              data-state={row.order.state}
              data-filled={row.order.filledPercent}
            >
              <td className={styles[row.side]} data-label={columns[0].label}>
                {t(`limit.side.short.${row.side}`)}
              </td>
              <td className={styles.num} data-label={columns[1].label}>
                {formatNumber(leftPrice(row.order, p.left.root), { abbreviate: false, precision: 6 })}
              </td>
              <td className={styles.num} data-testid="limit-order-amount" data-label={columns[2].label}>
                {formatAmount(row.leftCurrent, ld)} / {formatAmount(row.leftInitial, ld)}
              </td>
              <td className={styles.num} data-testid="limit-order-filled" data-label={columns[3].label}>
                {formatNumber(row.order.filledPercent, { abbreviate: false, precision: 2 })}%
              </td>
              <td data-label={columns[4].label}>{t(`limit.state.${row.order.state}`)}</td>
              <td className={styles.date} data-label={columns[5].label}>
                <TimeAgo seconds={row.order.createdAt} />
              </td>
              <td className={styles.actionCell}>
                {row.action && (
                  <Button
                    size="sm"
                    variant={row.action === 'fill' ? 'primary' : 'secondary'}
                    disabled={p.busy}
                    onClick={() => p.onAction(row)}
                    data-testid={`limit-order-${row.action}`}
                  >
                    {t(`limit.action.${row.action}`)}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="limit-orders-title" data-testid="limit-orders">
      <h2 id="limit-orders-title" className={styles.visuallyHidden}>
        {t('limit.orders.title')}
      </h2>
      <div className={styles.toolbar}>
        <Choices
          kind="tab"
          label={t('limit.orders.title')}
          values={TABS}
          current={p.tab}
          text={(tab) => t(`limit.tab.${tab}`)}
          onChoose={p.onTab}
          testId="limit-tab"
        />
        <Choices
          kind="radio"
          label={t('limit.filter.label')}
          values={FILTERS}
          current={p.filter}
          text={(f) => t(`limit.filter.${f}`)}
          onChoose={p.onFilter}
          testId="limit-filter"
        />
      </div>
      <div role="tabpanel" aria-label={t(`limit.tab.${p.tab}`)}>
        {body}
      </div>
      <Pagination page={p.page} totalPages={totalPages(p.orders?.totalCount)} onChange={p.onPage} />
    </section>
  );
}
