/**
 * A portfolio action (claim a gauge's rewards, unlock ended QUBE locks, cancel a limit order): pending, then success,
 * failure or canceled, as on the pages that manage them. A wallet rejection is "canceled" and changes nothing; after
 * the send the contract's event with the call id (or the order's state) decides, and nothing in time is a failure.
 */
export type PortfolioActionKind = 'claim' | 'unlock' | 'cancel';
export type CallOutcome = 'success' | 'failure';
export type ActionOutcome = CallOutcome | 'canceled';

/** The toast kind of each outcome. */
export const NOTIFY_KIND = { success: 'success', failure: 'error', canceled: 'warning' } as const;

export interface ActionEffects {
  send: () => Promise<void>;
  /** The outcome the chain shows; undefined when waiting gave up. */
  outcome: () => Promise<CallOutcome | undefined>;
  isRejection: (error: unknown) => boolean;
  onPending: () => void;
  onResult: (outcome: ActionOutcome, error?: unknown) => void;
}

export async function runAction(effects: ActionEffects): Promise<ActionOutcome> {
  effects.onPending();
  let result: ActionOutcome;
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
