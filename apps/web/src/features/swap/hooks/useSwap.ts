/** State of the swap card: tokens from the URL, amounts, direction, quote, balances (spec 4.1, 4.2). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useWallet } from '../../../shared/chain';
import { useContractsWatch } from '../../../shared/chain/useContractsWatch';
import { config } from '../../../shared/config';
import { findToken, useTokenDecimals, useTokenList, useTokenLookup, type TokenListToken } from '../../../shared/tokens';
import { swapApi } from '../api/swapApi';
import { readTokenBalance } from '../chain/swapChain';
import {
  billOf,
  fromUnits,
  isLeftAmountValid,
  conversionState,
  deriveMode,
  routeMode,
  NATIVE,
  spendableBalance,
  submitState,
  type SwapMode,
  toUnits,
  type SubmitState,
} from '../logic/swapLogic';
import { useDebounced } from './useDebounced';
import { useSlippage } from './useSlippage';

export type Direction = 'ltr' | 'rtl';
export const DEFAULT_RIGHT_SYMBOL = 'USDT';
const DEFAULT_DECIMALS = 18;

/** The native coin in the URL (route params take addresses): the zero address. */
export const NATIVE_URL = `0:${'0'.repeat(64)}`;
export const COMBINED = 'combined';

export interface SwapToken {
  /** What the URL holds: a root, NATIVE_URL or `combined`. */
  address: string;
  /** The root quotes are asked for (the wrapped root for the coin and the combined side). */
  routeAddress: string;
  native?: boolean;
  combined?: boolean;
  symbol: string;
  name: string;
  decimals: number | undefined;
  logoURI?: string;
  listed?: TokenListToken;
}

type Found = { symbol: string; name: string; decimals: number } | null | undefined;

function tokenOf(
  address: string | undefined,
  list: ReturnType<typeof useTokenList>,
  decimals: Map<string, number | undefined>,
  found: Found,
): SwapToken | undefined {
  if (!address) return undefined;
  const wrapped = list.wrappedNativeRoot;
  const coin = config.nativeCoin;
  if (address.toLowerCase() === NATIVE_URL || address === COMBINED) {
    if (!wrapped) return undefined;
    const w = findToken(list.index, wrapped);
    const combined = address === COMBINED;
    return {
      address,
      routeAddress: wrapped,
      native: !combined,
      combined,
      symbol: combined ? `${coin.symbol} + ${w?.symbol ?? 'W'}` : coin.symbol,
      name: combined ? `${coin.symbol} + ${w?.name ?? ''}` : coin.symbol,
      decimals: coin.decimals,
      logoURI: w?.logoURI,
    };
  }
  const listed = findToken(list.index, address);
  return {
    address,
    routeAddress: address,
    symbol: listed?.symbol ?? found?.symbol ?? `${address.slice(0, 6)}...`,
    name: listed?.name ?? found?.name ?? address,
    decimals: listed?.decimals ?? decimals.get(address) ?? found?.decimals,
    logoURI: listed?.logoURI,
    listed,
  };
}

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

  const roots = [leftAddress, rightAddress].filter((a): a is string => !!a && a !== COMBINED && a !== NATIVE_URL);
  const { decimals } = useTokenDecimals(roots, list.index);
  // an address outside the list (e.g. a stable pool's LP token) is named from its token root
  const unlisted = (a: string | undefined) =>
    a && roots.includes(a) && list.index && !findToken(list.index, a) ? a : undefined;
  const leftFound = useTokenLookup(unlisted(leftAddress)).data;
  const rightFound = useTokenLookup(unlisted(rightAddress)).data;
  const left = tokenOf(leftAddress, list, decimals, leftFound);
  const right = tokenOf(rightAddress, list, decimals, rightFound);

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
    const other = side === 'left' ? rightAddress : leftAddress;
    if (address === COMBINED && side === 'right') return;
    if (other && other.toLowerCase() === address.toLowerCase() && !conversion) {
      // selecting the opposite side's token swaps the sides
      setPair(rightAddress, leftAddress);
      return;
    }
    if (side === 'left') setPair(address, rightAddress);
    else setPair(leftAddress, address);
  };

  const editLeft = (text: string) => {
    setDirection('ltr');
    setLeftText(text);
    if (!text) setRightText('');
  };
  const editRight = (text: string) => {
    setDirection('rtl');
    setRightText(text);
    if (!text) setLeftText('');
  };

  // quote input
  const inputToken = direction === 'ltr' ? left : right;
  const outputToken = direction === 'ltr' ? right : left;
  const inputText = direction === 'ltr' ? leftText : rightText;
  const inputUnits = inputToken?.decimals !== undefined ? toUnits(inputText, inputToken.decimals) : undefined;
  const quoteKey = useDebounced(
    !conversion &&
      inputToken &&
      outputToken &&
      inputUnits &&
      inputToken.routeAddress.toLowerCase() !== outputToken.routeAddress.toLowerCase()
      ? {
          amount: inputUnits,
          direction: direction === 'ltr' ? ('expectedexchange' as const) : ('expectedspendamount' as const),
          fromCurrencyAddress: inputToken.routeAddress,
          toCurrencyAddress: outputToken.routeAddress,
          slippage: Number(slippage) / 100,
        }
      : undefined,
    400,
  );
  const currentKeyMatches =
    !!quoteKey &&
    quoteKey.amount === inputUnits &&
    quoteKey.fromCurrencyAddress === inputToken?.routeAddress &&
    quoteKey.toCurrencyAddress === outputToken?.routeAddress;
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

  // the other field shows the quote's answer
  const shownLeft = conversion
    ? direction === 'ltr'
      ? leftText
      : rightText
    : direction === 'ltr'
      ? leftText
      : bill && left?.decimals !== undefined
        ? fromUnits(bill.spent, left.decimals)
        : inputUnits
          ? leftText
          : '';
  const shownRight = conversion
    ? direction === 'ltr'
      ? leftText
      : rightText
    : direction === 'rtl'
      ? rightText
      : bill && right?.decimals !== undefined
        ? fromUnits(bill.expected, right.decimals)
        : inputUnits
          ? rightText
          : '';

  const reverse = () => {
    if (processing) return;
    setLeftText(shownRight);
    setRightText(shownLeft);
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
  const leftBalance = left?.native
    ? nativeBalance
    : left?.combined
      ? leftTokenBalance !== undefined && nativeBalance !== undefined
        ? (BigInt(leftTokenBalance) + BigInt(nativeBalance)).toString()
        : undefined
      : leftTokenBalance;
  const rightBalance = right?.native ? nativeBalance : rightTokenBalance;
  function refreshBalances() {
    void queryClient.invalidateQueries({ queryKey: ['swapBalance'] });
  }

  const leftUnits = left?.decimals !== undefined ? toUnits(shownLeft, left.decimals) : undefined;
  const spendable =
    owner &&
    (left?.native || left?.combined ? nativeBalance !== undefined : true) &&
    (left?.native || leftTokenBalance !== undefined)
      ? spendableBalance(mode, BigInt(leftTokenBalance ?? '0'), BigInt(nativeBalance ?? '0'))
      : undefined;
  const exceedsBalance = !isLeftAmountValid(leftUnits, shownLeft, spendable) && !!leftUnits;
  const amountEntered = !!inputUnits;
  const routeExists = !!route && route.steps.length > 0;
  const shownMode = routeMode(mode, route);
  const noRoute = amountEntered && currentKeyMatches && (quote.isError || (quote.isSuccess && !routeExists));

  const busyBase = list.isLoading || wallet.status === 'checking' || wallet.status === 'connecting';
  const conversionValid = !!leftUnits && !exceedsBalance;
  const state: SubmitState = conversion
    ? (() => {
        const c = conversionState({ connected: !!owner, busy: processing || busyBase, valid: conversionValid });
        if (c === 'invalid') return exceedsBalance ? 'insufficientTokenBalance' : 'enterAmount';
        return c;
      })()
    : submitState({
        busy:
          processing ||
          (calculating && !noRoute) ||
          list.isLoading ||
          wallet.status === 'checking' ||
          wallet.status === 'connecting',
        connected: !!owner,
        hasLeftToken: !!left,
        hasRightToken: !!right,
        amountEntered,
        routeExists: !noRoute,
        inputEmpty: !amountEntered,
        exceedsBalance,
        combined: !!left?.combined,
        confirming: false,
      });

  const reset = () => {
    setLeftText('');
    setRightText('');
    setDirection('ltr');
  };

  return {
    list,
    owner,
    mode: shownMode,
    conversion,
    wrappedRoot,
    leftUnits,
    leftTokenBalance,
    nativeBalance,
    combined,
    left,
    right,
    leftText: shownLeft,
    rightText: shownRight,
    direction,
    editLeft,
    editRight,
    reverse,
    selectToken,
    slippage,
    setSlippage,
    route: routeExists ? route : undefined,
    bill: routeExists ? bill : undefined,
    quoteRequest: quoteKey,
    calculating,
    leftBalance,
    rightBalance,
    refreshBalances,
    state,
    processing,
    setProcessing,
    reset,
    defaultDecimals: DEFAULT_DECIMALS,
  };
}
export type SwapModel = ReturnType<typeof useSwap>;
