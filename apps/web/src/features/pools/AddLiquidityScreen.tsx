import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useWallet, useWalletController } from '@/shared/chain';
import { formatAmount } from '@/shared/lib/format';
import { parseUnits } from '@tycho/units';
import { findToken, useTokenDecimals, useTokenList } from '@/shared/tokens';
import { Button } from '@/shared/ui/Button';
import {
  accountStateOf,
  addLiquidityStep,
  autoExchangeAvailability,
  counterAmount,
  pairStateOf,
  poolConnectState,
  sideReserves,
  type SideInput,
} from './logic/addLiquiditySteps';
import { dexBalanceRows } from './logic/dexWithdraw';
import { PairLiquidityPreview } from './ui/PairLiquidityPreview';
import { DEFAULT_LP_DECIMALS } from './logic/poolMath';
import { maxAmountText, sanitizeAmount } from './logic/removeLiquidity';
import { usePairAddRun, type PairBusy } from './hooks/usePairAddRun';
import { useDexAccount, useLpInfo, usePairInfo, useWalletBalance } from './hooks/useLiquidityChainData';
import { useDexWithdraw } from './hooks/useDexWithdraw';
import { useLiquidityPool } from './hooks/useLiquidityPool';
import styles from './ui/styles';

const EMPTY: string[] = [];

/** `/liquidity/add/:left?/:right?`: the pair add-liquidity form (spec 4.8). */
export default function AddLiquidityScreen() {
  const { leftTokenRoot: leftRoot, rightTokenRoot: rightRoot } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const wallet = useWallet();
  const controller = useWalletController();
  const tokenList = useTokenList();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const roots = leftRoot && rightRoot ? [leftRoot, rightRoot] : EMPTY;
  const dec = useTokenDecimals(roots, tokenList.index);
  const [texts, setTexts] = useState<[string, string]>(['', '']);
  const [autoExchange, setAutoExchange] = useState(false);
  const [busy, setBusy] = useState<PairBusy>();
  const id = useId();

  const samePair = !!leftRoot && !!rightRoot && leftRoot.toLowerCase() === rightRoot.toLowerCase();
  const account = useDexAccount(owner);
  const pair = usePairInfo(leftRoot, rightRoot, !!owner && !samePair);
  const apiPool = useLiquidityPool({ left: samePair ? undefined : leftRoot, right: samePair ? undefined : rightRoot });
  const leftWallet = useWalletBalance(leftRoot, owner);
  const rightWallet = useWalletBalance(rightRoot, owner);
  const pairReady = !!pair.data?.deployed && !pair.data.settingUp;
  const lpRoot = pairReady ? pair.data?.lp : undefined;
  const lpBalance = useWalletBalance(lpRoot, owner);
  const lpInfo = useLpInfo(lpRoot, owner);
  const withdraw = useDexWithdraw(owner, account.data?.deployed ? account.data.address : undefined);

  const decimalsOf = (root: string | undefined) =>
    root ? (dec.decimals.get(root) ?? findToken(tokenList.index, root)?.decimals ?? 18) : 18;
  const symbolOf = (root: string | undefined) =>
    root ? (findToken(tokenList.index, root)?.symbol ?? root.slice(0, 8)) : '';
  const dexBalanceOf = (root: string | undefined) =>
    root ? BigInt(account.data?.balances[root.toLowerCase()] ?? '0') : 0n;
  const amountOf = (i: 0 | 1, root: string | undefined) =>
    texts[i].trim() ? (parseUnits(texts[i], decimalsOf(root), 'truncate') ?? undefined) : undefined;
  const sideOf = (i: 0 | 1, root: string | undefined, walletBal: string | undefined): SideInput | undefined =>
    root && !samePair
      ? {
          symbol: symbolOf(root),
          amount: amountOf(i, root),
          walletBalance: walletBal === undefined ? undefined : BigInt(walletBal),
          dexBalance: dexBalanceOf(root),
          depositing: busy === (i === 0 ? 'depositLeft' : 'depositRight'),
        }
      : undefined;
  const left = sideOf(0, leftRoot, leftWallet);
  const right = sideOf(1, rightRoot, rightWallet);
  const poolState = poolConnectState(account.data?.wallets, [leftRoot, rightRoot, lpRoot], busy === 'connectPool');
  const reserves = leftRoot && pairReady ? sideReserves(leftRoot, pair.data!) : { left: 0n, right: 0n };
  const lpSupply = (pairReady ? pair.data?.lpSupply : undefined) ?? '0';
  const empty = !pairReady || lpSupply === '0';
  // the pool type comes from the API: until it is known, auto exchange is neither offered nor forced
  const typeKnown = !!apiPool.pool || apiPool.missing;
  const auto = autoExchangeAvailability({
    connected: poolState === 'connected' && typeKnown,
    stable: apiPool.pool?.meta.poolType === 'stable',
    empty,
  });
  const autoOn = auto.forced || (auto.available && autoExchange);
  const tokens = roots.map((root) => ({ root, symbol: symbolOf(root), decimals: decimalsOf(root) }));
  const lpToken =
    lpRoot && lpInfo
      ? { root: lpRoot, symbol: lpInfo.symbol, decimals: lpInfo.decimals ?? DEFAULT_LP_DECIMALS }
      : undefined;
  const dexRows = account.data?.deployed && !samePair ? dexBalanceRows(account.data.balances, tokens, lpToken) : [];
  const withdrawingRow = dexRows.find((r) => r.root === withdraw.busyRoot)?.symbol;

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
    withdrawing: withdrawingRow,
  });
  const formBusy = !!busy || !!withdraw.busyRoot;

  const setText = (i: 0 | 1, raw: string) => {
    const root = i === 0 ? leftRoot : rightRoot;
    const next = sanitizeAmount(raw.replace(',', '.'), decimalsOf(root));
    if (next === null) return;
    const other = i === 0 ? rightRoot : leftRoot;
    const units = next ? parseUnits(next, decimalsOf(root), 'truncate') : null;
    const counter =
      units !== null && units !== undefined
        ? counterAmount(
            units,
            i === 0 ? reserves.left : reserves.right,
            i === 0 ? reserves.right : reserves.left,
            autoOn,
          )
        : undefined;
    const otherText = autoOn
      ? undefined
      : counter !== undefined
        ? maxAmountText(counter.toString(), decimalsOf(other))
        : next === ''
          ? ''
          : undefined;
    setTexts((prev) => {
      const out: [string, string] = [...prev];
      out[i] = next;
      if (otherText !== undefined && !(pairReady && empty)) out[i === 0 ? 1 : 0] = otherText;
      return out;
    });
  };

  const run = usePairAddRun({
    owner,
    leftRoot,
    rightRoot,
    account,
    pair,
    left,
    right,
    lpRoot,
    lpBalance,
    autoOn,
    setBusy,
    onSupplied: () => setTexts(['', '']),
  });

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
    { key: 'left' as const, i: 0 as const, root: leftRoot, bal: leftWallet },
    { key: 'right' as const, i: 1 as const, root: rightRoot, bal: rightWallet },
  ];

  return (
    <div className={styles.page} data-testid="add-liquidity-page">
      <h1 className={styles.title}>
        <FormattedMessage id="liquidity.add.title" />
      </h1>
      <form
        className={styles.card}
        aria-busy={formBusy}
        onSubmit={(e) => {
          e.preventDefault();
          if (step.action === 'connectWallet') void controller.connect();
          else if (step.action && !step.disabled) void run(step.action);
        }}
      >
        {sides.map(({ key, i, root, bal }) => (
          <div key={key} className={styles.field}>
            <label className={styles.field}>
              <span>{t(key === 'left' ? 'liquidity.leftToken' : 'liquidity.rightToken')}</span>
              <select
                value={root ?? ''}
                onChange={(e) => selectToken(key, e.target.value)}
                data-testid={`add-select-${key}`}
                disabled={formBusy}
              >
                <option value="">{t('liquidity.selectToken')}</option>
                {root && !findToken(tokenList.index, root) ? <option value={root}>{root}</option> : null}
                {(tokenList.tokens ?? []).map((tk) => (
                  <option key={tk.address} value={tk.address}>
                    {tk.symbol}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-${key}`}>
              <FormattedMessage id="liquidity.add.amount" values={{ symbol: symbolOf(root) || '—' }} />
            </label>
            <div className={styles.amountRow}>
              <input
                id={`${id}-${key}`}
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.0"
                value={texts[i]}
                onChange={(e) => setText(i, e.target.value)}
                disabled={!root || formBusy}
                data-testid={`add-amount-${key}`}
              />
              {root && bal && BigInt(bal) + dexBalanceOf(root) > 0n ? (
                <Button
                  size="sm"
                  onClick={() =>
                    setText(i, maxAmountText((BigInt(bal) + dexBalanceOf(root)).toString(), decimalsOf(root)))
                  }
                  disabled={formBusy}
                  data-testid={`add-max-${key}`}
                >
                  <FormattedMessage id="liquidity.max" />
                </Button>
              ) : null}
            </div>
            {root && bal !== undefined ? (
              <p className={styles.subtitle} data-testid={`add-wallet-balance-${key}`} data-value={bal}>
                <FormattedMessage
                  id="liquidity.add.walletBalance"
                  values={{ amount: formatAmount(bal, decimalsOf(root)), symbol: symbolOf(root) }}
                />
              </p>
            ) : null}
          </div>
        ))}

        <div className={styles.rowItem}>
          <label htmlFor={`${id}-auto`}>
            <FormattedMessage id="liquidity.add.autoExchange" />
          </label>
          <Switch.Root
            id={`${id}-auto`}
            className={styles.switch}
            checked={autoOn}
            disabled={!auto.available || auto.forced || formBusy}
            onCheckedChange={(v) => setAutoExchange(v)}
            data-testid="add-auto-exchange"
          >
            <Switch.Thumb className={styles.switchThumb} />
          </Switch.Root>
        </div>
        <p className={styles.subtitle}>
          <FormattedMessage id="liquidity.add.autoExchangeNote" />
        </p>

        {owner && leftRoot && rightRoot && !samePair ? (
          <PairLiquidityPreview
            accountAddress={account.data?.deployed ? account.data.address : undefined}
            lpRoot={lpRoot}
            pairAddress={pairReady ? pair.data?.address : undefined}
            sides={[
              { symbol: symbolOf(leftRoot), decimals: decimalsOf(leftRoot), reserve: reserves.left },
              { symbol: symbolOf(rightRoot), decimals: decimalsOf(rightRoot), reserve: reserves.right },
            ]}
            lpSupply={lpSupply}
            lpBalance={lpBalance}
            dex={{
              rows: dexRows,
              busyRoot: withdraw.busyRoot,
              disabled: !!busy,
              onWithdraw: (row) => void withdraw.withdraw(row),
            }}
          />
        ) : null}

        <Button
          type="submit"
          variant="primary"
          disabled={step.disabled}
          aria-busy={step.busy}
          data-testid="add-submit"
          data-action={step.action ?? ''}
        >
          {t(step.label, step.values)}
        </Button>
      </form>
    </div>
  );
}
