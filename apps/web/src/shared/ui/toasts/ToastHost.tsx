import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useWallet } from '@/shared/chain';
import { activity } from './activity';
import { toastContainerRequest } from './toastContainerRequest';

const ToastContainerConfigured = lazy(() => import('./ToastContainerConfigured'));

/**
 * The toast container, mounted only once needed: on the first `notify`, or as soon as a wallet is connected (the
 * account's operations, e.g. the token-upgrade notice, call react-toastify directly). A visitor's first load never
 * downloads react-toastify. It also tells the recent activity which wallet is connected.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(
    toastContainerRequest.subscribe,
    toastContainerRequest.isRequested,
    toastContainerRequest.isRequested,
  );
  const wallet = useWallet();
  const connected = wallet.status === 'connected';
  const address = connected ? wallet.account?.address : undefined;
  useEffect(() => {
    if (connected) toastContainerRequest.request();
  }, [connected]);
  useEffect(() => {
    activity.setOwner(address); // the recent activity of the connected wallet (actions record into its list)
  }, [address]);
  if (!requested && !connected) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerConfigured />
    </Suspense>
  );
}
