/**
 * An on-chain action (spec 4 "Every on-chain action"): pending, then success, failure or canceled. A wallet
 * rejection is "canceled" and changes nothing; after the send the chain decides (the matching event or state), and
 * nothing in time is a failure. Used by the DAO and proposal screens.
 */
export type ActionOutcome = 'success' | 'failure' | 'canceled';

/** The toast kind of each outcome. */
export const NOTIFY_KIND = { success: 'success', failure: 'error', canceled: 'warning' } as const;

export interface ActionEffects {
  send: () => Promise<void>;
  /** The outcome the chain shows; undefined when waiting gave up. */
  outcome: () => Promise<'success' | 'failure' | undefined>;
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
