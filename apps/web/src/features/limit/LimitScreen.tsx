import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { customTokenSymbols } from '@/shared/tokens';
import { TradeTabs } from '@/shared/ui/TradeTabs';
import type { PairToken } from './hooks/useLimitPair';
import { useLimitScreen } from './hooks/useLimitScreen';
import { OrderBook } from './ui/OrderBook';
import { OrderForm } from './ui/OrderForm';
import { PairPicker } from './ui/PairPicker';
import page from '@/shared/ui/page.module.css';
import styles from './ui/limit.module.css';

// the popups and Radix Dialog load after the first render (fetched at once then, so a click does not wait)
const dialogsChunk = () => import('./ui/LimitDialogs');
const LimitDialogs = lazy(dialogsChunk);
// the order tabs and charts below the book: fetched with the page, shown with the book
const belowChunk = () => import('./ui/BelowBook');
const BelowBook = lazy(belowChunk);

/**
 * `/limit/{left?}/{right?}` (document 2): the pair, the order form and the order book, the price and depth charts, and the
 * tabs Open orders, My open orders and Orders history; popups to confirm an order, deploy an order root, fill an
 * order from the book and cancel one's own.
 */
export default function LimitScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const m = useLimitScreen();
  const { left, right } = m.pair;
  const busy = !!m.actions.busy;
  const dialog = m.dialog;
  const custom = left && right ? customTokenSymbols([left, right], m.pair.list.index, m.pair.list.imported) : [];
  void belowChunk();
  useEffect(() => {
    void dialogsChunk();
  }, []);
  // the book and its depth chart show the same answer
  const bookView = (l: PairToken, r: PairToken) => ({
    left: l,
    right: r,
    book: m.book.data,
    loading: m.book.isLoading,
    error: m.book.isError,
    onRetry: () => void m.book.refetch(),
  });

  return (
    <div className={styles.page} data-testid="limit-page">
      <TradeTabs active="limit" />
      <div className={styles.head}>
        <h1 className={styles.title}>{t('limit.title')}</h1>
        {left && right && <PairPicker left={left} right={right} list={m.pair.list} onChoose={m.pair.choose} />}
      </div>
      <p className={page.subtitle}>{t('limit.subtitle')}</p>
      {m.pair.unknown && (
        <p className={styles.notice} role="alert" data-testid="limit-unknown-token">
          {t('limit.unknownToken')}
        </p>
      )}
      {custom.length > 0 && (
        <p className={styles.notice} role="note" data-testid="limit-custom-tokens">
          {t('limit.customTokens', { symbols: custom.join(', ') })}
        </p>
      )}
      {left && right && (
        <>
          <div className={styles.top}>
            <OrderForm
              left={left}
              right={right}
              side={m.form.side}
              amountText={m.form.amountText}
              priceText={m.form.priceText}
              state={m.form.state}
              balance={m.spentBalance}
              connected={!!m.owner}
              busy={busy}
              onSide={m.form.setSide}
              onAmount={m.form.setAmountText}
              onPrice={m.form.setPriceText}
              onSubmit={() => void m.submit()}
              onConnect={m.connect}
            />
            <OrderBook {...bookView(left, right)} onPrice={m.form.setPriceText} />
          </div>
          {/* below the book, whose height comes with its levels: shown once they are in (no layout shift) */}
          {m.book.isLoading ? null : (
            <Suspense fallback={null}>
              <BelowBook m={m} left={left} right={right} book={bookView(left, right)} />
            </Suspense>
          )}
        </>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <LimitDialogs m={m} />
        </Suspense>
      )}
    </div>
  );
}
