import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { useWallet, useWalletController } from '../../shared/chain';
import { formatAmount } from '../../shared/lib/format';
import { parseUnits } from '../../shared/lib/units';
import { useTokenDecimals, useTokenList } from '../../shared/tokens';
import { Button } from '../../shared/ui/Button';
import { notify } from '../../shared/ui';
import { accountStateOf, depositAmount, needsDeposit, nPoolSupplyStep, poolConnectState, receivedLp, type SideInput } from './addLiquiditySteps';
import { DEFAULT_LP_DECIMALS, formatLpBalance, formatShare, userSharePercent } from './poolMath';
import { maxAmountText, sanitizeAmount } from './removeLiquidity';
import { useLiquidityPool } from './useLiquidityPool';
import styles from './styles';

const chain = () => import('./chain/addLiquidityChain');
const lpChain = () => import('./chain/liquidityChain');
const EMPTY: string[] = [];

async function waitFor(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** `/pools/:address/liquidity/add`: an amount per token, a deposit button per short token, then supply. */
export default function PoolAddLiquidityScreen() {
  const { address } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const wallet = useWallet();
  const controller = useWalletController();
  const client = useQueryClient();
  const tokenList = useTokenList();
  const { pool, missing } = useLiquidityPool({ address });
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const roots = pool?.meta.currencyAddresses ?? EMPTY;
  const lpRoot = pool?.meta.lpAddress;
  const dec = useTokenDecimals(roots, tokenList.index);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<string>();
  const id = useId();

  const account = useQuery({
    queryKey: ['chain', 'dexAccount', owner],
    queryFn: async () => (await chain()).readDexAccount(owner!),
    enabled: !!owner,
  });
  const balances = useQuery({
    queryKey: ['chain', 'tokenBalances', owner, ...roots, lpRoot],
    queryFn: async () => {
      const c = await lpChain();
      return Promise.all([...roots, lpRoot!].map((r) => c.readTokenBalance(r, owner!)));
    },
    enabled: !!owner && roots.length > 0 && !!lpRoot,
  });

  if (pool && roots.length === 2) return <Navigate to={`/liquidity/add/${roots[0]}/${roots[1]}`} replace />;

  const decimalsOf = (i: number) => dec.decimals.get(roots[i] ?? '') ?? 18;
  const symbols = pool?.meta.currencies ?? EMPTY;
  const dexBalanceOf = (i: number) => BigInt(account.data?.balances[(roots[i] ?? '').toLowerCase()] ?? '0');
  const sides: SideInput[] = roots.map((_, i) => ({
    symbol: symbols[i] ?? '',
    amount: texts[i]?.trim() ? (parseUnits(texts[i], decimalsOf(i), 'truncate') ?? undefined) : undefined,
    walletBalance: BigInt(balances.data?.[i] ?? '0'),
    dexBalance: dexBalanceOf(i),
    depositing: busy === `deposit${i}`,
  }));
  const lpBalance = balances.data?.[roots.length];
  const poolState = poolConnectState(account.data?.wallets, [...roots, lpRoot], busy === 'connectPool');
  const step = nPoolSupplyStep({
    walletStatus: wallet.status,
    account: owner ? accountStateOf(account.data, account.isPending, busy === 'deployAccount') : 'unknown',
    pool: pool ? poolState : 'unknown',
    sides,
    supplying: busy === 'supply',
  });

  const run = async (action: string) => {
    if (action === 'connectWallet') {
      void controller.connect();
      return;
    }
    if (action === 'checkAccount') {
      void account.refetch();
      return;
    }
    if (!owner || !pool || !lpRoot) return;
    const c = await chain();
    setBusy(action);
    const lpBefore = lpBalance;
    const depositIndex = action.startsWith('deposit') ? Number(action.slice(7)) : -1;
    try {
      if (action === 'deployAccount') await c.sendDeployAccount(owner);
      else if (action === 'connectPool') await c.sendConnectPool(owner, account.data!.address, roots);
      else if (depositIndex >= 0) await c.sendDeposit(owner, account.data!.address, roots[depositIndex]!, depositAmount(sides[depositIndex]!).toString());
      else if (action === 'supply')
        await c.sendSupply({
          owner,
          account: account.data!.address,
          operations: roots.map((root, i) => ({ root, amount: (sides[i]?.amount ?? 0n).toString() })),
          lpRoot,
          autoChange: true,
        });
    } catch (error) {
      console.warn('Add liquidity step canceled', error);
      setBusy(undefined);
      notify(t('liquidity.add.canceled'), 'warning');
      return;
    }
    const done = await waitFor(async () => {
      const a = await c.readDexAccount(owner);
      if (action === 'deployAccount') return a.deployed;
      if (action === 'connectPool') return poolConnectState(a.wallets, [...roots, lpRoot], false) === 'connected';
      if (depositIndex >= 0) return BigInt(a.balances[roots[depositIndex]!.toLowerCase()] ?? '0') >= (sides[depositIndex]?.amount ?? 0n);
      return (await (await lpChain()).readTokenBalance(lpRoot, owner)) !== (lpBefore ?? '0');
    });
    await account.refetch();
    await balances.refetch();
    void client.invalidateQueries({ queryKey: ['dex', 'pool'] });
    setBusy(undefined);
    if (action === 'supply' && done) {
      const after = await (await lpChain()).readTokenBalance(lpRoot, owner);
      setTexts({});
      notify(t('liquidity.add.success', { amount: formatLpBalance(receivedLp(lpBefore, after).toString(), DEFAULT_LP_DECIMALS) }), 'success');
    } else if (!done) notify(t('liquidity.add.failed'), 'error');
  };

  const mainConnected = owner && account.data?.deployed && poolState === 'connected';

  return (
    <div className={styles.page} data-testid="pool-add-liquidity-page">
      <h1 className={styles.title}><FormattedMessage id="liquidity.add.title" /></h1>
      {missing ? <div className={styles.warning} role="alert"><FormattedMessage id="liquidity.poolMissing" /></div> : null}
      {pool ? (
        <p className={styles.subtitle}><Link to={`/pools/${pool.meta.poolAddress}`}>{symbols.join('/')}</Link></p>
      ) : null}
      <form
        className={styles.card}
        aria-busy={!!busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (step.action && !step.disabled) void run(step.action);
        }}
      >
        {roots.map((root, i) => (
          <div key={root} className={styles.field}>
            <label htmlFor={`${id}-${i}`}><FormattedMessage id="liquidity.add.amount" values={{ symbol: symbols[i] ?? '' }} /></label>
            <div className={styles.amountRow}>
              <input
                id={`${id}-${i}`}
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.0"
                value={texts[i] ?? ''}
                onChange={(e) => {
                  const next = sanitizeAmount(e.target.value.replace(',', '.'), decimalsOf(i));
                  if (next !== null) setTexts((p) => ({ ...p, [i]: next }));
                }}
                disabled={!!busy}
                data-testid={`pool-add-amount-${i}`}
              />
              {balances.data ? (
                <Button size="sm" disabled={!!busy} onClick={() => setTexts((p) => ({ ...p, [i]: maxAmountText((BigInt(balances.data[i] ?? '0') + dexBalanceOf(i)).toString(), decimalsOf(i)) }))}>
                  <FormattedMessage id="liquidity.max" />
                </Button>
              ) : null}
              {mainConnected && sides[i] && (needsDeposit(sides[i]) || sides[i].depositing) ? (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={!!busy || sides[i].amount! > sides[i].walletBalance + sides[i].dexBalance}
                  aria-busy={sides[i].depositing}
                  onClick={() => void run(`deposit${i}`)}
                  data-testid={`pool-add-deposit-${i}`}
                >
                  {t(sides[i].depositing ? 'liquidity.add.step.depositing' : 'liquidity.add.step.deposit', { symbol: symbols[i] ?? '' })}
                </Button>
              ) : null}
            </div>
            {balances.data ? (
              <p className={styles.subtitle}>
                <FormattedMessage id="liquidity.add.walletBalance" values={{ amount: formatAmount(balances.data[i] ?? '0', decimalsOf(i)), symbol: symbols[i] ?? '' }} />
                {' · '}
                <span data-testid={`pool-add-dex-balance-${i}`}>
                  <FormattedMessage id="liquidity.add.dexBalance" values={{ amount: formatAmount(dexBalanceOf(i).toString(), decimalsOf(i)) }} />
                </span>
              </p>
            ) : null}
          </div>
        ))}
        {pool && owner ? (
          <dl className={styles.rows} data-testid="pool-add-position">
            <div className={styles.rowItem}><dt><FormattedMessage id="liquidity.add.dexAccount" /></dt><dd>{account.data?.deployed ? account.data.address.slice(0, 10) + '…' : '—'}</dd></div>
            <div className={styles.rowItem}><dt><FormattedMessage id="pools.user.lpBalance" /></dt><dd data-testid="pool-add-lp-balance" data-value={lpBalance ?? '0'}>{formatLpBalance(lpBalance ?? '0', DEFAULT_LP_DECIMALS)}</dd></div>
            <div className={styles.rowItem}><dt><FormattedMessage id="pools.user.share" /></dt><dd data-testid="pool-add-lp-share">{formatShare(userSharePercent(lpBalance ?? '0', pool.lpLocked))}</dd></div>
          </dl>
        ) : null}
        <Button type="submit" variant="primary" disabled={step.disabled} aria-busy={step.busy} data-testid="pool-add-submit">
          {t(step.label, step.values)}
        </Button>
      </form>
    </div>
  );
}
