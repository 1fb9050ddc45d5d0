import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWallet, useWalletController, useWalletPending } from '@/shared/chain';
import { useContractsWatch } from '@/shared/chain/useContractsWatch';
import { useTokenDecimals, useTokenList } from '@/shared/tokens';
import { maxText, poolForm } from '../logic/addLiquidityForm';
import { depositAmount } from '../logic/addLiquiditySteps';
import type { AddTask } from '../logic/addLiquidityRun';
import { editAmounts, expectedLpRequest, type FieldAmounts } from '../logic/pairAmounts';
import { nextSupply } from '../logic/supplyPreview';
import { useAddLiquidityRun } from './useAddLiquidityRun';
import { useDexWithdraw } from './useDexWithdraw';
import { useExpectedLp } from './useExpectedLp';
import { ACCOUNT_WATCH, PAIR_EVENTS, useDexAccount, useWalletBalances } from './useLiquidityChainData';
import { useLiquidityPool } from './useLiquidityPool';
import { useLpToken } from './useLpToken';
import type { DepositAsk } from './liquidityGas';
import { useSupplyPreview } from './useSupplyPreview';

const EMPTY: string[] = [];

/** A token's deposit into the DEX account the user asked for (the popup previews `ask`, the run sends it). */
export interface AskedDeposit {
  index: number;
  symbol: string;
  decimals: number | undefined;
  ask: DepositAsk;
}
const NO_AMOUNTS: FieldAmounts = { texts: [], typed: [] };

/**
 * The N-pool add-liquidity form (spec 4.9): an amount per token, a deposit per short token, then supply. Reads
 * the pool, the DEX account, the balances and decimals; `poolForm` decides, `useAddLiquidityRun` runs a task.
 */
export function usePoolAddLiquidity(address: string | undefined) {
  const wallet = useWallet();
  const controller = useWalletController();
  const walletPending = useWalletPending();
  const tokenList = useTokenList();
  const { pool, missing, loadError, retry } = useLiquidityPool({ address });
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const roots = pool?.meta.currencyAddresses ?? EMPTY;
  const symbols = pool?.meta.currencies ?? EMPTY;
  const lpRoot = pool?.meta.lpAddress;
  const dec = useTokenDecimals(roots, tokenList.index);
  const client = useQueryClient();
  const [amounts, setAmounts] = useState<FieldAmounts>(NO_AMOUNTS);
  const [busy, setBusy] = useState<AddTask>();
  const [askedDeposit, setAskedDeposit] = useState<AskedDeposit>();

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
    texts: amounts.texts,
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
    lpSymbol: lp?.symbol,
    poolName: symbols.join('/'),
    autoChange: true,
    setBusy,
    // with the busy flag, so spent amounts never read as a clickable "Deposit …"
    onSupplied: () => setAmounts(NO_AMOUNTS),
  });

  // spec 4.9, 9: the pool and the DEX account are watched; a change re-reads the pool, the balances and the account
  const poolAddress = pool?.meta.poolAddress;
  useContractsWatch(
    poolAddress ? [poolAddress] : [],
    () => {
      void client.invalidateQueries({ queryKey: ['dex', 'pool', poolAddress?.toLowerCase()] });
      void client.invalidateQueries({ queryKey: ['chain', 'tokenBalances', owner] });
    },
    !!owner && !!poolAddress,
    PAIR_EVENTS,
  );
  useContractsWatch(
    account.data ? [account.data.address] : [],
    () => void account.refetch(),
    !!owner && !!account.data,
    ACCOUNT_WATCH,
  );
  const emptyPool = pool?.lpLocked === '0';
  const expectedLpAsk = expectedLpRequest({
    pool: poolAddress,
    kind: pool ? 'stablepool' : undefined,
    amounts: form.sides.map((side) => side.amount),
    autoChange: true,
  });
  const expectedLp = useExpectedLp(expectedLpAsk, `${pool?.lpLocked}:${pool?.volumesLocked.join(',')}`, !!owner);

  /** Takes typed text; false when it is refused (the field shows its value again). */
  const editAmount = (index: number, raw: string): boolean => {
    const next = editAmounts(amounts, index, raw, { decimals, emptyPool });
    if (next) setAmounts(next);
    return !!next;
  };
  const maxOf = (index: number) =>
    maxText(walletBalances?.[index], form.sides[index]?.dexBalance ?? 0n, decimals[index]);

  // the supply the button offers, previewed before signing (issue 43); the send signs the previewed call id
  const supply = useSupplyPreview(
    nextSupply({
      owner,
      account: account.data,
      roots,
      lpRoot,
      autoChange: true,
      step: form.step,
      sides: form.sides,
    }),
  );

  const submit = () => {
    const { action, disabled } = form.step;
    if (!action || disabled) return;
    if (action === 'connectWallet') void controller.connect();
    else if (action === 'checkAccount') void account.refetch();
    else if (action === 'supply') {
      if (!supply?.blocks) void run({ op: 'supply', callId: supply?.callId });
    } else if (action === 'deployAccount' || action === 'connectPool') void run({ op: action });
  };

  return {
    pool,
    missing,
    loadError,
    retry,
    /**
     * The pool, the tokens' decimals (the token list, or the chain for an unlisted token), the wallet check, the
     * balances or the DEX account still loading: the form's fields wait and appear together with their amounts, so
     * nothing in it moves down as the data arrives (no layout shift).
     */
    settling:
      !missing &&
      !loadError &&
      (!pool ||
        dec.pending.size > 0 ||
        walletPending ||
        (!!owner && (walletBalances === undefined || account.isPending))),
    owner,
    roots,
    symbols,
    decimals,
    texts: amounts.texts,
    expectedLp,
    expectedLpAsked: !!expectedLpAsk,
    walletBalances,
    lp,
    account: account.data,
    form,
    withdraw,
    busy: !!busy,
    formBusy: !!busy || !!withdraw.busyRoot,
    editAmount,
    maxOf,
    /** The deposit of a token the user asked for, confirmed in a popup with its preview before signing. */
    askedDeposit,
    deposit: (index: number) => {
      const side = form.sides[index];
      const root = roots[index];
      if (!owner || !account.data?.deployed || !side || !root || busy) return;
      setAskedDeposit({
        index,
        symbol: side.symbol,
        decimals: decimals[index],
        ask: { owner, account: account.data.address, root, amount: depositAmount(side) },
      });
    },
    confirmDeposit: () => {
      if (!askedDeposit) return;
      setAskedDeposit(undefined);
      void run({ op: 'deposit', index: askedDeposit.index });
    },
    cancelDeposit: () => setAskedDeposit(undefined),
    /** The preview before signing of the supply the button offers, if it offers one. */
    supplyPreview: supply,
    submit,
  };
}
