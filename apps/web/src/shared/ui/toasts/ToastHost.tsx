import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useWallet } from '@/shared/chain';
import { toastContainerRequest } from './toastContainerRequest';

const ToastContainerConfigured = lazy(() => import('./ToastContainerConfigured'));

/**
 * The toast container, mounted only once needed: on the first `notify`, or as soon as a wallet is connected (the
 * account's operations, e.g. the token-upgrade notice, call react-toastify directly). A visitor's first load never
 * downloads react-toastify.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(
    toastContainerRequest.subscribe,
    toastContainerRequest.isRequested,
    toastContainerRequest.isRequested,
  );
  const connected = useWallet().status === 'connected';
  useEffect(() => {
    if (connected) toastContainerRequest.request();
  }, [connected]);
  if (!requested && !connected) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerConfigured />
    </Suspense>
  );
}
