/**
 * The confirmation of a DAO action (issue 43): the page asks for an action (its call id drawn now), the popup
 * previews the very call the send uses (voteEscrowChain's one builder, same call id), confirming sends it through
 * useDaoAction (pending, then the escrow's event with that call id).
 */
import { useState } from 'react';
import type { DaoCall, DaoCallArgs } from '../chain/voteEscrowChain';
import type { useDaoAction } from './useDaoAction';
import { newCallId } from '@/shared/chain/callId';

export interface DaoAsked {
  call: DaoCall;
  /** What the page expects the action to move (the unlocked QUBE of an unlock), shown beside the preview. */
  expected?: bigint;
  /** A vote's whole voting power (the one-vote warning says how much of it the vote uses). */
  power?: bigint;
}

const chain = () => import('../chain/voteEscrowChain');

export function useDaoConfirm(action: ReturnType<typeof useDaoAction>) {
  const [asked, setAsked] = useState<DaoAsked>();
  return {
    asked,
    ask: (call: DaoCallArgs, expected?: bigint, power?: bigint) =>
      setAsked({ call: { ...call, callId: newCallId() }, expected, power }),
    cancel: () => setAsked(undefined),
    confirm: () => {
      if (!asked) return;
      const { call } = asked;
      void action.run(call.type, async () => (await chain()).sendDaoCall(call), {}, call.callId);
      setAsked(undefined);
    },
  };
}

export type DaoConfirm = ReturnType<typeof useDaoConfirm>;
