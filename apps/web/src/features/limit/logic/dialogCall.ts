/**
 * The limit page's popups and the call each one signs (pure): a popup that signs carries its call id, drawn when it
 * opens, so the preview before signing and the send make the same call. Placing takes the form's amounts, cancelling
 * the order, filling the cost quoted for the amount chosen in its popup.
 */
import type { LimitCall } from '../chain/limitChain';
import type { LimitFormState } from './limitForm';
import type { OrderRow } from './orderRows';

export type LimitDialog =
  | { kind: 'deployRoot'; token: string; symbol: string }
  | { kind: 'confirm'; root: string; callbackId: string }
  | { kind: 'fill'; row: OrderRow; callbackId: string }
  | { kind: 'cancel'; row: OrderRow; callbackId: string };

/** The place or cancel popup's call; none without an owner, for the root's popup, or for a fill (see fillCall). */
export function dialogCall(
  d: LimitDialog | undefined,
  owner: string | undefined,
  form: Pick<LimitFormState, 'spent' | 'expected'>,
): LimitCall | undefined {
  if (!owner || !d || d.kind === 'deployRoot' || d.kind === 'fill') return undefined;
  const { callbackId } = d;
  if (d.kind === 'cancel') return { type: 'cancel', order: d.row.order.address, owner, callbackId };
  if (!form.spent || !form.expected) return undefined;
  return {
    type: 'place',
    root: d.root,
    owner,
    spentToken: form.spent.token.root,
    receiveToken: form.expected.token.root,
    amount: form.spent.amount,
    expected: form.expected.amount,
    callbackId,
  };
}

/** The fill popup's call for a quoted cost (receive tokens sent to the order). */
export function fillCall(
  d: Extract<LimitDialog, { kind: 'fill' }>,
  owner: string | undefined,
  cost: bigint,
): LimitCall | undefined {
  if (!owner) return undefined;
  const { order } = d.row;
  return {
    type: 'fill',
    order: order.address,
    owner,
    receiveToken: order.receiveTokenRoot,
    amount: cost,
    callbackId: d.callbackId,
  };
}
