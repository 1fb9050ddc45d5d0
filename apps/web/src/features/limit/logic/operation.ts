/**
 * One limit-order operation (document 2, section 4: root creation, order creation, exchange, cancel): pending, then
 * success, failure or canceled. The send goes to the wallet; a rejection there is "canceled" and nothing changed;
 * otherwise the operation has happened once `done` answers true (the chain or the indexer shows it), and "failed"
 * when it never does or a check keeps failing. Effects are injected (the hook wires the wallet and the polls).
 */
export type OperationKind = 'createRoot' | 'create' | 'exchange' | 'cancel';
export type OperationOutcome = 'success' | 'failure' | 'canceled';

export interface OperationEffects {
  send: () => Promise<void>;
  /** Resolves true once the operation's effect is visible, false when waiting gave up. */
  done: () => Promise<boolean>;
  isRejection: (error: unknown) => boolean;
  onPending: () => void;
  onResult: (outcome: OperationOutcome, error?: unknown) => void;
}

export async function runOperation(effects: OperationEffects): Promise<OperationOutcome> {
  effects.onPending();
  let outcome: OperationOutcome;
  let failure: unknown;
  try {
    await effects.send();
    outcome = (await effects.done()) ? 'success' : 'failure';
  } catch (error) {
    outcome = effects.isRejection(error) ? 'canceled' : 'failure';
    failure = error;
  }
  effects.onResult(outcome, failure);
  return outcome;
}
