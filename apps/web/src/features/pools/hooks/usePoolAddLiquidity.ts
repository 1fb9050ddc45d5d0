import { useState } from 'react';
import { useWallet, useWalletController } from '@/shared/chain';
import { useTokenDecimals, useTokenList } from '@/shared/tokens';
import { maxText, poolForm } from '../logic/addLiquidityForm';
import type { AddTask } from '../logic/addLiquidityRun';
import { sanitizeAmountInput } from '@tycho/units';
import { useAddLiquidityRun } from './useAddLiquidityRun';
import { useDexWithdraw } from './useDexWithdraw';
import { useDexAccount, useWalletBalances } from './useLiquidityChainData';
import { useLiquidityPool } from './useLiquidityPool';
import { useLpToken } from './useLpToken';

const EMPTY: string[] = [];

/**
 * The N-pool add-liquidity form (spec 4.9): an amount per token, a deposit per short token, then supply. Reads
 * the pool, the DEX account, the balances and decimals; `poolForm` decides, `useAddLiquidityRun` runs a task.
 */
export function usePoolAddLiquidity(address: string | undefined) {
  const wallet = useWallet();
  const controller = useWalletController();
  const tokenList = useTokenList();
  const { pool, missing } = useLiquidityPool({ address });
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const roots = pool?.meta.currencyAddresses ?? EMPTY;
  const symbols = pool?.meta.currencies ?? EMPTY;
  const lpRoot = pool?.meta.lpAddress;
  const dec = useTokenDecimals(roots, tokenList.index);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<AddTask>();

  const account = useDexAccount(owner);
  const walletBalances = useWalletBalances(lpRoot ? [...roots, lpRoot] : EMPTY, owner);
  const lp = useLpToken(lpRoot);
  const withdraw = useDexWithdraw(owner, account.data?.deployed ? account.data.address : undefined);
  const decimals = roots.map((root) => dec.decimals.get(root));

  const form = poolForm({
    walletStatus: wallet.status,
    owner,
    roots,
    symbols,
    texts,
    decimals,
    walletBalances,
    lpRoot,
    lp,
    poolKnown: !!pool,
    account: { data: account.data, pending: account.isPending },
    busy,
    withdrawingRoot: withdraw.busyRoot,
  });

  const run = useAddLiquidityRun({
    kind: 'pool',
    owner,
    roots,
    account,
    sides: form.sides,
    lpRoot,
    lpBalance: form.lpBalance,
    lpDecimals: lp?.decimals,
    autoChange: true,
    setBusy,
    // with the busy flag, so spent amounts never read as a clickable "Deposit …"
    onSupplied: () => setTexts({}),
  });

  const editAmount = (index: number, raw: string) => {
    const d = decimals[index];
    const next = d === undefined ? null : sanitizeAmountInput(raw, d);
    if (next !== null) setTexts((p) => ({ ...p, [index]: next }));
  };
  const maxOf = (index: number) =>
    maxText(walletBalances?.[index], form.sides[index]?.dexBalance ?? 0n, decimals[index]);

  const submit = () => {
    const { action, disabled } = form.step;
    if (!action || disabled) return;
    if (action === 'connectWallet') void controller.connect();
    else if (action === 'checkAccount') void account.refetch();
    else if (action === 'deployAccount' || action === 'connectPool' || action === 'supply') void run({ op: action });
  };

  return {
    pool,
    missing,
    owner,
    roots,
    symbols,
    decimals,
    texts,
    walletBalances,
    lp,
    account: account.data,
    form,
    withdraw,
    busy: !!busy,
    formBusy: !!busy || !!withdraw.busyRoot,
    editAmount,
    maxOf,
    deposit: (index: number) => void run({ op: 'deposit', index }),
    submit,
  };
}
