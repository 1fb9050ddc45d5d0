/**
 * The remove form's withdrawal (spec 4.10): what amount may be previewed and sent, what the submit does, and the
 * direct withdrawal's arguments, built alike for the preview before signing and the send.
 */
import type { RemoveForm } from './removeLiquidity';

/** The LP units the form can send now (the preview's and the send's amount); undefined until it can. */
export function sendableUnits(form: Pick<RemoveForm, 'button' | 'check'>): string | undefined {
  return form.button.kind === 'ready' && form.check.kind === 'ok' ? form.check.units : undefined;
}

/** What a press of the submit does: connect the wallet, send the withdrawal, or nothing (not ready, or a blocking preview). */
export type RemoveSubmit = { kind: 'connect' } | { kind: 'none' } | { kind: 'send'; units: string };

export function removeSubmit(
  form: Pick<RemoveForm, 'button' | 'check' | 'receive'>,
  context: { poolKnown: boolean; owner: string | undefined; lpBalance: string | undefined; previewBlocks: boolean },
): RemoveSubmit {
  if (form.button.kind === 'connect') return { kind: 'connect' };
  const units = sendableUnits(form);
  if (!units || !context.poolKnown || !context.owner || !context.lpBalance || !form.receive) return { kind: 'none' };
  if (context.previewBlocks) return { kind: 'none' };
  return { kind: 'send', units };
}

/** The pool's direct withdrawal of `lpAmount` LP: every token paid out, no minimum expected (the preview shows it). */
export function withdrawArgsOf(
  pool: { poolAddress: string; lpAddress: string; tokens: number },
  withdrawal: { owner: string; lpAmount: string; deployWalletValue: bigint; gas: bigint; callId: string },
) {
  return {
    pool: pool.poolAddress,
    lpRoot: pool.lpAddress,
    owner: withdrawal.owner,
    lpAmount: withdrawal.lpAmount,
    nPool: pool.tokens > 2,
    expected: Array.from({ length: pool.tokens }, () => '0'),
    deployWalletValue: withdrawal.deployWalletValue,
    gas: withdrawal.gas,
    callId: withdrawal.callId,
  };
}
