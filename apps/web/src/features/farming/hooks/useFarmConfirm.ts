/**
 * The confirmation of a user's farm deposit, withdraw or claim (issue 43): the popup shows the preview before
 * signing of the very call the send uses (farmPoolChain's one builder, same nonce); confirming sends it.
 */
import { useState } from 'react';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import type { FarmOwnerAction, FarmUserAction } from '../logic/farmToast';
import { farmOwnerWalletCall, farmUserWalletCall } from '../chain/farmPoolChain';
import type { useFarmAction } from './useFarmAction';
import { newCallId } from '@/shared/chain/callId';

export function useFarmConfirm(action: ReturnType<typeof useFarmAction>) {
  const [asked, setAsked] = useState<FarmUserAction>();
  const call = asked ? action.userCall(asked) : undefined;
  const state = useCallPreview(
    ['farm', call?.pool, call?.owner, call?.type, call?.nonce],
    call && (() => farmUserWalletCall(call)),
  );
  return {
    asked,
    state,
    ask: (kind: FarmUserAction) => setAsked({ ...kind, nonce: newCallId() }),
    cancel: () => setAsked(undefined),
    confirm: () => {
      if (asked) action.run(asked);
      setAsked(undefined);
    },
  };
}

export type FarmConfirm = ReturnType<typeof useFarmConfirm>;

/**
 * The confirmation of an owner's reward deposit, new round, end or unclaimed withdrawal: the popup previews the
 * very call the send uses (farmPoolChain's one owner builder; the withdrawal's call id drawn when it opens).
 */
export function useFarmOwnerConfirm(action: ReturnType<typeof useFarmAction>) {
  const [asked, setAsked] = useState<FarmOwnerAction>();
  const call = asked ? action.ownerCall(asked) : undefined;
  const state = useCallPreview(
    ['farmOwner', ...(call ? Object.values(call).map(String) : [])],
    call && (() => farmOwnerWalletCall(call)),
  );
  return {
    asked,
    state,
    ask: (kind: FarmOwnerAction) => setAsked(kind.type === 'withdrawAll' ? { ...kind, nonce: newCallId() } : kind),
    cancel: () => setAsked(undefined),
    confirm: () => {
      if (asked) action.run(asked);
      setAsked(undefined);
    },
  };
}

export type FarmOwnerConfirm = ReturnType<typeof useFarmOwnerConfirm>;
