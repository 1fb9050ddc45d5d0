/** Shows, updates and hides the persistent upgrade toast: no auto-close, no click-to-close, no drag, no × button. */
import { useEffect, useRef } from 'react';
import { toast, type Id } from 'react-toastify';
import { toastStep } from '../logic/upgradeView';
import { UpgradeToast } from '../ui/UpgradeToast';

let sequence = 0;

export function useUpgradeToast(visible: boolean, count: number, onUpgrade: () => void, onDismiss: () => void) {
  const id = useRef<Id | null>(null);
  useEffect(() => {
    const current = id.current;
    const step = toastStep(visible, current !== null && toast.isActive(current));
    if (step === 'hide') {
      if (current !== null) toast.dismiss(current);
      id.current = null;
      return;
    }
    const content = <UpgradeToast count={count} onUpgrade={onUpgrade} onDismiss={onDismiss} />;
    if (step === 'update' && current !== null) {
      toast.update(current, { render: content });
      return;
    }
    sequence += 1;
    id.current = `token-upgrade-${sequence}`;
    toast(content, {
      toastId: id.current,
      type: 'info',
      autoClose: false,
      closeOnClick: false,
      draggable: false,
      closeButton: false,
    });
  }, [visible, count, onUpgrade, onDismiss]);
  // gone with the address (disconnect or another account)
  useEffect(
    () => () => {
      if (id.current !== null) toast.dismiss(id.current);
    },
    [],
  );
}
