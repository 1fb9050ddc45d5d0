import type { PairToken } from '../hooks/useLimitPair';
import type { useLimitScreen } from '../hooks/useLimitScreen';
import { DepthChart } from './DepthChart';
import { OrdersPanel } from './OrdersPanel';
import { PriceChart } from './PriceChart';
import styles from './limit.module.css';

interface Props {
  m: ReturnType<typeof useLimitScreen>;
  left: PairToken;
  right: PairToken;
  /** The book's answer, as the book above shows it (the depth chart draws the same). */
  book: Parameters<typeof DepthChart>[0];
}

/**
 * What lies below the form and the book: the order tabs and the price and depth charts. A chunk of its own (with the
 * chart wrapper and the pager), fetched with the page and shown once the book is in: it only adds below (no shift).
 */
export default function BelowBook({ m, left, right, book }: Props) {
  return (
    <>
      <OrdersPanel
        left={left}
        right={right}
        owner={m.owner}
        {...m.view}
        orders={m.orders.data}
        loading={m.orders.isLoading}
        error={m.orders.isError}
        busy={!!m.actions.busy}
        onTab={(tab) => m.setView({ ...m.view, tab, page: 1 })}
        onFilter={(filter) => m.setView({ ...m.view, filter, page: 1 })}
        onPage={(page) => m.setView({ ...m.view, page })}
        onRetry={() => void m.orders.refetch()}
        onAction={m.openRow}
      />
      <div className={styles.charts}>
        <PriceChart left={left} right={right} />
        <DepthChart {...book} />
      </div>
    </>
  );
}
