import type { ActionOutcome } from '@/shared/chain/runAction';

/**
 * A DAO action (lock, unlock, vote, finish voting, whitelisting; spec 4 "Every on-chain action"): pending, then
 * success, failure or canceled. A wallet rejection is "canceled" and changes nothing; after the send the vote
 * escrow's success or failure event with the action's call id decides, and no event in time is a failure.
 */
export type DaoActionKind = 'lock' | 'unlock' | 'vote' | 'finish' | 'whitelist';
export type DaoOutcome = ActionOutcome;
export { NOTIFY_KIND, runAction as runDaoAction, type ActionEffects } from '@/shared/chain/runAction';
export { newCallId } from '@/shared/chain/callId';

/** The success event and the refusal events of each action (reference section 5). */
export const ACTION_EVENTS: Record<DaoActionKind, { success: string; failure: readonly string[] }> = {
  lock: { success: 'Deposit', failure: ['DepositRevert'] },
  unlock: { success: 'Withdraw', failure: ['WithdrawRevert'] },
  vote: { success: 'Vote', failure: ['VoteRevert'] },
  finish: { success: 'VotingEnd', failure: ['VotingEndRevert'] },
  whitelist: { success: 'GaugeWhitelist', failure: ['DepositRevert'] },
};
