import type { ReactNode } from 'react';
import { toastContainerRequest } from './toastContainerRequest';

export type NotifyKind = 'info' | 'success' | 'warning' | 'error';

/**
 * Show a toast. react-toastify is loaded on first use, outside the initial bundle; the container mounts with the
 * first notification (react-toastify queues a toast shown before its container mounts).
 */
export function notify(message: ReactNode, kind: NotifyKind = 'info'): void {
  toastContainerRequest.request();
  import('react-toastify')
    .then(({ toast }) => {
      toast(message, { type: kind });
    })
    .catch((error: unknown) => console.error('Cannot show notification', error));
}
