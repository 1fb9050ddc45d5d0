/**
 * The token upgrade of the connected address (spec 4.6), loaded lazily once a wallet is connected: the check, the
 * persistent toast while there is something to upgrade and the popup is closed, and the popup (its own chunk).
 * Closing the popup without upgrading everything brings the toast back; only Dismiss clears the list.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { noticeVisible } from '../logic/upgradeLogic';
import { useTokenUpgrade } from '../hooks/useTokenUpgrade';
import { useUpgradeToast } from '../hooks/useUpgradeToast';
import { dialogShown } from '../logic/upgradeView';

const UpgradeDialog = lazy(() => import('./UpgradeDialog'));

export default function TokenUpgradeNotice({ owner }: { owner: string }) {
  const model = useTokenUpgrade(owner);
  const [open, setOpen] = useState(false);
  const openPopup = useCallback(() => setOpen(true), []);
  const count = model.tokens.length;
  useUpgradeToast(noticeVisible(model.checked, model.tokens, open), count, openPopup, model.dismiss);
  return (
    <>
      {/* state of the check, for browser tests that assert the toast did NOT appear */}
      <span
        hidden
        data-testid="token-upgrade-check"
        data-state={model.checked ? 'done' : 'checking'}
        data-count={count}
      />
      {dialogShown(open, count) && (
        <Suspense fallback={null}>
          <UpgradeDialog
            tokens={model.tokens}
            upgrading={model.upgrading}
            onUpgrade={(token) => void model.upgrade(token)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
