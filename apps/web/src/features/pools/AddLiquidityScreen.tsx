import * as Switch from '@radix-ui/react-switch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useWallet, useWalletController } from '../../shared/chain';
import { formatAmount } from '../../shared/lib/format';
import { parseUnits } from '../../shared/lib/units';
import { findToken, useTokenDecimals, useTokenList } from '../../shared/tokens';
import { Button } from '../../shared/ui/Button';
import { notify } from '../../shared/ui';
import {
  accountStateOf,
  addLiquidityStep,
  autoExchangeAvailability,
  counterAmount,
  depositAmount,
  pairStateOf,
  poolConnectState,
  receivedLp,
  sideReserves,
  type SideInput,
} from './addLiquiditySteps';
import { DEFAULT_LP_DECIMALS, formatLpBalance, formatShare, userSharePercent } from './poolMath';
import { maxAmountText, sanitizeAmount } from './removeLiquidity';
import { useLiquidityPool } from './useLiquidityPool';
import styles from './styles';

const chain = () => import('./chain/addLiquidityChain');
const lpChain = () => import('./chain/liquidityChain');
const EMPTY: string[] = [];
type Busy = 'deployAccount' | 'createPool' | 'connectPool' | 'depositLeft' | 'depositRight' | 'supply' | undefined;

/** Polls `check` (after refetching) until it holds or ~45 s pass (a busy network can take a while). */
async function waitFor(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 180; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function useTokenBalance(root: string | undefined, owner: string | undefined) {
  return useQuery({
    queryKey: ['chain', 'tokenBalance', root?.toLowerCase(), owner],
    queryFn: async () => (await lpChain()).readTokenBalance(root!, owner!),
    enabled: !!owner && !!root,
  }).data;
}

/** `/liquidity/add/:left?/:right?`: the pair add-liquidity form (spec 4.8). */
export default function AddLiquidityScreen() {
  const { leftTokenRoot: leftRoot, rightTokenRoot: rightRoot } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const wallet = useWallet();
  const controller = useWalletController();
  const client = useQueryClient();
  const tokenList = useTokenList();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const roots = leftRoot && rightRoot ? [leftRoot, rightRoot] : EMPTY;
  const dec = useTokenDecimals(roots, tokenList.index);
  const [texts, setTexts] = useState<[string, string]>(['', '']);
  const [autoExchange, setAutoExchange] = useState(false);
  const [busy, setBusy] = useState<Busy>();
  const id = useId();

  const account = useQuery({
    queryKey: ['chain', 'dexAccount', owner],
    queryFn: async () => (await chain()).readDexAccount(owner!),
    enabled: !!owner,
  });
  const samePair = !!leftRoot && !!rightRoot && leftRoot.toLowerCase() === rightRoot.toLowerCase();
  const pair = useQuery({
    queryKey: ['chain', 'pairInfo', leftRoot?.toLowerCase(), rightRoot?.toLowerCase()],
    queryFn: async () => (await chain()).readPair(leftRoot!, rightRoot!),
    enabled: !!owner && !!leftRoot && !!rightRoot && !samePair,
  });
  const apiPool = useLiquidityPool({ left: samePair ? undefined : leftRoot, right: samePair ? undefined : rightRoot });
  const leftWallet = useTokenBalance(leftRoot, owner);
  const rightWallet = useTokenBalance(rightRoot, owner);
  const lpRoot = pair.data?.lp;
  const lpBalance = useTokenBalance(lpRoot, owner);

  const decimalsOf = (root: string | undefined) => (root ? (dec.decimals.get(root) ?? findToken(tokenList.index, root)?.decimals ?? 18) : 18);
  const symbolOf = (root: string | undefined) => (root ? (findToken(tokenList.index, root)?.symbol ?? root.slice(0, 8)) : '');
  const dexBalanceOf = (root: string | undefined) => (root ? BigInt(account.data?.balances[root.toLowerCase()] ?? '0') : 0n);
  const amountOf = (i: 0 | 1, root: string | undefined) => {
    if (!texts[i].trim()) return undefined;
    return parseUnits(texts[i], decimalsOf(root), 'truncate') ?? undefined;
  };
  const sideOf = (i: 0 | 1, root: string | undefined, walletBal: string | undefined): SideInput | undefined =>
    root && !samePair
      ? {
          symbol: symbolOf(root),
          amount: amountOf(i, root),
          walletBalance: BigInt(walletBal ?? '0'),
          dexBalance: dexBalanceOf(root),
          depositing: busy === (i === 0 ? 'depositLeft' : 'depositRight'),
        }
      : undefined;
  const left = sideOf(0, leftRoot, leftWallet);
  const right = sideOf(1, rightRoot, rightWallet);
  const poolState = poolConnectState(account.data?.wallets, [leftRoot, rightRoot, lpRoot], busy === 'connectPool');
  const reserves = leftRoot && pair.data?.deployed ? sideReserves(leftRoot, pair.data) : { left: 0n, right: 0n };
  const empty = !pair.data?.deployed || pair.data.lpSupply === '0';
  const stable = apiPool.pool?.meta.poolType === 'stable';
  const auto = autoExchangeAvailability({ connected: poolState === 'connected', stable, empty });
  const autoOn = auto.forced || (auto.available && autoExchange);

  const step = addLiquidityStep({
    walletStatus: wallet.status,
    preparing: !!owner && tokenList.isLoading,
    account: owner ? accountStateOf(account.data, account.isPending, busy === 'deployAccount') : 'unknown',
    left,
    right,
    pair: pairStateOf(pair.data, pair.isPending, busy === 'createPool'),
    pool: poolState,
    autoExchange: autoOn,
    supplying: busy === 'supply',
  });

  const setText = (i: 0 | 1, raw: string) => {
    const root = i === 0 ? leftRoot : rightRoot;
    const next = sanitizeAmount(raw.replace(',', '.'), decimalsOf(root));
    if (next === null) return;
    const other = i === 0 ? rightRoot : leftRoot;
    const units = next ? parseUnits(next, decimalsOf(root), 'truncate') : null;
    const counter =
      units !== null && units !== undefined
        ? counterAmount(units, i === 0 ? reserves.left : reserves.right, i === 0 ? reserves.right : reserves.left, autoOn)
        : undefined;
    const otherText = autoOn ? undefined : counter !== undefined ? maxAmountText(counter.toString(), decimalsOf(other)) : next === '' ? '' : undefined;
    setTexts((prev) => {
      const out: [string, string] = [...prev];
      out[i] = next;
      if (otherText !== undefined && !(pair.data?.deployed && empty)) out[i === 0 ? 1 : 0] = otherText;
      return out;
    });
  };

  const refetchAll = async () => {
    await Promise.all([account.refetch(), pair.refetch()]);
    await client.invalidateQueries({ queryKey: ['chain', 'tokenBalance'] });
  };

  const run = async (action: NonNullable<typeof step.action>) => {
    if (action === 'connectWallet') {
      void controller.connect();
      return;
    }
    if (action === 'checkAccount') {
      void account.refetch();
      return;
    }
    if (!owner || !leftRoot || !rightRoot) return;
    const c = await chain();
    setBusy(action);
    const lpBefore = lpBalance;
    try {
      switch (action) {
        case 'deployAccount':
          await c.sendDeployAccount(owner);
          break;
        case 'createPool':
          await c.sendDeployPair(owner, leftRoot, rightRoot);
          break;
        case 'connectPool':
          await c.sendConnectPair(owner, account.data!.address, leftRoot, rightRoot);
          break;
        case 'depositLeft':
        case 'depositRight': {
          const side = action === 'depositLeft' ? left! : right!;
          await c.sendDeposit(owner, account.data!.address, action === 'depositLeft' ? leftRoot : rightRoot, depositAmount(side).toString());
          break;
        }
        case 'supply':
          await c.sendSupply({
            owner,
            account: account.data!.address,
            operations: [
              { root: leftRoot, amount: (left?.amount ?? 0n).toString() },
              { root: rightRoot, amount: (right?.amount ?? 0n).toString() },
            ],
            lpRoot: lpRoot!,
            autoChange: autoOn,
          });
          break;
      }
    } catch (error) {
      console.warn('Add liquidity step canceled', error);
      setBusy(undefined);
      notify(t('liquidity.add.canceled'), 'warning');
      return;
    }
    // wait for the on-chain result
    const done = await waitFor(async () => {
      const [a, p] = await Promise.all([c.readDexAccount(owner), c.readPair(leftRoot, rightRoot)]);
      switch (action) {
        case 'deployAccount':
          return a.deployed;
        case 'createPool':
          return p.deployed;
        case 'connectPool':
          return poolConnectState(a.wallets, [leftRoot, rightRoot, p.lp], false) === 'connected';
        case 'depositLeft':
          return BigInt(a.balances[leftRoot.toLowerCase()] ?? '0') >= (left?.amount ?? 0n);
        case 'depositRight':
          return BigInt(a.balances[rightRoot.toLowerCase()] ?? '0') >= (right?.amount ?? 0n);
        case 'supply':
          return (await (await lpChain()).readTokenBalance(p.lp!, owner)) !== (lpBefore ?? '0');
      }
    });
    await refetchAll();
    void client.invalidateQueries({ queryKey: ['dex'] });
    setBusy(undefined);
    if (action === 'supply') {
      if (done) {
        const after = await (await lpChain()).readTokenBalance(lpRoot!, owner);
        setTexts(['', '']);
        notify(t('liquidity.add.success', { amount: formatLpBalance(receivedLp(lpBefore, after).toString(), DEFAULT_LP_DECIMALS) }), 'success');
      } else notify(t('liquidity.add.failed'), 'error');
    } else if (!done) notify(t('liquidity.add.failed'), 'error');
  };

  const selectToken = (side: 'left' | 'right', root: string) => {
    const l = side === 'left' ? root : (leftRoot ?? '');
    const r = side === 'right' ? root : (rightRoot ?? '');
    setTexts(['', '']);
    if (l && r && l === r) {
      navigate(side === 'left' ? `/liquidity/add/${l}/${leftRoot ?? ''}` : `/liquidity/add/${rightRoot ?? ''}/${r}`);
      return;
    }
    navigate(`/liquidity/add/${l || r}${l && r ? `/${r}` : ''}`);
  };

  const sides = [
    { key: 'left' as const, i: 0 as const, root: leftRoot, bal: leftWallet, input: left },
    { key: 'right' as const, i: 1 as const, root: rightRoot, bal: rightWallet, input: right },
  ];
  const lpSupply = pair.data?.lpSupply ?? '0';

  return (
    <div className={styles.page} data-testid="add-liquidity-page">
      <h1 className={styles.title}><FormattedMessage id="liquidity.add.title" /></h1>
      <form
        className={styles.card}
        aria-busy={!!busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (step.action && !step.disabled) void run(step.action);
        }}
      >
        {sides.map(({ key, i, root, bal }) => (
          <div key={key} className={styles.field}>
            <label className={styles.field}>
              <span>{t(key === 'left' ? 'liquidity.leftToken' : 'liquidity.rightToken')}</span>
              <select value={root ?? ''} onChange={(e) => selectToken(key, e.target.value)} data-testid={`add-select-${key}`} disabled={!!busy}>
                <option value="">{t('liquidity.selectToken')}</option>
                {root && !findToken(tokenList.index, root) ? <option value={root}>{root}</option> : null}
                {(tokenList.tokens ?? []).map((tk) => (
                  <option key={tk.address} value={tk.address}>{tk.symbol}</option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-${key}`}><FormattedMessage id="liquidity.add.amount" values={{ symbol: symbolOf(root) || '—' }} /></label>
            <div className={styles.amountRow}>
              <input
                id={`${id}-${key}`}
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.0"
                value={texts[i]}
                onChange={(e) => setText(i, e.target.value)}
                disabled={!root || !!busy}
                data-testid={`add-amount-${key}`}
              />
              {root && bal ? (
                <Button size="sm" onClick={() => setText(i, maxAmountText((BigInt(bal) + dexBalanceOf(root)).toString(), decimalsOf(root)))} disabled={!!busy} data-testid={`add-max-${key}`}>
                  <FormattedMessage id="liquidity.max" />
                </Button>
              ) : null}
            </div>
            {root && bal !== undefined ? (
              <p className={styles.subtitle} data-testid={`add-wallet-balance-${key}`} data-value={bal}>
                <FormattedMessage id="liquidity.add.walletBalance" values={{ amount: formatAmount(bal, decimalsOf(root)), symbol: symbolOf(root) }} />
              </p>
            ) : null}
          </div>
        ))}

        <div className={styles.rowItem}>
          <label htmlFor={`${id}-auto`}><FormattedMessage id="liquidity.add.autoExchange" /></label>
          <Switch.Root
            id={`${id}-auto`}
            className={styles.switch}
            checked={autoOn}
            disabled={!auto.available || auto.forced || !!busy}
            onCheckedChange={(v) => setAutoExchange(v)}
            data-testid="add-auto-exchange"
          >
            <Switch.Thumb className={styles.switchThumb} />
          </Switch.Root>
        </div>
        <p className={styles.subtitle}><FormattedMessage id="liquidity.add.autoExchangeNote" /></p>

        {owner && leftRoot && rightRoot && !samePair ? (
          <div className={styles.previewGrid}>
            <section aria-labelledby={`${id}-info`} data-testid="add-pool-info">
              <h2 id={`${id}-info`} className={styles.sectionTitle}><FormattedMessage id="liquidity.add.poolInfo" /></h2>
              <dl className={styles.rows}>
                <div className={styles.rowItem}><dt><FormattedMessage id="liquidity.add.dexAccount" /></dt><dd data-testid="add-dex-account">{account.data?.deployed ? account.data.address.slice(0, 10) + '…' : '—'}</dd></div>
                <div className={styles.rowItem}><dt><FormattedMessage id="liquidity.add.lpRoot" /></dt><dd>{lpRoot ? lpRoot.slice(0, 10) + '…' : '—'}</dd></div>
                <div className={styles.rowItem}><dt><FormattedMessage id="liquidity.add.pairRoot" /></dt><dd data-testid="add-pair-root" data-value={pair.data?.deployed ? pair.data.address : ''}>{pair.data?.deployed ? pair.data.address.slice(0, 10) + '…' : '—'}</dd></div>
              </dl>
            </section>
            <section aria-labelledby={`${id}-state`} data-testid="add-pool-state">
              <h2 id={`${id}-state`} className={styles.sectionTitle}><FormattedMessage id="liquidity.add.poolState" /></h2>
              <dl className={styles.rows}>
                <div className={styles.rowItem}><dt>{symbolOf(leftRoot)}</dt><dd>{formatAmount(reserves.left.toString(), decimalsOf(leftRoot))}</dd></div>
                <div className={styles.rowItem}><dt>{symbolOf(rightRoot)}</dt><dd>{formatAmount(reserves.right.toString(), decimalsOf(rightRoot))}</dd></div>
                <div className={styles.rowItem}><dt><FormattedMessage id="liquidity.add.lpSupply" /></dt><dd>{formatLpBalance(lpSupply, DEFAULT_LP_DECIMALS)}</dd></div>
              </dl>
            </section>
            <section aria-labelledby={`${id}-dex`} data-testid="add-dex-balances">
              <h2 id={`${id}-dex`} className={styles.sectionTitle}><FormattedMessage id="liquidity.add.dexBalances" /></h2>
              <dl className={styles.rows}>
                {sides.map(({ key, root }) => (
                  <div key={key} className={styles.rowItem}>
                    <dt>{symbolOf(root)}</dt>
                    <dd data-testid={`add-dex-balance-${key}`}>{formatAmount(dexBalanceOf(root).toString(), decimalsOf(root))}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby={`${id}-pos`} data-testid="add-position">
              <h2 id={`${id}-pos`} className={styles.sectionTitle}><FormattedMessage id="liquidity.add.position" /></h2>
              <dl className={styles.rows}>
                <div className={styles.rowItem}><dt><FormattedMessage id="pools.user.lpBalance" /></dt><dd data-testid="add-lp-balance" data-value={lpBalance ?? '0'}>{formatLpBalance(lpBalance ?? '0', DEFAULT_LP_DECIMALS)}</dd></div>
                <div className={styles.rowItem}><dt><FormattedMessage id="pools.user.share" /></dt><dd data-testid="add-lp-share">{formatShare(userSharePercent(lpBalance ?? '0', lpSupply))}</dd></div>
              </dl>
            </section>
          </div>
        ) : null}

        <Button type="submit" variant="primary" disabled={step.disabled} aria-busy={step.busy} data-testid="add-submit" data-action={step.action ?? ''}>
          {t(step.label, step.values)}
        </Button>
      </form>
    </div>
  );
}
