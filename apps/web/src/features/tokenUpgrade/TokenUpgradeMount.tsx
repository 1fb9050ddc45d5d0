/** The only part of the token upgrade in the initial bundle: mounts the lazy notice for the connected address. */
import { lazy, Suspense } from 'react';
import { useWallet } from '@/shared/chain';

const TokenUpgradeNotice = lazy(() => import('./ui/TokenUpgradeNotice'));

export function TokenUpgradeMount() {
  const { status, account } = useWallet();
  if (status !== 'connected' || !account) return null;
  return (
    <Suspense fallback={null}>
      <TokenUpgradeNotice key={account.address} owner={account.address} />
    </Suspense>
  );
}
