/**
 * The swap card's wiring (spec 4.1, 4.2): tokens from the URL, the form's state machine (logic/swapState), the
 * quote and balance queries, and the send's steps moving the machine on. Every decision is made in logic/.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useDeferredValue, useReducer } from 'react';
import type { Route } from '@tycho/api';
import { useWallet } from '@/shared/chain';
import { useContractsWatch } from '@/shared/chain/useContractsWatch';
import { balanceOrZero } from '@/shared/lib/balanceOrZero';
import { formatAmount } from '@/shared/lib/format';
import { WALLET_TOKEN_BALANCE, walletTokenBalanceKey } from '@/shared/tokenPicker';
import { swapApi } from '../api/swapApi';
import { sameQuote, type Direction } from '../logic/swapForm';
import { SWAP_POOL_WATCH } from '../logic/swapLogic';
import { initialSwapState, isProcessing, sendInputOf, swapReducer, swapViewOf, typedSwapOf } from '../logic/swapState';
import { readAmounts, writeAmounts } from '../logic/swapStorage';
import { localStore } from './storage';
import { swapChain } from './swapChainLoader';
import { useSlippage } from './useSlippage';
import { useSwapSend } from './useSwapSend';
import { useSwapTokens } from './useSwapTokens';
import { useOneCoinPool } from './useOneCoinPool';

export type { Direction } from '../logic/swapForm';
export { COMBINED, NATIVE_URL, type SwapToken } from '../logic/swapTokens';
export { DEFAULT_RIGHT_SYMBOL, type UrlProblem } from './useSwapTokens';

export function useSwap() {
  const wallet = useWallet();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const queryClient = useQueryClient();
  const sides = useSwapTokens();
  const { list, wrappedRoot, left, right } = sides;
  const [form, dispatch] = useReducer(swapReducer, undefined, () => initialSwapState(readAmounts(localStore())));
  const [slippage, setSlippage] = useSlippage();
  const oneCoinPool = useOneCoinPool(left, right);
  const send = useSwapSend();
  const listed = list.tokens?.map((t) => t.address);
  const typed = typedSwapOf({ state: form, left, right, wrappedRoot, slippagePercent: slippage, listed });
  const processing = isProcessing(form.phase);

  // React renders each keystroke first and the quote's request after it, as a deferred value (no fixed debounce):
  // the field never waits for the quote, a request starts as soon as typing leaves the thread idle, and a request
  // overtaken by a newer amount is aborted (React Query's signal) and never shown
  const quoteKey = useDeferredValue(typed.request);
  const current = sameQuote(quoteKey, typed.request);
  const quote = useQuery({
    queryKey: ['swapRoute', quoteKey],
    queryFn: ({ signal }) => swapApi.route(quoteKey!, { signal }),
    enabled: !!quoteKey && current,
    refetchInterval: processing ? false : 15_000,
    retry: false,
  });

  const balanceQuery = (root: string | undefined) => ({
    queryKey: walletTokenBalanceKey(root, owner),
    queryFn: async () => (await swapChain()).readTokenBalance(root!, owner!),
    enabled: !!root && !!owner,
    staleTime: 10_000,
  });
  const nativeBalance = owner ? wallet.balance : undefined;
  // spec 8: a balance that cannot be read shows 0, as on the liquidity forms
  const leftTokenBalance = balanceOrZero(useQuery(balanceQuery(left?.native ? undefined : left?.routeAddress)));
  const rightTokenBalance = balanceOrZero(useQuery(balanceQuery(right?.native ? undefined : right?.routeAddress)));
  const refreshBalances = () => void queryClient.invalidateQueries({ queryKey: [WALLET_TOKEN_BALANCE] });

  const view = swapViewOf({
    state: form,
    typed,
    left,
    right,
    owner,
    preparing: list.isLoading || wallet.status === 'checking' || wallet.status === 'connecting',
    quote: {
      current,
      data: quote.data,
      isError: quote.isError,
      isFetching: quote.isFetching,
      isSuccess: quote.isSuccess,
    },
    slippagePercent: slippage,
    leftTokenBalance,
    rightTokenBalance,
    nativeBalance,
    oneCoinPool,
  });
  // the route's pools are watched: a state change re-syncs balances, then the route recalculates (spec 4.2)
  useContractsWatch(
    view.route?.steps.map((s) => s.poolAddress) ?? [],
    () => {
      refreshBalances();
      void quote.refetch();
    },
    !!owner && !view.processing,
    SWAP_POOL_WATCH,
  );

  // the typed amount survives a reload (spec 9 `amounts`): only the typed side is stored
  const edit = (side: Direction) => (text: string) => {
    writeAmounts(localStore(), side, text);
    dispatch({ type: 'edit', side, text });
  };
  const reverse = () => {
    if (view.processing) return;
    const reversed: Direction = view.direction === 'ltr' ? 'rtl' : 'ltr';
    writeAmounts(localStore(), reversed, reversed === 'ltr' ? view.rightText : view.leftText);
    dispatch({ type: 'reverse', shown: { left: view.leftText, right: view.rightText } });
    sides.reverse();
  };
  const clearStored = () => writeAmounts(localStore(), 'ltr', '');

  /** The popup confirmed `route` with its call id: prepare the call, sign it, await its status. */
  const confirm = async (route: Route, callId: string) => {
    const { sendBase } = view;
    if (!sendBase || !left || !right || left.decimals === undefined || right.decimals === undefined) return;
    dispatch({ type: 'confirm' });
    const prepared = await send.prepare(sendInputOf(sendBase, route, callId));
    if (prepared.kind === 'rateChanged') {
      // the same pools: a low-liquidity route stays flagged in the re-quote
      const fresh = { ...prepared.route, lowLiquidity: prepared.route.lowLiquidity || route.lowLiquidity };
      dispatch({ type: 'prepared', result: 'rateChanged', route: fresh, live: view.route });
      return;
    }
    dispatch({ type: 'prepared', result: prepared.kind });
    if (prepared.kind !== 'ready') return refreshBalances();
    const signed = await send.sign(prepared.call, sendBase.owner);
    if (signed !== 'signed') {
      dispatch({ type: 'sendFailed', rejected: signed === 'rejected' });
      return refreshBalances();
    }
    clearStored();
    dispatch({ type: 'signed' });
    const outcome = await send.settle(prepared.call, {
      owner: sendBase.owner,
      left: { symbol: left.symbol, decimals: left.decimals },
      right: { symbol: right.symbol, decimals: right.decimals },
      paidUnits: view.leftUnits,
      slippagePercent: sendBase.slippagePercent,
    });
    dispatch({ type: 'settled', outcome });
    refreshBalances();
  };

  /** Wrap or unwrap what is typed (spec 4.5): send, clear the form, wait for the wrapped balance to change. */
  const convert = async () => {
    const units = view.leftUnits;
    if (!owner || !wrappedRoot || !units || !right || left?.decimals === undefined) return;
    const kind = view.mode === 'wrap' ? 'wrap' : 'unwrap';
    const names = { amount: formatAmount(units, left.decimals), symbol: left.symbol, target: right.symbol };
    const input = { kind, owner, wrappedRoot, units, names } as const;
    dispatch({ type: 'convert' });
    const sent = await send.convert(input);
    if (!sent.sent) {
      dispatch({ type: 'converted', outcome: sent.rejected ? 'rejected' : 'failed' });
      return refreshBalances();
    }
    clearStored();
    dispatch({ type: 'converted', outcome: 'sent' });
    await send.settleConversion(input, sent.before);
    dispatch({ type: 'conversionSettled' });
    refreshBalances();
  };

  return {
    ...view,
    list,
    owner,
    wrappedRoot,
    nativeBalance,
    left,
    right,
    editLeft: edit('ltr'),
    editRight: edit('rtl'),
    reverse,
    selectToken: (side: 'left' | 'right', address: string) => sides.select(side, address, view.conversion),
    slippage,
    setSlippage,
    retryQuote: () => void quote.refetch(),
    urlProblems: sides.problems,
    /** A URL token outside the active list awaiting the import warning's confirmation. */
    pendingImport: sides.pendingImport,
    /** The withdrawal pool's balance of the right token (one-coin withdrawal). */
    poolBalance: oneCoinPool.balance,
    open: () => dispatch({ type: 'open' }),
    cancel: () => dispatch({ type: 'cancel' }),
    confirm,
    convert,
  };
}
export type SwapModel = ReturnType<typeof useSwap>;
