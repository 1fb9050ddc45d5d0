import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@/shared/lib/router';
import { useWallet, useWalletController, useWalletPending } from '@/shared/chain';
import { useContractsWatch } from '@/shared/chain/useContractsWatch';
import { useTokenDecimals, useTokenList } from '@/shared/tokens';
import { maxText, pairForm } from '../logic/addLiquidityForm';
import { editPairAmount, NO_PAIR_AMOUNTS, type PairAmounts } from '../logic/pairAmounts';
import type { AddTask } from '../logic/addLiquidityRun';
import { readyLpRoot } from '../logic/addLiquiditySteps';
import {
  nextDeposit,
  pairChoice,
  pairSettling,
  pairSubmit,
  poolTypeOf,
  sideDecimals,
  sideSymbols,
} from '../logic/pairAddView';
import { selectPairToken, type PairRoute, type PairSide } from '../logic/pairRoute';
import { useAddLiquidityRun } from './useAddLiquidityRun';
import { nextSupply } from '../logic/supplyPreview';
import { useDepositPreview } from './useDepositPreview';
import { useSupplyPreview } from './useSupplyPreview';
import { useDexWithdraw } from './useDexWithdraw';
import { useExpectedLp } from './useExpectedLp';
import { ACCOUNT_WATCH, PAIR_EVENTS, useDexAccount, usePairInfo, useWalletBalance } from './useLiquidityChainData';
import { useLiquidityPool } from './useLiquidityPool';
import { useLpToken } from './useLpToken';
import { usePairTokens } from './usePairTokens';

/**
 * The pair add-liquidity form (spec 4.8): reads the DEX account, the pair, the balances and decimals, keeps the
 * amount texts, and runs the step the button shows. `pairForm` and `logic/pairAddView` decide what it all means.
 */
export function usePairAddLiquidity(route: PairRoute) {
  const { left, right } = route;
  const navigate = useNavigate();
  const wallet = useWallet();
  const controller = useWalletController();
  const walletPending = useWalletPending();
  const tokenList = useTokenList();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const { roots, samePair } = pairChoice(route);
  const dec = useTokenDecimals(
    [left, right].filter((r): r is string => !!r),
    tokenList.index,
  );
  const client = useQueryClient();
  const [amounts, setAmounts] = useState<PairAmounts>(NO_PAIR_AMOUNTS);
  const [autoExchange, setAutoExchange] = useState(false);
  const [busy, setBusy] = useState<AddTask>();

  const account = useDexAccount(owner);
  const pair = usePairInfo(left, right, !!owner && !samePair);
  const apiPool = useLiquidityPool({ left, right });
  const walletBalances = [useWalletBalance(left, owner), useWalletBalance(right, owner)] as const;
  const lpRoot = readyLpRoot(pair.data);
  const lpBalance = useWalletBalance(lpRoot, owner);
  const lp = useLpToken(lpRoot);
  const withdraw = useDexWithdraw(owner, account.data?.deployed ? account.data.address : undefined);

  const tokens = usePairTokens(left, right, tokenList);
  const decimals = sideDecimals(route, dec.decimals);
  const symbols = sideSymbols(tokens);
  const form = pairForm({
    walletStatus: wallet.status,
    owner,
    tokenListLoading: tokenList.isLoading,
    left,
    right,
    amounts,
    decimals,
    symbols,
    walletBalances,
    account: { data: account.data, pending: account.isPending },
    pair: { data: pair.data, pending: pair.isPending },
    poolType: poolTypeOf(apiPool),
    lp,
    autoExchange,
    busy,
    withdrawingRoot: withdraw.busyRoot,
  });

  // spec 4.8, 9: the pool and the DEX account are watched; a change re-reads them (reserves, LP supply, the other
  // amount, the expected LP and the user's LP balance follow)
  const pairAddress = pair.data?.deployed ? pair.data.address : undefined;
  useContractsWatch(
    pairAddress ? [pairAddress] : [],
    () => {
      void pair.refetch();
      void client.invalidateQueries({ queryKey: ['chain', 'tokenBalance', lpRoot?.toLowerCase(), owner] });
    },
    !!owner && !!pairAddress,
    PAIR_EVENTS,
  );
  useContractsWatch(
    account.data ? [account.data.address] : [],
    () => void account.refetch(),
    !!owner && !!account.data,
    ACCOUNT_WATCH,
  );
  const expectedLp = useExpectedLp(
    form.expectedLp,
    `${form.lpSupply}:${form.reserves.left}:${form.reserves.right}`,
    !!owner,
  );

  /** Takes typed text; false when it is refused (the field shows its value again). */
  const editAmount = (index: 0 | 1, raw: string): boolean => {
    const next = editPairAmount(amounts, index, raw, { decimals, emptyPool: form.empty });
    if (next) setAmounts(next);
    return !!next;
  };
  const changeAutoExchange = (on: boolean) => {
    // the amounts stay as shown (with auto exchange on, each field keeps what it holds)
    setAmounts((a) => ({ ...a, texts: form.texts }));
    setAutoExchange(on);
  };
  /** The text Max puts in a field, or undefined when Max is not offered. */
  const maxOf = (index: 0 | 1) => maxText(walletBalances[index], form.sides[index]?.dexBalance ?? 0n, decimals[index]);

  const run = useAddLiquidityRun({
    kind: 'pair',
    owner,
    roots,
    account,
    pair,
    sides: form.sides,
    lpRoot,
    lpBalance,
    lpDecimals: lp?.decimals,
    lpSymbol: lp?.symbol,
    poolName: `${symbols[0]}/${symbols[1]}`,
    autoChange: form.autoOn,
    setBusy,
    onSupplied: () => setAmounts(NO_PAIR_AMOUNTS),
  });

  // the next step's DEX account deposit or supply, previewed before signing (issue 43)
  const deposit = useDepositPreview(nextDeposit({ owner, account: account.data, roots, form }));
  const supply = useSupplyPreview(
    nextSupply({
      owner,
      account: account.data,
      roots,
      lpRoot,
      autoChange: form.autoOn,
      step: form.step,
      sides: form.sides,
    }),
  );
  const stepPreview = deposit ?? supply;

  const submit = () => {
    const intent = pairSubmit(form.step, !!stepPreview?.blocks);
    if (intent?.kind === 'connect') void controller.connect();
    else if (intent?.kind === 'checkAccount') void account.refetch();
    else if (intent?.kind === 'run')
      void run(intent.task.op === 'supply' ? { ...intent.task, callId: supply?.callId } : intent.task);
  };

  const selectToken = (side: PairSide, root: string) => {
    setAmounts(NO_PAIR_AMOUNTS);
    navigate(selectPairToken('add', route, side, root));
  };

  return {
    owner,
    /**
     * The token list, the wallet check, or for a connected wallet its balances, DEX account or the pair, still loading: the form waits
     * and appears whole, so nothing in it moves down as the data arrives (no layout shift).
     */
    settling: pairSettling({
      route,
      owner,
      tokenListLoading: tokenList.isLoading,
      walletPending,
      walletBalances,
      accountPending: account.isPending,
      pairPending: pair.isPending,
    }),
    tokenList,
    tokens,
    /** The pool's API read failed (server or network): shown with Retry. */
    poolLoadError: apiPool.loadError,
    retryPool: apiPool.retry,
    form,
    texts: form.texts,
    expectedLp,
    decimals,
    symbols,
    walletBalances,
    account: account.data,
    pair: pair.data,
    lpBalance,
    lp,
    withdraw,
    /** The preview before signing of the deposit or the supply the button offers, if it offers one. */
    stepPreview,
    formBusy: !!busy || !!withdraw.busyRoot,
    busy: !!busy,
    editAmount,
    maxOf,
    setAutoExchange: changeAutoExchange,
    submit,
    selectToken,
  };
}
