import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@/shared/lib/router';
import { formatAmount, formatExactAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useRemoveLiquidity } from './hooks/useRemoveLiquidity';
import { formatShare, lpAmountText, userSharePercent } from './logic/poolMath';
import { customSymbols } from './logic/pairTokens';
import { removeButtonLabel } from './logic/removeLiquidity';
import { FormSkeleton } from './ui/FormSkeleton';
import { FormPreview } from './ui/FormPreview';
import { PairTokenSelect } from './ui/PairTokenSelect';
import { PoolProblem } from './ui/PoolProblem';
import { AmountRow } from './ui/AmountRow';
import styles from './ui/styles';

const LOADING = '…';

/** `/liquidity/remove/:left?/:right?` and `/pools/:address/liquidity/remove`. */
export default function RemoveLiquidityScreen() {
  const { address, leftTokenRoot, rightTokenRoot } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const inputId = useId();
  const r = useRemoveLiquidity({ address, left: leftTokenRoot, right: rightTokenRoot });
  const { pool, lp, form, tokenList, roots, symbols, tokenDecimals } = r;
  const { button, check, preview } = form;
  const lpLabel = lp.lpSymbol ?? 'LP';
  const lpText = (amount: string) => lpAmountText(amount, lp.lpDecimals) ?? LOADING;
  const tokenText = (amount: string, i: number) =>
    tokenDecimals[i] === undefined ? LOADING : formatAmount(amount, tokenDecimals[i]);

  return (
    <div className={styles.page} data-testid="remove-liquidity-page">
      <div>
        <h1 className={styles.title}>
          <FormattedMessage id="liquidity.remove.title" />
        </h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="liquidity.remove.subtitle" />
        </p>
      </div>
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          void r.submit();
        }}
        aria-busy={r.phase !== 'idle'}
      >
        {!address ? (
          <div className={styles.tokenSelects}>
            {(['left', 'right'] as const).map((side, i) => (
              <PairTokenSelect
                key={side}
                side={side}
                form="remove"
                token={r.tokens[i]}
                list={tokenList}
                disabled={r.phase !== 'idle'}
                onSelect={(root) => r.selectToken(side, root)}
              />
            ))}
          </div>
        ) : pool ? (
          <p className={styles.subtitle} data-testid="remove-pool-name">
            <Link to={`/pools/${pool.meta.poolAddress}`}>{symbols.join('/')}</Link>
          </p>
        ) : r.missing || r.loadError ? null : (
          <p className={styles.subtitle}>
            <Skeleton width="8rem" />
          </p>
        )}

        {r.settling ? (
          <FormSkeleton />
        ) : (
          <>
            {customSymbols(r.tokens).length > 0 ? (
              <div className={styles.warning} role="note" data-testid="custom-token-warning">
                <FormattedMessage id="liquidity.customToken" values={{ symbols: customSymbols(r.tokens).join(', ') }} />
              </div>
            ) : null}
            <PoolProblem
              missing={r.missing}
              loadError={r.loadError}
              onRetry={r.retry}
              missingTestId="remove-pool-missing"
            />
            {pool && lp.owner && !lp.loading && !form.hasLp ? (
              <div className={styles.warning} role="alert" data-testid="remove-no-lp">
                <FormattedMessage id="liquidity.remove.noLp" values={{ symbol: lpLabel }} />
              </div>
            ) : null}

            <div className={styles.field}>
              <AmountRow
                inputId={inputId}
                label={<FormattedMessage id="liquidity.remove.amount" values={{ symbol: lpLabel }} />}
                value={r.text}
                onEdit={(text) => void r.edit(text)}
                invalid={check.kind === 'tooBig'}
                disabled={!form.editable}
                testId="remove-amount"
                onMax={form.hasLp ? r.max : undefined}
                maxDisabled={!form.editable}
                maxTestId="remove-max"
              />
              {lp.lpBalance !== undefined ? (
                <p className={styles.subtitle} data-testid="remove-lp-balance" data-value={lp.lpBalance}>
                  <FormattedMessage
                    id="liquidity.remove.balance"
                    values={{
                      amount:
                        lp.lpDecimals === undefined
                          ? lpText(lp.lpBalance)
                          : formatExactAmount(lp.lpBalance, lp.lpDecimals),
                      symbol: lpLabel,
                    }}
                  />
                </p>
              ) : null}
              {check.kind === 'tooBig' ? (
                <p role="alert" className={styles.error}>
                  <FormattedMessage id="liquidity.remove.tooBigNote" />
                </p>
              ) : null}
            </div>

            {pool ? (
              <div className={styles.previewGrid}>
                <section aria-labelledby={`${inputId}-receive`} data-testid="remove-preview">
                  <h2 id={`${inputId}-receive`} className={styles.sectionTitle}>
                    <FormattedMessage id="liquidity.remove.receive" />
                  </h2>
                  <dl className={styles.rows}>
                    {symbols.map((s, i) => (
                      <div key={roots[i]} className={styles.rowItem}>
                        <dt>{s}</dt>
                        <dd data-testid={`remove-receive-${i}`} data-value={preview?.receive[i] ?? '0'}>
                          {tokenText(preview?.receive[i] ?? '0', i)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </section>
                <section aria-labelledby={`${inputId}-position`} data-testid="remove-position">
                  <h2 id={`${inputId}-position`} className={styles.sectionTitle}>
                    <FormattedMessage id="liquidity.remove.position" />
                  </h2>
                  <dl className={styles.rows}>
                    <div className={styles.rowItem}>
                      <dt>
                        <FormattedMessage id="pools.user.lpBalance" />
                      </dt>
                      <dd data-testid="remove-position-lp">{lpText(preview?.lpAfter ?? lp.lpBalance ?? '0')}</dd>
                    </div>
                    <div className={styles.rowItem}>
                      <dt>
                        <FormattedMessage id="pools.user.share" />
                      </dt>
                      <dd data-testid="remove-position-share">
                        {formatShare(preview?.shareAfter ?? userSharePercent(lp.lpBalance ?? '0', pool.lpLocked))}
                      </dd>
                    </div>
                  </dl>
                </section>
              </div>
            ) : null}

            <FormPreview preview={r.preview} />

            <Button
              type="submit"
              variant="primary"
              disabled={button.kind === 'connect' ? button.disabled : button.kind !== 'ready' || !!r.preview?.blocks}
              data-testid="remove-submit"
              data-state={button.kind}
            >
              {t(removeButtonLabel(button))}
            </Button>
          </>
        )}
      </form>
    </div>
  );
}
