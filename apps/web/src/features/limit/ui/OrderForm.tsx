import { useIntl } from 'react-intl';
import { sanitizeAmountInput } from '@tycho/units';
import { formatAmount, formatExactAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui';
import type { LimitFormState, Side } from '../logic/limitForm';
import type { PairToken } from '../hooks/useLimitPair';
import styles from './limit.module.css';

export interface OrderFormProps {
  left: PairToken;
  right: PairToken;
  side: Side;
  amountText: string;
  priceText: string;
  state: LimitFormState;
  /** Wallet balance of the token the order spends (smallest units), undefined while unknown or disconnected. */
  balance: bigint | undefined;
  connected: boolean;
  busy: boolean;
  onSide: (side: Side) => void;
  onAmount: (text: string) => void;
  onPrice: (text: string) => void;
  onSubmit: () => void;
  onConnect: () => void;
}

/** The order form: side, price, amount, the total, and the button naming what stops the order. */
export function OrderForm(p: OrderFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const spentToken = p.side === 'sell' ? p.left : p.right;
  const problem = p.state.problem;
  const label =
    problem === 'connectWallet'
      ? t('limit.form.connect')
      : problem
        ? t(`limit.problem.${problem}`, { symbol: spentToken.symbol })
        : t(`limit.form.submit.${p.side}`, { symbol: p.left.symbol });
  const onAmount = (field: HTMLInputElement) => {
    if (p.left.decimals === undefined) return;
    const text = sanitizeAmountInput(field.value, p.left.decimals);
    if (text !== null) p.onAmount(text);
  };
  return (
    <section className={styles.card} aria-labelledby="limit-form-title" data-testid="limit-form">
      <h2 id="limit-form-title" className={styles.cardTitle}>
        {t('limit.form.title')}
      </h2>
      <div className={styles.sides} role="radiogroup" aria-label={t('limit.form.side')}>
        {(['buy', 'sell'] as const).map((side) => (
          <button
            key={side}
            type="button"
            role="radio"
            aria-checked={p.side === side}
            className={`${styles.sideButton} ${p.side === side ? styles[side] : ''}`}
            onClick={() => p.onSide(side)}
            data-testid={`limit-side-${side}`}
          >
            {t(`limit.side.${side}`, { symbol: p.left.symbol })}
          </button>
        ))}
      </div>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('limit.form.price', { symbol: p.right.symbol })}</span>
        <input
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={p.priceText}
          onChange={(e) => p.onPrice(e.target.value)}
          aria-invalid={p.state.priceProblem ? true : undefined}
          aria-describedby={p.state.priceProblem ? 'limit-price-error' : undefined}
          data-testid="limit-price"
        />
      </label>
      {p.state.priceProblem && (
        <p id="limit-price-error" className={styles.error} role="alert" data-testid="limit-price-error">
          {t('limit.problem.invalidPrice.detail')}
        </p>
      )}
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('limit.form.amount', { symbol: p.left.symbol })}</span>
        <input
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={p.amountText}
          onChange={(e) => onAmount(e.target)}
          disabled={p.left.decimals === undefined}
          data-testid="limit-amount"
        />
      </label>
      <dl className={styles.summary}>
        <div>
          <dt>{t('limit.form.total', { symbol: p.right.symbol })}</dt>
          <dd data-testid="limit-total" data-units={p.state.total?.toString() ?? ''}>
            {p.state.total !== undefined && p.right.decimals !== undefined
              ? formatAmount(p.state.total, p.right.decimals, { abbreviate: false })
              : '—'}
          </dd>
        </div>
        {/* shown without a wallet too ('—'): the form keeps its height when the wallet connects (no layout shift) */}
        <div>
          <dt>{t('limit.form.balance', { symbol: spentToken.symbol })}</dt>
          {p.connected ? (
            <dd data-testid="limit-balance" data-units={p.balance?.toString() ?? ''}>
              {p.balance !== undefined && spentToken.decimals !== undefined
                ? formatExactAmount(p.balance, spentToken.decimals)
                : '…'}
            </dd>
          ) : (
            <dd>—</dd>
          )}
        </div>
      </dl>
      <Button
        variant="primary"
        className={styles.submit}
        disabled={(!!problem && problem !== 'connectWallet') || p.busy}
        onClick={problem === 'connectWallet' ? p.onConnect : p.onSubmit}
        data-testid="limit-submit"
      >
        {label}
      </Button>
    </section>
  );
}
