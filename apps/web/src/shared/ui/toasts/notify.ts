import { createElement, isValidElement, type ReactNode } from 'react';
import { activity, type ActivityState } from './activity';
import { ActionMessage } from './ActionMessage';
import { TOAST_AUTO_CLOSE } from './toastOptions';
import { toastContainerRequest } from './toastContainerRequest';

/**
 * The one toast family (spec 4.12, 9). Every action of the app goes through it, and every action toast also records
 * an entry of the recent activity (`activity.ts`, listed in the wallet menu):
 *
 * - `notifyAction(pendingText)` shows the pending toast and returns its handle; then exactly one of
 *   `handle.success(text, hash)`, `handle.failure(text, hash?)` or `handle.canceled(text)` replaces it with the
 *   result (the hash adds a "View transaction" link). Texts should name what happened in numbers.
 * - `notifyActionResult(state, text, hash?)`: an action that ended before it was pending (e.g. the wallet refused).
 * - `notifyPending` / `notifyResult`: the same with any React content; the activity entry takes the content's text
 *   (a string, or the `text` and `hash` props of a message element such as `TransactionMessage`).
 * - `notify(message, kind)`: a plain notification (copied, connect failed); not recorded as activity.
 */
export type NotifyKind = 'info' | 'success' | 'warning' | 'error';

/** The id of a pending notification, to replace it with its result (`notifyResult`). */
export type PendingToastId = string;

export type ActionEnd = Exclude<ActivityState, 'pending'>;

/** The toast kind of each end of an action. */
export const END_KIND: Record<ActionEnd, NotifyKind> = { done: 'success', failed: 'error', canceled: 'warning' };
const KIND_END: Record<NotifyKind, ActionEnd> = {
  success: 'done',
  info: 'done',
  error: 'failed',
  warning: 'canceled',
};

type Toastify = typeof import('react-toastify');

// one module promise: the callbacks run in the order of the calls (a result never overtakes its pending toast)
let toastify: Promise<Toastify> | undefined;
function withToastify(show: (module: Toastify) => void): void {
  toastContainerRequest.request();
  toastify ??= import('react-toastify');
  toastify.then(show).catch((error: unknown) => {
    toastify = undefined; // a failed download is tried again by the next notification
    console.error('Cannot show notification', error);
  });
}

/** The text and transaction of a toast's content, for its activity entry. */
export function activityTextOf(message: ReactNode): { text: string; hash?: string } {
  if (typeof message === 'string' || typeof message === 'number') return { text: String(message) };
  if (isValidElement<{ text?: unknown; hash?: unknown }>(message)) {
    const { text, hash } = message.props;
    return { text: typeof text === 'string' ? text : '', ...(typeof hash === 'string' && hash ? { hash } : {}) };
  }
  return { text: '' };
}

let pendingCount = 0;
/** The activity entry of each pending toast still waiting for its result. */
const entries = new Map<PendingToastId, string | undefined>();

/**
 * Show a toast. react-toastify is loaded on first use, outside the initial bundle; the container mounts with the
 * first notification (react-toastify queues a toast shown before its container mounts).
 */
export function notify(message: ReactNode, kind: NotifyKind = 'info'): void {
  withToastify(({ toast }) => {
    toast(message, { type: kind });
  });
}

/**
 * Show the pending state of an operation (spec 4.12: pending, then success, failure or canceled): a toast with a
 * spinner that stays until `notifyResult` replaces it with the outcome. Starts the operation's activity entry, titled
 * `activityTitle` when the toast's text does not name the amounts (the list is read later, without the form).
 */
export function notifyPending(message: ReactNode, activityTitle?: string): PendingToastId {
  pendingCount += 1;
  const id = `pending-${pendingCount}`;
  entries.set(id, activity.start(activityTitle ?? activityTextOf(message).text));
  withToastify(({ toast }) => {
    toast(message, { toastId: id, type: 'info', isLoading: true, autoClose: false });
  });
  return id;
}

/**
 * Replace the pending toast `id` with the operation's result, which then closes like any notification. When the
 * user already closed the pending toast, the result is shown as a toast of its own. `end` overrides the activity
 * state the kind implies (success and info: done, error: failed, warning: canceled).
 */
export function notifyResult(id: PendingToastId, message: ReactNode, kind: NotifyKind, end?: ActionEnd): void {
  const { text, hash } = activityTextOf(message);
  activity.finish(entries.get(id), end ?? KIND_END[kind], text, hash);
  entries.delete(id);
  withToastify(({ toast }) => {
    if (toast.isActive(id)) {
      toast.update(id, { render: message, type: kind, isLoading: false, autoClose: TOAST_AUTO_CLOSE });
    } else {
      toast.dismiss(id); // still queued (no container yet): the result takes its place
      toast(message, { type: kind });
    }
  });
}

/** One action's toast: pending until one of its ends replaces it. */
export interface ActionToast {
  readonly id: PendingToastId;
  /** Done: what happened (amounts included) and the transaction to link. */
  success(text: string, hash?: string | null): void;
  /** Failed: why, and the transaction when there is one. */
  failure(text: string, hash?: string | null): void;
  /** Canceled (the wallet refused, or the contract canceled it and nothing changed). */
  canceled(text: string, hash?: string | null): void;
}

const content = (text: string, hash?: string | null): ReactNode =>
  hash ? createElement(ActionMessage, { text, hash }) : text;

/** Start an action: its pending toast and activity entry. */
export function notifyAction(pendingText: string, activityTitle?: string): ActionToast {
  const id = notifyPending(pendingText, activityTitle);
  const end = (state: ActionEnd) => (text: string, hash?: string | null) =>
    notifyResult(id, content(text, hash), END_KIND[state], state);
  return { id, success: end('done'), failure: end('failed'), canceled: end('canceled') };
}

/** An action that ended without a pending phase (e.g. the wallet refused to sign): its toast and activity entry. */
export function notifyActionResult(state: ActionEnd, text: string, hash?: string | null): void {
  activity.finish(undefined, state, text, hash);
  notify(content(text, hash), END_KIND[state]);
}
