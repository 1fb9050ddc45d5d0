/**
 * State of the swap card (spec 4.1, 4.2): tokens from the URL, typed text, direction, the quote and balances.
 * Decisions live in logic/ (swapTokens, swapForm, swapLogic); this hook wires state, queries and navigation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useWallet } from '@/shared/chain';
import { useContractsWatch } from '@/shared/chain/useContractsWatch';
import { balanceOrZero } from '@/shared/lib/balanceOrZero';
import { WALLET_TOKEN_BALANCE, walletTokenBalanceKey } from '@/shared/tokenPicker';
import { swapApi } from '../api/swapApi';
import {
  amountUnits,
  exceedsPoolBalance,
  formSubmitState,
  leftBalanceOf,
  maxUnitsOf,
  quoteProblemOf,
  quoteRequestOf,
  sameQuote,
  shownAmounts,
  sidesOf,
  spendableOf,
  type Direction,
} from '../logic/swapForm';
import { billOf, deriveMode, NATIVE, shownMode, SWAP_POOL_WATCH, type SwapMode } from '../logic/swapLogic';
import { readAmounts, writeAmounts } from '../logic/swapStorage';
import type { SwapToken } from '../logic/swapTokens';
import { localStore } from './storage';
import { swapChain } from './swapChainLoader';
import { useSlippage } from './useSlippage';
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

  const modeKey = (t: SwapToken | undefined) => (t?.native ? NATIVE : t?.routeAddress);
  const mode: SwapMode = deriveMode(modeKey(left), modeKey(right), wrappedRoot, !!left?.combined);
  const conversion = mode === 'wrap' || mode === 'unwrap';
  // the same token on both sides (outside a conversion) cannot be swapped: the card says so
  const sameToken =
    !!left && !!right && !conversion && left.routeAddress.toLowerCase() === right.routeAddress.toLowerCase();
  const oneCoinPool = useOneCoinPool(left, right);

  // the typed amount survives a reload (spec 9 `amounts`): only the typed side comes back, the other is quoted
  const [stored] = useState(() => readAmounts(localStore()));
  const [leftText, setLeftText] = useState(stored?.leftAmount ?? '');
  const [rightText, setRightText] = useState(stored?.rightAmount ?? '');
  const [direction, setDirection] = useState<Direction>(stored?.side ?? 'ltr');
  const [processing, setProcessing] = useState(false);
  const [slippage, setSlippage] = useSlippage();

  const selectToken = (side: 'left' | 'right', address: string) => sides.select(side, address, conversion);
  const edit = (side: Direction) => (text: string) => {
    writeAmounts(localStore(), side, text);
    setDirection(side);
    (side === 'ltr' ? setLeftText : setRightText)(text);
    if (!text) (side === 'ltr' ? setRightText : setLeftText)('');
  };

  // the quote of what is typed; an answer for an older key is not shown
  const { input: inputToken } = sidesOf(direction, left, right);
  const inputUnits = amountUnits(direction === 'ltr' ? leftText : rightText, inputToken?.decimals);
  const request = quoteRequestOf({
    conversion,
    direction,
    left,
    right,
    amount: inputUnits,
    slippagePercent: slippage,
    listed: list.tokens?.map((t) => t.address),
  });
  // React renders each keystroke first and the quote's request after it, as a deferred value (no fixed debounce):
  // the field never waits for the quote, a request starts as soon as typing leaves the thread idle, and a request
  // overtaken by a newer amount is aborted (React Query's signal) and never shown
  const quoteKey = useDeferredValue(request);
  const currentKeyMatches = sameQuote(quoteKey, request);
  const quote = useQuery({
    queryKey: ['swapRoute', quoteKey],
    queryFn: ({ signal }) => swapApi.route(quoteKey!, { signal }),
    enabled: !!quoteKey && currentKeyMatches,
    refetchInterval: processing ? false : 15_000,
    retry: false,
  });
  const route = currentKeyMatches && quote.data && !quote.isError ? quote.data : undefined;
  // the route's pools are watched: a state change re-syncs balances, then the route recalculates (spec 4.2)
  useContractsWatch(
    route?.steps.map((s) => s.poolAddress) ?? [],
    () => {
      refreshBalances();
      void quote.refetch();
    },
    !!owner && !processing,
    SWAP_POOL_WATCH,
  );
  const bill = billOf(route);
  const calculating = !!inputUnits && (!currentKeyMatches || (quote.isFetching && !quote.data));
  const shown = shownAmounts({
    conversion,
    direction,
    leftText,
    rightText,
    bill,
    leftDecimals: left?.decimals,
    rightDecimals: right?.decimals,
    amountEntered: !!inputUnits,
  });

  const reverse = () => {
    if (processing) return;
    const reversed: Direction = direction === 'ltr' ? 'rtl' : 'ltr';
    writeAmounts(localStore(), reversed, reversed === 'ltr' ? shown.right : shown.left);
    setLeftText(shown.right);
    setRightText(shown.left);
    setDirection(reversed);
    sides.reverse();
  };

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
  function refreshBalances() {
    void queryClient.invalidateQueries({ queryKey: [WALLET_TOKEN_BALANCE] });
  }

  const leftUnits = amountUnits(shown.left, left?.decimals);
  const routeExists = !!route && route.steps.length > 0;
  const quoteProblem = quoteProblemOf({
    amountEntered: !!inputUnits,
    current: currentKeyMatches,
    failed: quote.isError && !quote.isFetching,
    answer: quote.isSuccess ? quote.data : undefined,
    // spec 5: a one-coin withdrawal asks less than the pool holds of the token
    exceedsPoolBalance: exceedsPoolBalance(amountUnits(shown.right, right?.decimals), oneCoinPool.balance),
  });
  const spendable = spendableOf({ connected: !!owner, left, mode, tokenBalance: leftTokenBalance, nativeBalance });
  const state = formSubmitState({
    conversion,
    connected: !!owner,
    preparing: list.isLoading || wallet.status === 'checking' || wallet.status === 'connecting',
    processing,
    calculating,
    hasLeftToken: !!left,
    hasRightToken: !!right && !sameToken,
    combined: !!left?.combined,
    amountEntered: !!inputUnits,
    quoteProblem,
    leftUnits,
    leftText: shown.left,
    spendable,
  });

  const reset = () => {
    writeAmounts(localStore(), 'ltr', '');
    setLeftText('');
    setRightText('');
    setDirection('ltr');
  };

  return {
    list,
    owner,
    // without a route yet, an LP token against a token of its stable pool is a one-coin deposit or withdrawal
    mode: shownMode(mode, route, oneCoinPool.kind),
    conversion,
    wrappedRoot,
    leftUnits,
    leftTokenBalance,
    nativeBalance,
    left,
    right,
    leftText: shown.left,
    rightText: shown.right,
    direction,
    editLeft: edit('ltr'),
    editRight: edit('rtl'),
    reverse,
    selectToken,
    slippage,
    setSlippage,
    route: routeExists ? route : undefined,
    quoteProblem,
    retryQuote: () => void quote.refetch(),
    urlProblems: sides.problems,
    /** A URL token outside the active list awaiting the import warning's confirmation. */
    pendingImport: sides.pendingImport,
    sameToken,
    /** What Max fills: the usable amount of the left side (the coin keeps its gas reserve). */
    maxUnits: maxUnitsOf(spendable),
    /** The withdrawal pool's balance of the right token (one-coin withdrawal). */
    poolBalance: oneCoinPool.balance,
    bill: routeExists ? bill : undefined,
    calculating,
    leftBalance: leftBalanceOf(left, leftTokenBalance, nativeBalance),
    rightBalance: right?.native ? nativeBalance : rightTokenBalance,
    refreshBalances,
    state,
    processing,
    setProcessing,
    reset,
  };
}
export type SwapModel = ReturnType<typeof useSwap>;
