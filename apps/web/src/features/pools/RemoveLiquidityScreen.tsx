import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useWalletController } from '@/shared/chain';
import { formatAmount } from '@/shared/lib/format';
import { findToken, useTokenDecimals, useTokenList } from '@/shared/tokens';
import { Button } from '@/shared/ui/Button';
import { notify } from '@/shared/ui';
import { config } from '@/shared/config';
import { DEPLOY_WALLET_VALUE, liquidityGas } from './logic/gas';
import { formatLpBalance, formatShare, userSharePercent } from './logic/poolMath';
import { checkRemoveAmount, maxAmountText, previewRemove, removeButton, sanitizeAmount } from './logic/removeLiquidity';
import { useLiquidityPool, useLpPosition } from './hooks/useLiquidityPool';
import styles from './ui/styles';

const EMPTY: string[] = [];

/** `/liquidity/remove/:left?/:right?` and `/pools/:address/liquidity/remove`. */
export default function RemoveLiquidityScreen() {
  const { address, leftTokenRoot, rightTokenRoot } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const tokenList = useTokenList();
  const { pool, missing, loading } = useLiquidityPool({ address, left: leftTokenRoot, right: rightTokenRoot });
  const lp = useLpPosition(pool?.meta.lpAddress);
  const controller = useWalletController();
  const client = useQueryClient();
  const roots = pool?.meta.currencyAddresses ?? EMPTY;
  const dec = useTokenDecimals(roots, tokenList.index);
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<'idle' | 'awaiting' | 'withdrawing'>('idle');
  const inputId = useId();

  const check = checkRemoveAmount(text, lp.lpBalance, lp.lpDecimals);
  const button = removeButton({
    walletStatus: lp.walletStatus,
    loading: loading || lp.loading,
    awaiting: phase === 'awaiting',
    withdrawing: phase === 'withdrawing',
    check,
    lpBalance: lp.lpBalance,
  });
  const decimalsOf = (i: number) => (roots[i] ? (dec.decimals.get(roots[i]) ?? 18) : 18);
  const symbols = pool?.meta.currencies ?? [];
  const preview =
    pool && lp.lpBalance && check.kind === 'ok'
      ? previewRemove(check.units, lp.lpBalance, pool.lpLocked, pool.volumesLocked)
      : undefined;
  const lpLabel = lp.lpSymbol ?? 'LP';
  const hasLp = !!lp.lpBalance && BigInt(lp.lpBalance) > 0n;

  const submit = async () => {
    if (button.kind === 'connect') {
      void controller.connect();
      return;
    }
    if (button.kind !== 'ready' || !pool || !lp.owner || check.kind !== 'ok') return;
    const before = lp.lpBalance;
    const receive = preview?.receive ?? [];
    setPhase('awaiting');
    const { sendWithdrawLiquidity } = await import('./chain/liquidityChain');
    let gas: bigint;
    try {
      gas = await liquidityGas(client, config.dexGasValues, {
        kind: 'poolDirectWithdraw',
        tokens: roots.length,
        deployWalletValue: DEPLOY_WALLET_VALUE,
      });
    } catch (error) {
      console.error('Gas values read error', error);
      setPhase('idle');
      notify(t('liquidity.gasError', { message: String((error as Error)?.message ?? error) }), 'error');
      return;
    }
    try {
      await sendWithdrawLiquidity({
        pool: pool.meta.poolAddress,
        lpRoot: pool.meta.lpAddress,
        owner: lp.owner,
        lpAmount: check.units,
        nPool: roots.length > 2,
        expected: roots.map(() => '0'),
        deployWalletValue: DEPLOY_WALLET_VALUE,
        gas,
      });
    } catch (error) {
      console.warn('Remove liquidity canceled', error);
      setPhase('idle');
      notify(t('liquidity.remove.canceled'), 'warning');
      return;
    }
    setPhase('withdrawing');
    const { readTokenBalance } = await import('./chain/liquidityChain');
    let after = before;
    for (let i = 0; i < 40 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = await readTokenBalance(pool.meta.lpAddress, lp.owner);
    }
    await new Promise((r) => setTimeout(r, 30));
    void lp.refresh();
    void client.invalidateQueries({ queryKey: ['dex', 'pool', pool.meta.poolAddress.toLowerCase()] });
    setPhase('idle');
    if (after !== before) {
      setText('');
      const amounts = receive.map((a, i) => `${formatAmount(a, decimalsOf(i))} ${symbols[i] ?? ''}`).join(', ');
      notify(t('liquidity.remove.success', { amounts }), 'success');
    } else {
      notify(t('liquidity.remove.failed'), 'error');
    }
  };

  const label = (() => {
    switch (button.kind) {
      case 'connect':
        return t('wallet.connect');
      case 'awaiting':
        return t('liquidity.remove.awaiting');
      case 'loading':
        return t('liquidity.remove.loading');
      case 'enterAmount':
        return t('liquidity.remove.enterAmount');
      case 'tooBig':
        return t('liquidity.remove.tooBig');
      case 'noLp':
        return t('liquidity.remove.noLpButton');
      case 'ready':
        return t('liquidity.remove.submit');
    }
  })();

  const pairMode = !address;
  const selectToken = (side: 'left' | 'right', root: string) => {
    const l = side === 'left' ? root : (leftTokenRoot ?? '');
    const r = side === 'right' ? root : (rightTokenRoot ?? '');
    setText('');
    if (l && r && l === r) {
      navigate(
        side === 'left'
          ? `/liquidity/remove/${l}/${leftTokenRoot ?? ''}`
          : `/liquidity/remove/${rightTokenRoot ?? ''}/${r}`,
      );
      return;
    }
    navigate(`/liquidity/remove/${l || r}${l && r ? `/${r}` : ''}`);
  };

  return (
    <div className={styles.page} data-testid="remove-liquidity-page">
      <h1 className={styles.title}>
        <FormattedMessage id="liquidity.remove.title" />
      </h1>
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        aria-busy={phase !== 'idle'}
      >
        {pairMode ? (
          <div className={styles.tokenSelects}>
            {(['left', 'right'] as const).map((side) => {
              const value = (side === 'left' ? leftTokenRoot : rightTokenRoot) ?? '';
              return (
                <label key={side} className={styles.field}>
                  <span>{t(side === 'left' ? 'liquidity.leftToken' : 'liquidity.rightToken')}</span>
                  <select
                    value={value}
                    onChange={(e) => selectToken(side, e.target.value)}
                    data-testid={`remove-select-${side}`}
                  >
                    <option value="">{t('liquidity.selectToken')}</option>
                    {value && !findToken(tokenList.index, value) ? <option value={value}>{value}</option> : null}
                    {(tokenList.tokens ?? []).map((tk) => (
                      <option key={tk.address} value={tk.address}>
                        {tk.symbol}
                      </option>
                    ))}
                  </select>
                </label>
              );
            })}
          </div>
        ) : pool ? (
          <p className={styles.subtitle} data-testid="remove-pool-name">
            <Link to={`/pools/${pool.meta.poolAddress}`}>{symbols.join('/')}</Link>
          </p>
        ) : null}

        {missing ? (
          <div className={styles.warning} role="alert" data-testid="remove-pool-missing">
            <FormattedMessage id="liquidity.poolMissing" />
          </div>
        ) : null}
        {pool && lp.owner && !lp.loading && !hasLp ? (
          <div className={styles.warning} role="alert" data-testid="remove-no-lp">
            <FormattedMessage id="liquidity.remove.noLp" values={{ symbol: lpLabel }} />
          </div>
        ) : null}

        <div className={styles.field}>
          <label htmlFor={inputId}>
            <FormattedMessage id="liquidity.remove.amount" values={{ symbol: lpLabel }} />
          </label>
          <div className={styles.amountRow}>
            <input
              id={inputId}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.0"
              value={text}
              onChange={(e) => {
                const next = sanitizeAmount(e.target.value.replace(',', '.'), lp.lpDecimals);
                if (next !== null) setText(next);
              }}
              aria-invalid={check.kind === 'tooBig'}
              data-testid="remove-amount"
              disabled={phase !== 'idle'}
            />
            {hasLp && lp.lpBalance ? (
              <Button
                size="sm"
                onClick={() => setText(maxAmountText(lp.lpBalance!, lp.lpDecimals))}
                data-testid="remove-max"
                disabled={phase !== 'idle'}
              >
                <FormattedMessage id="liquidity.max" />
              </Button>
            ) : null}
          </div>
          {lp.lpBalance !== undefined ? (
            <p className={styles.subtitle} data-testid="remove-lp-balance" data-value={lp.lpBalance}>
              <FormattedMessage
                id="liquidity.remove.balance"
                values={{ amount: formatLpBalance(lp.lpBalance, lp.lpDecimals), symbol: lpLabel }}
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
                      {formatAmount(preview?.receive[i] ?? '0', decimalsOf(i))}
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
                  <dd data-testid="remove-position-lp">
                    {formatLpBalance(preview?.lpAfter ?? lp.lpBalance ?? '0', lp.lpDecimals)}
                  </dd>
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

        <Button
          type="submit"
          variant="primary"
          disabled={button.kind === 'connect' ? button.disabled : button.kind !== 'ready'}
          data-testid="remove-submit"
          data-state={button.kind}
        >
          {label}
        </Button>
      </form>
    </div>
  );
}
