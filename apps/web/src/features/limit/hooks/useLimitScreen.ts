import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useWallet, useWalletController } from '@/shared/chain';
import { newCallId } from '@/shared/chain/callId';
import { formatAmount } from '@/shared/lib/format';
import { notify } from '@/shared/ui';
import { dialogCall, fillCall, type LimitDialog } from '../logic/dialogCall';
import { limitFormState, type Side } from '../logic/limitForm';
import type { OrderRow, OrderTab, SideFilter } from '../logic/orderRows';
import { useLimitActions } from './useLimitActions';
import { useTokenFigures } from './useLimitBalances';
import { useOrderBook, useOrders } from './useLimitData';
import { useLimitPair } from './useLimitPair';

/** Everything the limit-order screen shows and does, wired: pair, form, book, orders, popups and operations. */
export function useLimitScreen() {
  const intl = useIntl();
  const pair = useLimitPair();
  const wallet = useWallet();
  const controller = useWalletController();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const { left, right } = pair;

  const [side, setSide] = useState<Side>('buy');
  const [amountText, setAmountText] = useState('');
  const [priceText, setPriceText] = useState('');
  const [view, setView] = useState<{ tab: OrderTab; filter: SideFilter; page: number }>({
    tab: 'open',
    filter: 'all',
    page: 1,
  });
  const [dialog, setDialog] = useState<LimitDialog>();

  const leftFigures = useTokenFigures(left?.root, owner);
  const rightFigures = useTokenFigures(right?.root, owner);
  const formToken = (t: typeof left) =>
    t && t.decimals !== undefined ? { root: t.root, decimals: t.decimals } : undefined;
  const form = limitFormState({
    side,
    left: formToken(left),
    right: formToken(right),
    amountText,
    priceText,
    balances: { left: leftFigures.balance, right: rightFigures.balance },
    supplies: { left: leftFigures.supply, right: rightFigures.supply },
    connected: !!owner,
  });

  const book = useOrderBook(left?.root, right?.root);
  const orders = useOrders({ left: left?.root, right: right?.root }, view, owner);
  const actions = useLimitActions(owner);

  const symbolOf = (root: string) => (root === left?.root ? left.symbol : (right?.symbol ?? ''));
  const decimalsOf = (root: string) => (root === left?.root ? left.decimals : right?.decimals);
  const amountOf = (units: bigint, root: string) => {
    const decimals = decimalsOf(root);
    return decimals === undefined ? '' : `${formatAmount(units, decimals, { abbreviate: false })} ${symbolOf(root)}`;
  };

  /** Place order: the spent token's order root first (its own popup), then the confirm popup. */
  const submit = async () => {
    if (form.problem || !form.spent) return;
    let root: { address: string; deployed: boolean };
    try {
      root = await actions.rootOf(form.spent.token.root);
    } catch (error) {
      console.error('Order root lookup error', error);
      notify(intl.formatMessage({ id: 'limit.root.lookupFailed' }), 'error');
      return;
    }
    setDialog(
      root.deployed
        ? { kind: 'confirm', root: root.address, callbackId: String(newCallId()) }
        : { kind: 'deployRoot', token: form.spent.token.root, symbol: symbolOf(form.spent.token.root) },
    );
  };

  const callOf = (d: LimitDialog | undefined) => dialogCall(d, owner, form);

  // every popup closes before the wallet asks (a modal popup would hide the wallet's own dialog)
  const deployRoot = async (token: string, symbol: string) => {
    setDialog(undefined);
    const outcome = await actions.createRoot(token, symbol);
    if (outcome !== 'success') return;
    const root = await actions.rootOf(token).catch(() => undefined);
    if (root) setDialog({ kind: 'confirm', root: root.address, callbackId: String(newCallId()) });
  };

  const place = async () => {
    const call = callOf(dialog);
    if (call?.type !== 'place') return;
    setDialog(undefined);
    const outcome = await actions.place(call, {
      spent: amountOf(call.amount, call.spentToken),
      expected: amountOf(call.expected, call.receiveToken),
    });
    if (outcome === 'success') setAmountText('');
  };

  /** The fill popup's call for a quoted cost: what its preview runs and its confirm sends. */
  const fillCallOf = (d: Extract<LimitDialog, { kind: 'fill' }>, cost: bigint) => fillCall(d, owner, cost);

  const fill = async (row: OrderRow, cost: bigint, amount: bigint) => {
    const call = dialog?.kind === 'fill' ? fillCallOf(dialog, cost) : undefined;
    if (call?.type !== 'fill') return;
    setDialog(undefined);
    await actions.fill(call, {
      amount: amountOf(amount, row.order.spentTokenRoot),
      cost: amountOf(cost, row.order.receiveTokenRoot),
    });
  };

  const cancel = async (row: OrderRow) => {
    const call = callOf(dialog);
    if (call?.type !== 'cancel') return;
    setDialog(undefined);
    await actions.cancel(call, { amount: amountOf(BigInt(row.order.currentSpentAmount), row.order.spentTokenRoot) });
  };

  /** Opens the fill or cancel popup of an order row, with a new call id. */
  const openRow = (row: OrderRow) =>
    setDialog({ kind: row.action === 'fill' ? 'fill' : 'cancel', row, callbackId: String(newCallId()) });

  return {
    pair,
    owner,
    connect: () => void controller.connect(),
    form: { side, setSide, amountText, setAmountText, priceText, setPriceText, state: form },
    spentBalance: side === 'sell' ? leftFigures.balance : rightFigures.balance,
    balanceOf: (root: string) => (root === left?.root ? leftFigures.balance : rightFigures.balance),
    book,
    orders,
    view,
    setView,
    dialog,
    setDialog,
    openRow,
    fillCall: fillCallOf,
    /** The open popup's call, for its preview before signing. */
    dialogCall: callOf(dialog),
    actions,
    amountOf,
    submit,
    deployRoot,
    place,
    fill,
    cancel,
  };
}
