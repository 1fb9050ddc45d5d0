import type { ReactNode } from 'react';

export type NotifyKind = 'info' | 'success' | 'warning' | 'error';

/** Show a toast. react-toastify is loaded on first use, outside the initial bundle. */
export function notify(message: ReactNode, kind: NotifyKind = 'info'): void {
  import('react-toastify')
    .then(({ toast }) => {
      toast(message, { type: kind });
    })
    .catch((error: unknown) => console.error('Cannot show notification', error));
}
