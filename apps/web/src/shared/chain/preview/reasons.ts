/** Words for a failing step of a preview (pure): well-known TVM and TIP-3 exit codes; others show their code. */
import type { FailedStep, PreviewResult } from './types';

/** A failure a feature reads from the result itself (a swap hop below its minimum is cancelled, not aborted). */
export interface ActionFailure {
  /** Which step: a contract's name or a hop ("Hop 2, USDT → QUBE"). */
  step: string;
  reason: string;
}

const REASONS: Record<number, string> = {
  37: 'preview.reason.noCoin',
  51: 'preview.reason.alreadyDeployed',
  60: 'preview.reason.unknownFunction',
  100: 'preview.reason.notOwner',
  1000: 'preview.reason.notOwner',
  1050: 'preview.reason.wrongAmount',
  1060: 'preview.reason.tokenBalance',
  2000: 'preview.reason.lowGas',
};

/** The message id of a failed step's reason (the action-phase result code first: it says why an exit code is 0). */
export function reasonId(failure: FailedStep): { id: string; code: number | undefined } {
  const code = failure.resultCode && failure.resultCode !== 0 ? failure.resultCode : failure.exitCode;
  return { id: (code !== undefined && REASONS[code]) || 'preview.reason.exitCode', code };
}

/** True when the preview says the action fails: the button then asks for an explicit confirmation. */
export function previewFails(result: PreviewResult | undefined, action?: ActionFailure): boolean {
  return action !== undefined || (result?.kind === 'done' && result.failure !== undefined);
}
