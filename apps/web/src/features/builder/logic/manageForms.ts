/**
 * The manage-token forms (spec 5 builder): mint, burn and transfer ownership. Amounts are scaled by the token's
 * decimals and rounded down (`@tycho/units`); addresses are workchain-0 addresses. Each check names the one message
 * the form shows, in the spec's order: enter all data, enter a valid address, enter a valid amount.
 */
import { ZERO_ADDRESS } from '@tycho/abi';
import { parseUnits, sanitizeAmountInput } from '@tycho/units';
import { isAddress } from '@/shared/lib/address';

const MAX_UINT128 = 2n ** 128n - 1n;

export type ManageFormError =
  'enterAllData' | 'enterValidAddress' | 'enterValidAmount' | 'invalidCallbackAddress' | 'exceedsBalance';

export type FormCheck<T> = { kind: 'error'; error: ManageFormError } | { kind: 'ready'; value: T };

/** An amount typed in whole tokens, in smallest units (rounded down); undefined when it is not a positive amount. */
export function amountUnits(text: string, decimals: number): bigint | undefined {
  const units = parseUnits(text.trim(), decimals, 'truncate');
  if (units === null || units <= 0n || units > MAX_UINT128) return undefined;
  return units;
}

/**
 * The amount field's text as typed (digits, one separator, a comma read as a dot), or null to refuse the keystroke.
 * Decimals beyond the token's stay in the text and are rounded down when parsed (spec 5): a pasted "1.23456" on a
 * 3-decimal token reads 1.234 instead of being refused whole.
 */
export function typedAmount(text: string): string | null {
  return sanitizeAmountInput(text, Number.MAX_SAFE_INTEGER);
}

export interface MintInput {
  target: string;
  amount: string;
}

export function checkMint(input: MintInput, decimals: number): FormCheck<{ target: string; amount: bigint }> {
  const target = input.target.trim();
  if (target === '' || input.amount.trim() === '') return { kind: 'error', error: 'enterAllData' };
  if (!isAddress(target)) return { kind: 'error', error: 'enterValidAddress' };
  const amount = amountUnits(input.amount, decimals);
  if (amount === undefined) return { kind: 'error', error: 'enterValidAmount' };
  return { kind: 'ready', value: { target: target.toLowerCase(), amount } };
}

export interface BurnInput {
  target: string;
  amount: string;
  callbackTo: string;
  payload: string;
}

export const emptyBurnForm: BurnInput = { target: '', amount: '', callbackTo: ZERO_ADDRESS, payload: '' };

/**
 * Burn from a holder's wallet: target and amount required, both addresses valid, and no more than the target's
 * balance when it is known (the wallet would refuse, and nothing would change).
 */
export function checkBurn(
  input: BurnInput,
  decimals: number,
  targetBalance: bigint | undefined,
): FormCheck<{ target: string; amount: bigint; callbackTo: string; payload: string }> {
  const target = input.target.trim();
  const callbackTo = input.callbackTo.trim();
  if (target === '' || input.amount.trim() === '') return { kind: 'error', error: 'enterAllData' };
  if (!isAddress(target)) return { kind: 'error', error: 'enterValidAddress' };
  if (!isAddress(callbackTo)) return { kind: 'error', error: 'invalidCallbackAddress' };
  const amount = amountUnits(input.amount, decimals);
  if (amount === undefined) return { kind: 'error', error: 'enterValidAmount' };
  if (targetBalance !== undefined && amount > targetBalance) return { kind: 'error', error: 'exceedsBalance' };
  return {
    kind: 'ready',
    value: { target: target.toLowerCase(), amount, callbackTo: callbackTo.toLowerCase(), payload: input.payload },
  };
}

export type SupplyAction = 'mint' | 'burn';

/** What a checked mint or burn form sends. */
export interface SupplyArgs {
  mint: { target: string; amount: bigint };
  burn: { target: string; amount: bigint; callbackTo: string; payload: string };
}

/** A mint checks its target and amount; a burn also its callback address and the target's balance. */
export function checkSupply<A extends SupplyAction>(
  action: A,
  input: BurnInput,
  decimals: number,
  targetBalance: bigint | undefined,
): FormCheck<SupplyArgs[A]> {
  const check: FormCheck<SupplyArgs[SupplyAction]> =
    action === 'mint' ? checkMint(input, decimals) : checkBurn(input, decimals, targetBalance);
  return check as FormCheck<SupplyArgs[A]>;
}

/** The typed target once it is a valid address (lower case), to look its balance up. */
export function validTarget(target: string): string | undefined {
  const check = checkMint({ target, amount: '1' }, 0);
  return check.kind === 'ready' ? check.value.target : undefined;
}

/**
 * The new owner (stricter than the other address checks): a valid address that is neither the zero address (a root
 * owned by nobody can never be managed again) nor the current owner.
 */
export function checkTransfer(newOwner: string, currentOwner: string): FormCheck<string> {
  const owner = newOwner.trim();
  if (owner === '') return { kind: 'error', error: 'enterAllData' };
  const lower = owner.toLowerCase();
  if (!isAddress(owner) || lower === ZERO_ADDRESS || lower === currentOwner.toLowerCase()) {
    return { kind: 'error', error: 'enterValidAddress' };
  }
  return { kind: 'ready', value: lower };
}

/** Figures "now → after" of a mint (plus) or a burn (minus); undefined parts are still loading. */
export function afterFigures(
  kind: 'mint' | 'burn',
  amount: bigint | undefined,
  targetBalance: bigint | undefined,
  totalSupply: bigint | undefined,
): { balanceAfter?: bigint; supplyAfter?: bigint } {
  if (amount === undefined) return {};
  const apply = (value: bigint | undefined) => {
    if (value === undefined) return undefined;
    const next = kind === 'mint' ? value + amount : value - amount;
    return next < 0n ? 0n : next;
  };
  return { balanceAfter: apply(targetBalance), supplyAfter: apply(totalSupply) };
}

/** An action's submit button: Connect wallet for visitors, the form's message while it is not ready, busy: off. */
export function actionButton<T>(args: { connected: boolean; check: FormCheck<T>; busy: boolean }): {
  label: 'connect' | 'submit' | ManageFormError;
  disabled: boolean;
} {
  if (!args.connected) return { label: 'connect', disabled: false };
  if (args.check.kind === 'error') return { label: args.check.error, disabled: true };
  return { label: 'submit', disabled: args.busy };
}
