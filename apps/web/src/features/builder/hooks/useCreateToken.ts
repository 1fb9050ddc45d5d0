/**
 * Creating a token (spec 4 builder): idle → creating → receipt. The receipt is decided by the factory's callback
 * carrying this page's call id (none within the wait, or another id: not deployed). Success remembers the root.
 * A rejection or a failed send leaves the form as it was (idle).
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { errorText, isRejection } from '@/shared/chain/errors';
import { config } from '@/shared/config';
import { waitUntil } from '@/shared/lib/waitUntil';
import { notify } from '@/shared/ui';
import type { CreateCall } from '../chain/builderChain';
import type { CreateTokenParams } from '../logic/createForm';
import { CALLBACK_POLL, type CreateReceipt, receiptOf } from '../logic/createReceipt';
import { rememberToken } from '../logic/rememberedTokens';
import { builderKeys } from './builderKeys';
import { newCallId } from '@/shared/chain/callId';

// the contract-call code (and the factory's ABI) loads when the user creates, not with the page (issue 17)
const chain = () => import('../chain/builderChain');

export type CreatePhase = 'idle' | 'creating';

export function useCreateToken(owner: string | undefined) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CreatePhase>('idle');
  const [receipt, setReceipt] = useState<CreateReceipt>();

  /** The call of a new token from the form (its call id drawn now), for the confirmation; none without a wallet. */
  const ask = useCallback(
    (params: CreateTokenParams): CreateCall | undefined =>
      owner && config.tokenFactory
        ? { type: 'create', factory: config.tokenFactory, owner, callId: newCallId(), params }
        : undefined,
    [owner],
  );

  /** Sends the confirmed call; resolves true when the token was deployed (the form then clears). */
  const create = useCallback(
    async (call: CreateCall): Promise<boolean> => {
      const { factory, callId, params } = call;
      setPhase('creating');
      try {
        let calls, sent;
        try {
          calls = await chain();
          sent = await calls.sendBuilderCall(call);
        } catch (error) {
          console.warn('Create token error', error);
          notify(
            isRejection(error)
              ? intl.formatMessage({ id: 'builder.toast.rejected' })
              : intl.formatMessage({ id: 'builder.toast.failed' }, { message: errorText(error) }),
            'error',
          );
          return false;
        }
        const waited = await waitUntil(
          () => calls.findDeployedCallback({ owner: call.owner, factory, sinceLt: sent.lt }),
          CALLBACK_POLL,
        );
        const result = receiptOf({
          callId,
          callback: waited.kind === 'done' ? waited.value : undefined,
          hash: sent.hash,
          name: params.name,
          symbol: params.symbol,
        });
        if (result.kind === 'deployed') {
          rememberToken(result.root);
          void queryClient.invalidateQueries({ queryKey: builderKeys.tokens(call.owner) });
        }
        setReceipt(result);
        return result.kind === 'deployed';
      } finally {
        setPhase('idle');
      }
    },
    [intl, queryClient],
  );

  return { phase, receipt, ask, create, closeReceipt: () => setReceipt(undefined) };
}
