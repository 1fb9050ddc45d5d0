import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { useWallet, useWalletController } from '@/shared/chain';
import { formatAmount } from '@/shared/lib/format';
import { parseUnits } from '@tycho/units';
import { useTokenDecimals, useTokenList } from '@/shared/tokens';
import { Button } from '@/shared/ui/Button';
import { config } from '@/shared/config';
import { notify } from '@/shared/ui';
import {
  accountStateOf,
  depositAmount,
  isSideInsufficient,
  needsDeposit,
  nPoolSupplyStep,
  poolConnectState,
  receivedLp,
  type SideInput,
} from './logic/addLiquiditySteps';
import { DexBalancesPanel } from './ui/DexBalancesPanel';
import { dexBalanceRows } from './logic/dexWithdraw';
import { addLiquidityGasOp, liquidityGas } from './logic/gas';
import { liquidityStepNotice, runLiquidityStep } from './logic/liquidityStep';
import { DEFAULT_LP_DECIMALS, formatLpBalance, formatShare, userSharePercent } from './logic/poolMath';
import { maxAmountText, sanitizeAmount } from './logic/removeLiquidity';
import { useDexWithdraw } from './hooks/useDexWithdraw';
import { useDexAccount, useLpInfo, useWalletBalances } from './hooks/useLiquidityChainData';
import { useLiquidityPool } from './hooks/useLiquidityPool';
import styles from './ui/styles';

const chain = () => import('./chain/addLiquidityChain');
const lpChain = () => import('./chain/liquidityChain');
const EMPTY: string[] = [];

/** `/pools/:address/liquidity/add`: an amount per token, a deposit button per short token, then supply. */
export default function PoolAddLiquidityScreen() {
  const { address } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const show = (n: ReturnType<typeof liquidityStepNotice>) => notify(t(n.id, n.values), n.kind);
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

  const account = useDexAccount(owner);
  const balanceRoots = lpRoot ? [...roots, lpRoot] : EMPTY;
  const balances = useWalletBalances(balanceRoots, owner);
  const lpInfo = useLpInfo(lpRoot, owner);
  const withdraw = useDexWithdraw(owner, account.data?.deployed ? account.data.address : undefined);

  if (pool && roots.length === 2) return <Navigate to={`/liquidity/add/${roots[0]}/${roots[1]}`} replace />;

  const decimalsOf = (i: number) => dec.decimals.get(roots[i] ?? '') ?? 18;
  const symbols = pool?.meta.currencies ?? EMPTY;
  const dexBalanceOf = (i: number) => BigInt(account.data?.balances[(roots[i] ?? '').toLowerCase()] ?? '0');
  const sides: SideInput[] = roots.map((_, i) => ({
    symbol: symbols[i] ?? '',
    amount: texts[i]?.trim() ? (parseUnits(texts[i], decimalsOf(i), 'truncate') ?? undefined) : undefined,
    walletBalance: balances?.[i] === undefined ? undefined : BigInt(balances[i]),
    dexBalance: dexBalanceOf(i),
    depositing: busy === `deposit${i}`,
  }));
  const lpBalance = balances?.[roots.length];
  const dexRows = account.data?.deployed
    ? dexBalanceRows(
        account.data.balances,
        roots.map((root, i) => ({ root, symbol: symbols[i] ?? '', decimals: decimalsOf(i) })),
        lpRoot && lpInfo ? { root: lpRoot, symbol: lpInfo.symbol, decimals: lpInfo.decimals } : undefined,
      )
    : [];
  const formBusy = !!busy || !!withdraw.busyRoot;
  const poolState = poolConnectState(account.data?.wallets, [...roots, lpRoot], busy === 'connectPool');
  const step = nPoolSupplyStep({
    walletStatus: wallet.status,
    account: owner ? accountStateOf(account.data, account.isPending, busy === 'deployAccount') : 'unknown',
    pool: pool ? poolState : 'unknown',
    sides,
    supplying: busy === 'supply',
    withdrawing: dexRows.find((r) => r.root === withdraw.busyRoot)?.symbol,
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
    const accountAddress = account.data?.address;
    if (!owner || !pool || !lpRoot || !accountAddress) return;
    setBusy(action);
    const c = await chain();
    const lpBefore = lpBalance;
    const depositIndex = action.startsWith('deposit') ? Number(action.slice(7)) : -1;
    const op = depositIndex >= 0 ? 'deposit' : (action as 'deployAccount' | 'connectPool' | 'supply');
    const outcome = await runLiquidityStep({
      gas: () => liquidityGas(client, config.dexGasValues, addLiquidityGasOp(op, roots.length, true)),
      send: async (gas) => {
        if (action === 'deployAccount') await c.sendDeployAccount(owner, gas);
        else if (action === 'connectPool') await c.sendConnectPool(owner, accountAddress, roots, gas);
        else if (depositIndex >= 0)
          await c.sendDeposit(
            owner,
            accountAddress,
            roots[depositIndex]!,
            depositAmount(sides[depositIndex]!).toString(),
            gas,
          );
        else if (action === 'supply')
          await c.sendSupply({
            owner,
            account: accountAddress,
            operations: roots.map((root, i) => ({ root, amount: (sides[i]?.amount ?? 0n).toString() })),
            lpRoot,
            autoChange: true,
            gas,
          });
      },
      done: async () => {
        if (action === 'supply')
          return (await (await lpChain()).readWalletBalance(lpRoot, owner)) !== (lpBefore ?? '0');
        const a = await c.readDexAccount(owner);
        if (action === 'deployAccount') return a.deployed;
        if (action === 'connectPool') return poolConnectState(a.wallets, [...roots, lpRoot], false) === 'connected';
        return BigInt(a.balances[roots[depositIndex]!.toLowerCase()] ?? '0') >= (sides[depositIndex]?.amount ?? 0n);
      },
      attempts: 120,
    });
    if (outcome.kind !== 'settled') {
      setBusy(undefined);
      show(liquidityStepNotice(outcome, { op }));
      return;
    }
    const supplied = action === 'supply' && outcome.done;
    const lpAfter = supplied
      ? await (await lpChain()).readWalletBalance(lpRoot, owner).catch(() => lpBefore)
      : undefined;
    await new Promise((r) => setTimeout(r, 30)); // spec 4.8: balances re-sync 30 ms after the transaction
    await Promise.all([
      account.refetch(),
      client.invalidateQueries({ queryKey: ['chain', 'tokenBalances', owner] }),
    ]).catch((error: unknown) => console.warn('Sync pool user data error', error));
    void client.invalidateQueries({ queryKey: ['dex', 'pool'] });
    if (supplied) setTexts({}); // with the busy flag, so spent amounts never read as a clickable "Deposit …"
    setBusy(undefined);
    const lpText = formatLpBalance(receivedLp(lpBefore, lpAfter).toString(), DEFAULT_LP_DECIMALS);
    show(liquidityStepNotice(outcome, { op, symbol: sides[depositIndex]?.symbol, receivedLp: lpText }));
  };

  const mainConnected = owner && account.data?.deployed && poolState === 'connected';

  return (
    <div className={styles.page} data-testid="pool-add-liquidity-page">
      <h1 className={styles.title}>
        <FormattedMessage id="liquidity.add.title" />
      </h1>
      {missing ? (
        <div className={styles.warning} role="alert">
          <FormattedMessage id="liquidity.poolMissing" />
        </div>
      ) : null}
      {pool ? (
        <p className={styles.subtitle}>
          <Link to={`/pools/${pool.meta.poolAddress}`}>{symbols.join('/')}</Link>
        </p>
      ) : null}
      <form
        className={styles.card}
        aria-busy={formBusy}
        onSubmit={(e) => {
          e.preventDefault();
          if (step.action && !step.disabled) void run(step.action);
        }}
      >
        {roots.map((root, i) => (
          <div key={root} className={styles.field}>
            <label htmlFor={`${id}-${i}`}>
              <FormattedMessage id="liquidity.add.amount" values={{ symbol: symbols[i] ?? '' }} />
            </label>
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
                disabled={formBusy}
                data-testid={`pool-add-amount-${i}`}
              />
              {balances && BigInt(balances[i] ?? '0') + dexBalanceOf(i) > 0n ? (
                <Button
                  size="sm"
                  disabled={formBusy}
                  onClick={() =>
                    setTexts((p) => ({
                      ...p,
                      [i]: maxAmountText((BigInt(balances[i] ?? '0') + dexBalanceOf(i)).toString(), decimalsOf(i)),
                    }))
                  }
                >
                  <FormattedMessage id="liquidity.max" />
                </Button>
              ) : null}
              {mainConnected && sides[i] && (needsDeposit(sides[i]) || sides[i].depositing) ? (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={formBusy || sides[i].walletBalance === undefined || isSideInsufficient(sides[i])}
                  aria-busy={sides[i].depositing}
                  onClick={() => void run(`deposit${i}`)}
                  data-testid={`pool-add-deposit-${i}`}
                >
                  {t(sides[i].depositing ? 'liquidity.add.step.depositing' : 'liquidity.add.step.deposit', {
                    symbol: symbols[i] ?? '',
                  })}
                </Button>
              ) : null}
            </div>
            {balances ? (
              <p className={styles.subtitle}>
                <FormattedMessage
                  id="liquidity.add.walletBalance"
                  values={{ amount: formatAmount(balances[i] ?? '0', decimalsOf(i)), symbol: symbols[i] ?? '' }}
                />
                {' · '}
                <span data-testid={`pool-add-dex-balance-${i}`}>
                  <FormattedMessage
                    id="liquidity.add.dexBalance"
                    values={{ amount: formatAmount(dexBalanceOf(i).toString(), decimalsOf(i)) }}
                  />
                </span>
              </p>
            ) : null}
          </div>
        ))}
        {pool && owner ? (
          <dl className={styles.rows} data-testid="pool-add-position">
            <div className={styles.rowItem}>
              <dt>
                <FormattedMessage id="liquidity.add.dexAccount" />
              </dt>
              <dd>{account.data?.deployed ? account.data.address.slice(0, 10) + '…' : '—'}</dd>
            </div>
            <div className={styles.rowItem}>
              <dt>
                <FormattedMessage id="pools.user.lpBalance" />
              </dt>
              <dd data-testid="pool-add-lp-balance" data-value={lpBalance ?? '0'}>
                {formatLpBalance(lpBalance ?? '0', DEFAULT_LP_DECIMALS)}
              </dd>
            </div>
            <div className={styles.rowItem}>
              <dt>
                <FormattedMessage id="pools.user.share" />
              </dt>
              <dd data-testid="pool-add-lp-share">{formatShare(userSharePercent(lpBalance ?? '0', pool.lpLocked))}</dd>
            </div>
          </dl>
        ) : null}
        {pool && owner && account.data?.deployed ? (
          <DexBalancesPanel
            rows={dexRows}
            busyRoot={withdraw.busyRoot}
            disabled={!!busy}
            onWithdraw={(row) => void withdraw.withdraw(row)}
          />
        ) : null}
        <Button
          type="submit"
          variant="primary"
          disabled={step.disabled}
          aria-busy={step.busy}
          data-testid="pool-add-submit"
        >
          {t(step.label, step.values)}
        </Button>
      </form>
    </div>
  );
}
