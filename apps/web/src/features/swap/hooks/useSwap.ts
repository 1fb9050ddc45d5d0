/**
 * State of the swap card (spec 4.1, 4.2): tokens from the URL, typed text, direction, the quote and balances.
 * Decisions live in logic/ (swapTokens, swapForm, swapLogic); this hook wires state, queries and navigation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useWallet } from '@/shared/chain';
import { useContractsWatch } from '@/shared/chain/useContractsWatch';
import { config } from '@/shared/config';
import { findToken, useTokenDecimals, useTokenList, useTokenLookup } from '@/shared/tokens';
import { swapApi } from '../api/swapApi';
import { readTokenBalance } from '../chain/swapChain';
import {
  amountUnits,
  formSubmitState,
  leftBalanceOf,
  quoteRequestOf,
  sameQuote,
  shownAmounts,
  sidesOf,
  spendableOf,
  type Direction,
} from '../logic/swapForm';
import { billOf, deriveMode, NATIVE, routeMode, type SwapMode } from '../logic/swapLogic';
import { COMBINED, pairAfterSelect, rootsOf, tokenOf, type SwapToken } from '../logic/swapTokens';
import { useDebounced } from './useDebounced';
import { useSlippage } from './useSlippage';

export type { Direction } from '../logic/swapForm';
export { COMBINED, NATIVE_URL, type SwapToken } from '../logic/swapTokens';
export const DEFAULT_RIGHT_SYMBOL = 'USDT';

export function useSwap() {
  const params = useParams();
  const navigate = useNavigate();
  const list = useTokenList();
  const wallet = useWallet();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const queryClient = useQueryClient();

  const defaultRight = list.tokens?.find((t) => t.symbol === DEFAULT_RIGHT_SYMBOL)?.address;
  const combined = params.leftTokenRoot === COMBINED;
  // the default pair is combo mode (coin + wrapped coin) against USDT, once the token list is ready (spec 4.1, 4.2)
  const leftAddress = params.leftTokenRoot ?? (list.wrappedNativeRoot ? COMBINED : undefined);
  const rightAddress = params.rightTokenRoot ?? (params.leftTokenRoot ? undefined : defaultRight);

  const roots = rootsOf([leftAddress, rightAddress]);
  const { decimals } = useTokenDecimals(roots, list.index);
  // an address outside the list (e.g. a stable pool's LP token) is named from its token root
  const unlisted = (a: string | undefined) =>
    a && roots.includes(a) && list.index && !findToken(list.index, a) ? a : undefined;
  const leftFound = useTokenLookup(unlisted(leftAddress)).data;
  const rightFound = useTokenLookup(unlisted(rightAddress)).data;
  const tokens = { index: list.index, wrappedRoot: list.wrappedNativeRoot, nativeCoin: config.nativeCoin, decimals };
  const left = tokenOf(leftAddress, tokens, leftFound);
  const right = tokenOf(rightAddress, tokens, rightFound);

  const wrappedRoot = list.wrappedNativeRoot;
  const modeKey = (t: SwapToken | undefined) => (t?.native ? NATIVE : t?.routeAddress);
  const mode: SwapMode = deriveMode(modeKey(left), modeKey(right), wrappedRoot, !!left?.combined);
  const conversion = mode === 'wrap' || mode === 'unwrap';

  const [leftText, setLeftText] = useState('');
  const [rightText, setRightText] = useState('');
  const [direction, setDirection] = useState<Direction>('ltr');
  const [processing, setProcessing] = useState(false);
  const [slippage, setSlippage] = useSlippage();

  const setPair = (l: string | undefined, r: string | undefined) => {
    navigate(`/swap/${l ?? ''}${r ? `/${r}` : ''}`, { replace: false });
  };
  const selectToken = (side: 'left' | 'right', address: string) => {
    const next = pairAfterSelect(side, address, { left: leftAddress, right: rightAddress }, conversion);
    if (next) setPair(next.left, next.right);
  };
  const edit = (side: Direction) => (text: string) => {
    setDirection(side);
    (side === 'ltr' ? setLeftText : setRightText)(text);
    if (!text) (side === 'ltr' ? setRightText : setLeftText)('');
  };

  // the quote of what is typed (debounced); an answer for an older key is not shown
  const { input: inputToken } = sidesOf(direction, left, right);
  const inputUnits = amountUnits(direction === 'ltr' ? leftText : rightText, inputToken?.decimals);
  const request = quoteRequestOf({
    conversion,
    direction,
    left,
    right,
    leftText,
    rightText,
    slippagePercent: slippage,
  });
  const quoteKey = useDebounced(request, 400);
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
    setLeftText(shown.right);
    setRightText(shown.left);
    setDirection((d) => (d === 'ltr' ? 'rtl' : 'ltr'));
    setPair(rightAddress, leftAddress);
  };

  const balanceQuery = (root: string | undefined) => ({
    queryKey: ['swapBalance', root, owner],
    queryFn: () => readTokenBalance(root!, owner!),
    enabled: !!root && !!owner,
    staleTime: 10_000,
  });
  const nativeBalance = owner ? wallet.balance : undefined;
  const leftTokenBalance = useQuery(balanceQuery(left?.native ? undefined : left?.routeAddress)).data;
  const rightTokenBalance = useQuery(balanceQuery(right?.native ? undefined : right?.routeAddress)).data;
  function refreshBalances() {
    void queryClient.invalidateQueries({ queryKey: ['swapBalance'] });
  }

  const leftUnits = amountUnits(shown.left, left?.decimals);
  const routeExists = !!route && route.steps.length > 0;
  const noRoute = !!inputUnits && currentKeyMatches && (quote.isError || (quote.isSuccess && !routeExists));
  const state = formSubmitState({
    conversion,
    connected: !!owner,
    preparing: list.isLoading || wallet.status === 'checking' || wallet.status === 'connecting',
    processing,
    calculating,
    hasLeftToken: !!left,
    hasRightToken: !!right,
    combined: !!left?.combined,
    amountEntered: !!inputUnits,
    noRoute,
    leftUnits,
    leftText: shown.left,
    spendable: spendableOf({ connected: !!owner, left, mode, tokenBalance: leftTokenBalance, nativeBalance }),
  });

  const reset = () => {
    setLeftText('');
    setRightText('');
    setDirection('ltr');
  };

  return {
    list,
    owner,
    mode: routeMode(mode, route),
    conversion,
    wrappedRoot,
    leftUnits,
    leftTokenBalance,
    nativeBalance,
    combined,
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
