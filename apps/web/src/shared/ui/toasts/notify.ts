import type { ReactNode } from 'react';
import { TOAST_AUTO_CLOSE } from './toastOptions';
import { toastContainerRequest } from './toastContainerRequest';

export type NotifyKind = 'info' | 'success' | 'warning' | 'error';

/** The id of a pending notification, to replace it with its result (`notifyResult`). */
export type PendingToastId = string;

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

let pendingCount = 0;

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
 * spinner that stays until `notifyResult` replaces it with the outcome.
 */
export function notifyPending(message: ReactNode): PendingToastId {
  pendingCount += 1;
  const id = `pending-${pendingCount}`;
  withToastify(({ toast }) => {
    toast(message, { toastId: id, type: 'info', isLoading: true, autoClose: false });
  });
  return id;
}

/**
 * Replace the pending toast `id` with the operation's result, which then closes like any notification. When the
 * user already closed the pending toast, the result is shown as a toast of its own.
 */
export function notifyResult(id: PendingToastId, message: ReactNode, kind: NotifyKind): void {
  withToastify(({ toast }) => {
    if (toast.isActive(id)) {
      toast.update(id, { render: message, type: kind, isLoading: false, autoClose: TOAST_AUTO_CLOSE });
    } else {
      toast.dismiss(id); // still queued (no container yet): the result takes its place
      toast(message, { type: kind });
    }
  });
}
