import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useWalletController } from '@/shared/chain';
import { errorText } from '@/shared/chain/errors';
import { notify } from '@/shared/ui/toasts/notify';

/** Connect and disconnect through the wallet controller; a failed connect is told in a toast. */
export function useWalletActions() {
  const controller = useWalletController();
  const intl = useIntl();
  const connect = useCallback(() => {
    controller.connect().catch((error: unknown) => {
      notify(intl.formatMessage({ id: 'wallet.error.connect' }, { message: errorText(error) }), 'error');
    });
  }, [controller, intl]);
  const disconnect = useCallback(() => void controller.disconnect(), [controller]);
  return { connect, disconnect };
}

/** Copies an address to the clipboard and says whether it worked. */
export function useCopyAddress(address: string) {
  const intl = useIntl();
  return useCallback(() => {
    navigator.clipboard
      .writeText(address)
      .then(() => notify(intl.formatMessage({ id: 'wallet.menu.copied' }), 'success'))
      .catch(() => notify(intl.formatMessage({ id: 'wallet.error.copy' }), 'error'));
  }, [address, intl]);
}
