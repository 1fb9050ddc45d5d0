import { useIntl } from 'react-intl';
import { TradeTabs } from '@/shared/ui/TradeTabs';
import type { PairToken } from './hooks/useLimitPair';
import { useLimitScreen } from './hooks/useLimitScreen';
import { ActionDialog } from './ui/ActionDialog';
import { DepthChart } from './ui/DepthChart';
import { FillDialog } from './ui/FillDialog';
import { OrderBook } from './ui/OrderBook';
import { OrderForm } from './ui/OrderForm';
import { OrdersPanel } from './ui/OrdersPanel';
import { PairPicker } from './ui/PairPicker';
import { PriceChart } from './ui/PriceChart';
import styles from './ui/limit.module.css';

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
  const close = () => m.setDialog(undefined);
  // the book and its depth chart show the same answer
  const bookView = (l: PairToken, r: PairToken) => ({
    left: l,
    right: r,
    book: m.book.data,
    loading: m.book.isLoading,
    error: m.book.isError,
  });

  return (
    <div className={styles.page} data-testid="limit-page">
      <TradeTabs active="limit" />
      <div className={styles.head}>
        <h1 className={styles.title}>{t('limit.title')}</h1>
        {left && right && <PairPicker left={left} right={right} options={m.pair.options} onChoose={m.pair.choose} />}
      </div>
      {m.pair.unknown && (
        <p className={styles.notice} role="alert" data-testid="limit-unknown-token">
          {t('limit.unknownToken')}
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
            <OrderBook {...bookView(left, right)} onRetry={() => void m.book.refetch()} onPrice={m.form.setPriceText} />
          </div>
          {/* below the book, whose height comes with its levels: shown once they are in (no layout shift) */}
          {m.book.isLoading ? null : (
            <>
              <OrdersPanel
                left={left}
                right={right}
                owner={m.owner}
                {...m.view}
                orders={m.orders.data}
                loading={m.orders.isLoading}
                error={m.orders.isError}
                busy={busy}
                onTab={(tab) => m.setView({ ...m.view, tab, page: 1 })}
                onFilter={(filter) => m.setView({ ...m.view, filter, page: 1 })}
                onPage={(page) => m.setView({ ...m.view, page })}
                onRetry={() => void m.orders.refetch()}
                onAction={(row) => m.setDialog({ kind: row.action === 'fill' ? 'fill' : 'cancel', row })}
              />
              <div className={styles.charts}>
                <PriceChart left={left} right={right} />
                <DepthChart {...bookView(left, right)} />
              </div>
            </>
          )}
        </>
      )}
      {dialog?.kind === 'deployRoot' && (
        <ActionDialog
          testId="limit-root-dialog"
          title={t('limit.root.title', { symbol: dialog.symbol })}
          rows={[]}
          note={t('limit.root.text', { symbol: dialog.symbol })}
          confirm={t('limit.root.confirm')}
          busy={busy}
          onConfirm={() => void m.deployRoot(dialog.token, dialog.symbol)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'confirm' && m.form.state.spent && m.form.state.expected && left && right && (
        <ActionDialog
          testId="limit-confirm-dialog"
          title={t('limit.confirm.title')}
          rows={[
            [t('limit.confirm.side'), t(`limit.side.${m.form.side}`, { symbol: left.symbol })],
            [t('limit.confirm.price'), `${m.form.priceText} ${right.symbol}`],
            [t('limit.confirm.spend'), m.amountOf(m.form.state.spent.amount, m.form.state.spent.token.root)],
            [t('limit.confirm.receive'), m.amountOf(m.form.state.expected.amount, m.form.state.expected.token.root)],
          ]}
          note={t('limit.confirm.note')}
          confirm={t('limit.confirm.confirm')}
          busy={busy}
          onConfirm={() => void m.place()}
          onClose={close}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <ActionDialog
          testId="limit-cancel-dialog"
          title={t('limit.cancel.title')}
          rows={[
            [
              t('limit.cancel.returns'),
              m.amountOf(BigInt(dialog.row.order.currentSpentAmount), dialog.row.order.spentTokenRoot),
            ],
          ]}
          note={t('limit.cancel.note')}
          confirm={t('limit.cancel.confirm')}
          busy={busy}
          onConfirm={() => void m.cancel(dialog.row)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'fill' && left && right && left.decimals !== undefined && right.decimals !== undefined && (
        <FillDialog
          row={dialog.row}
          gets={
            dialog.row.side === 'sell' ? { ...left, decimals: left.decimals } : { ...right, decimals: right.decimals }
          }
          pays={
            dialog.row.side === 'sell' ? { ...right, decimals: right.decimals } : { ...left, decimals: left.decimals }
          }
          balance={m.balanceOf(dialog.row.order.receiveTokenRoot)}
          quote={(amount) => m.actions.quote(dialog.row.order.address, amount)}
          busy={busy}
          onConfirm={(cost, amount) => void m.fill(dialog.row, cost, amount)}
          onClose={close}
        />
      )}
    </div>
  );
}
