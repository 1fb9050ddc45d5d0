/**
 * Wires the preview of a confirmation: runs the message the dialog is about to send through the wallet's
 * executeLocal (simulate.ts). Runs again when `key` changes (the chain moved: a new quote) and every 10 s while
 * open, so a preview made stale by someone else's transaction is refreshed.
 */
import { useQuery } from '@/shared/lib/query';
import { useWallet } from '../WalletContext';
import type { PreviewResult, WalletCall } from './types';

export type PreviewState = PreviewResult | { kind: 'loading' };

export const PREVIEW_REFRESH_MS = 10_000;

const callKey = (call: WalletCall | undefined) =>
  call && [call.recipient, call.amount.toString(), call.bounce, call.body ?? ''];

/** `watch`: other owners whose token changes the preview shows too (the action's counterparty). */
export function usePreview(
  call: WalletCall | undefined,
  key: readonly unknown[] = [],
  watch: readonly string[] = [],
): PreviewState {
  const { account } = useWallet();
  const query = useQuery({
    queryKey: ['preview', account?.address, callKey(call), watch, ...key],
    enabled: !!account && !!call,
    queryFn: async (): Promise<PreviewResult> => {
      const [{ simulate }, { providerPreviewRpc }] = await Promise.all([import('./simulate'), import('./rpc')]);
      return simulate(await providerPreviewRpc(), {
        owner: account!.address,
        publicKey: account!.publicKey,
        call: call!,
        watch,
      });
    },
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: PREVIEW_REFRESH_MS,
  });
  if (query.data) return query.data;
  return query.error ? { kind: 'error', message: String(query.error) } : { kind: 'loading' };
}
