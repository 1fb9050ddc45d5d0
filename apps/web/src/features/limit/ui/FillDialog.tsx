import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { parseUnits, sanitizeAmountInput } from '@tycho/units';
import { formatAmount, formatExactAmount, formatUnits } from '@/shared/lib/format';
import { PreviewPanel } from '@/shared/chain/preview/PreviewPanel';
import { previewFails } from '@/shared/chain/preview/reasons';
import type { LimitCall } from '../chain/limitChain';
import { useLimitPreview } from '../hooks/useLimitPreview';
import { fillProblem, percentOf } from '../logic/fill';
import type { OrderRow } from '../logic/orderRows';
import type { PairToken } from '../hooks/useLimitPair';
import { ActionDialog } from './ActionDialog';
import styles from './limit.module.css';

interface Props {
  row: OrderRow;
  /** The order's spent token (what the taker gets) and receive token (what the taker pays). */
  gets: PairToken & { decimals: number };
  pays: PairToken & { decimals: number };
  /** The taker's balance of the paid token; undefined while unknown. */
  balance: bigint | undefined;
  quote: (amount: bigint) => Promise<[bigint, bigint]>;
  /** The fill's call for a quoted cost (the one the send makes, call id included): its preview shows under the cost. */
  callFor: (cost: bigint) => LimitCall | undefined;
  busy: boolean;
  onConfirm: (cost: bigint, amount: bigint) => void;
  onClose: () => void;
}

const PERCENTS = [25, 50, 75, 100];

/** Taking an order from the book: how much of what it offers, in amount or percent, and what that costs. */
export function FillDialog({ row, gets, pays, balance, quote, callFor, busy, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const available = BigInt(row.order.currentSpentAmount);
  const [text, setText] = useState('');
  const [cost, setCost] = useState<{ amount: bigint; cost: bigint }>();
  const wanted = text.trim() ? (parseUnits(text.trim(), gets.decimals) ?? undefined) : undefined;
  const shownCost = cost && wanted !== undefined && cost.amount === wanted ? cost.cost : undefined;
  const { problem, amount } = fillProblem({ text, decimals: gets.decimals, available, cost: shownCost, balance });
  // the preview before signing (issue 43) of the quoted fill; one that fails holds the button until "send anyway"
  const preview = useLimitPreview(shownCost !== undefined && !problem ? callFor(shownCost) : undefined);
  const [sendAnyway, setSendAnyway] = useState(false);
  const previewBlocks = previewFails(preview.kind === 'loading' ? undefined : preview) && !sendAnyway;
  const ask = useEffectEvent((value: bigint) => quote(value));
  useEffect(() => {
    if (amount === undefined || amount > available) return;
    let stale = false;
    ask(amount)
      .then(([total]) => !stale && setCost({ amount, cost: total }))
      .catch((error: unknown) => console.warn('Fill quote error', error));
    return () => {
      stale = true;
    };
  }, [amount, available]);
  return (
    <ActionDialog
      testId="limit-fill-dialog"
      title={t('limit.fill.title', { symbol: gets.symbol })}
      rows={[
        [t('limit.fill.available'), `${formatExactAmount(available, gets.decimals)} ${gets.symbol}`],
        [
          t('limit.fill.cost'),
          <span key="cost" data-testid="limit-fill-cost" data-units={shownCost?.toString() ?? ''}>
            {shownCost === undefined
              ? '—'
              : `${formatAmount(shownCost, pays.decimals, { abbreviate: false })} ${pays.symbol}`}
          </span>,
        ],
        [
          t('limit.form.balance', { symbol: pays.symbol }),
          balance === undefined ? '…' : `${formatExactAmount(balance, pays.decimals)} ${pays.symbol}`,
        ],
      ]}
      confirm={problem ? t(`limit.fill.problem.${problem}`, { symbol: pays.symbol }) : t('limit.fill.confirm')}
      blocked={!!problem || previewBlocks}
      busy={busy}
      onConfirm={() => shownCost !== undefined && amount !== undefined && onConfirm(shownCost, amount)}
      onClose={onClose}
    >
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('limit.fill.amount', { symbol: gets.symbol })}</span>
        <input
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={text}
          onChange={(e) => {
            const next = sanitizeAmountInput(e.target.value, gets.decimals);
            if (next !== null) setText(next);
          }}
          data-testid="limit-fill-amount"
        />
      </label>
      <div className={styles.percents} role="group" aria-label={t('limit.fill.percent')}>
        {PERCENTS.map((pct) => (
          <button
            key={pct}
            type="button"
            className={styles.tab}
            onClick={() => setText(formatUnits(percentOf(available, pct), gets.decimals))}
            data-testid={`limit-fill-${pct}`}
          >
            {pct}%
          </button>
        ))}
      </div>
      {shownCost !== undefined && !problem && (
        <PreviewPanel
          state={preview}
          labels={{ [row.order.address]: t('limit.cancel.order') }}
          acknowledged={sendAnyway}
          onAcknowledge={setSendAnyway}
        />
      )}
      {problem === 'notEnoughVolume' && (
        <p className={styles.error} role="alert">
          {t('limit.fill.problem.notEnoughVolume.detail')}
        </p>
      )}
    </ActionDialog>
  );
}
