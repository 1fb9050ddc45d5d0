/**
 * A DAO action (lock, unlock, vote, finish voting, whitelisting; spec 4 "Every on-chain action"): pending, then
 * success, failure or canceled. A wallet rejection is "canceled" and changes nothing; after the send the vote
 * escrow's success or failure event with the action's call id decides, and no event in time is a failure.
 */
export type DaoActionKind = 'lock' | 'unlock' | 'vote' | 'finish' | 'whitelist';
export type DaoOutcome = 'success' | 'failure' | 'canceled';

/** The toast kind of each outcome. */
export const NOTIFY_KIND = { success: 'success', failure: 'error', canceled: 'warning' } as const;

/** The success event and the refusal events of each action (reference section 5). */
export const ACTION_EVENTS: Record<DaoActionKind, { success: string; failure: readonly string[] }> = {
  lock: { success: 'Deposit', failure: ['DepositRevert'] },
  unlock: { success: 'Withdraw', failure: ['WithdrawRevert'] },
  vote: { success: 'Vote', failure: ['VoteRevert'] },
  finish: { success: 'VotingEnd', failure: ['VotingEndRevert'] },
  whitelist: { success: 'GaugeWhitelist', failure: ['DepositRevert'] },
};

export interface ActionEffects {
  send: () => Promise<void>;
  /** The outcome the chain shows; undefined when waiting gave up. */
  outcome: () => Promise<'success' | 'failure' | undefined>;
  isRejection: (error: unknown) => boolean;
  onPending: () => void;
  onResult: (outcome: DaoOutcome, error?: unknown) => void;
}

export async function runDaoAction(effects: ActionEffects): Promise<DaoOutcome> {
  effects.onPending();
  let result: DaoOutcome;
  let failure: unknown;
  try {
    await effects.send();
    result = (await effects.outcome()) ?? 'failure';
  } catch (error) {
    result = effects.isRejection(error) ? 'canceled' : 'failure';
    failure = error;
  }
  effects.onResult(result, failure);
  return result;
}

/** A call id: a random integer below 100000 (spec section 9). */
export const newCallId = (random: () => number = Math.random) => Math.floor(random() * 100_000);
