/**
 * A proposal's TVM actions read for people: a candidate action (spec 3 "New candidate" / "Remove candidate", the
 * vote escrow's `approveGaugeDAO` / `removeGaugeDAO` with the gauge) is named with its gauge instead of a value and
 * a target.
 */
import { VoteEscrowAbi } from '@tycho/abi';
import type { TvmAction } from '@tycho/api';
import { bodyCall } from '../chain/events';

const CANDIDATE_METHODS = ['approveGaugeDAO', 'removeGaugeDAO'] as const;
type CandidateMethod = (typeof CANDIDATE_METHODS)[number];

/** The candidate call a TVM action to the vote escrow carries; null for any other action. */
export function candidateCall(
  action: { target: string; payload: string },
  voteEscrow: string | undefined,
): { method: CandidateMethod; gauge: string } | null {
  if (!voteEscrow || action.target.toLowerCase() !== voteEscrow.toLowerCase()) return null;
  const call = bodyCall(VoteEscrowAbi, action.payload, CANDIDATE_METHODS);
  if (!call) return null;
  const gauge = (call.input as { gauge?: unknown }).gauge;
  return typeof gauge === 'string' ? { method: call.method as CandidateMethod, gauge } : null;
}

/** The actions with each TVM action's candidate call (`call`, null when it is not one). */
export function withCandidateCalls<T extends { tonActions: { target: string; payload: string; value: string }[] }>(
  actions: T,
  voteEscrow: string | undefined,
): Omit<T, 'tonActions'> & { tonActions: TvmAction[] } {
  return {
    ...actions,
    tonActions: actions.tonActions.map((a) => ({ ...a, call: candidateCall(a, voteEscrow) })),
  };
}
