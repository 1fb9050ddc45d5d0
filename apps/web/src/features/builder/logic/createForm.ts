/**
 * The create-token form (spec 5 builder): name, symbol and decimals, trimmed. Name and symbol must be 1 to 254
 * characters; decimals digits only, 0 to 18. Until all three hold something the submit asks to enter all data.
 */
export const MAX_TEXT_LENGTH = 254;
export const MAX_DECIMALS = 18;

export interface CreateFormInput {
  name: string;
  symbol: string;
  decimals: string;
}

export type CreateFieldError = 'nameTooLong' | 'symbolTooLong' | 'decimalsInvalid';

export interface CreateTokenParams {
  name: string;
  symbol: string;
  decimals: number;
}

export type CreateFormCheck =
  | { kind: 'incomplete'; errors: Partial<Record<keyof CreateFormInput, CreateFieldError>> }
  | { kind: 'invalid'; errors: Partial<Record<keyof CreateFormInput, CreateFieldError>> }
  | { kind: 'ready'; params: CreateTokenParams };

export const emptyCreateForm: CreateFormInput = { name: '', symbol: '', decimals: '' };

/** The field's own error, or undefined when it is empty or valid. */
function fieldErrors(input: CreateFormInput): Partial<Record<keyof CreateFormInput, CreateFieldError>> {
  const errors: Partial<Record<keyof CreateFormInput, CreateFieldError>> = {};
  if (input.name.trim().length > MAX_TEXT_LENGTH) errors.name = 'nameTooLong';
  if (input.symbol.trim().length > MAX_TEXT_LENGTH) errors.symbol = 'symbolTooLong';
  const decimals = input.decimals.trim();
  if (decimals !== '' && (!/^\d+$/.test(decimals) || Number(decimals) > MAX_DECIMALS)) {
    errors.decimals = 'decimalsInvalid';
  }
  return errors;
}

export function checkCreateForm(input: CreateFormInput): CreateFormCheck {
  const errors = fieldErrors(input);
  const name = input.name.trim();
  const symbol = input.symbol.trim();
  const decimals = input.decimals.trim();
  if (name === '' || symbol === '' || decimals === '') return { kind: 'incomplete', errors };
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'ready', params: { name, symbol, decimals: Number(decimals) } };
}

export type SubmitLabel = 'connect' | 'enterAllData' | 'create' | 'creating';

/** The create button: Connect wallet for visitors, Enter all data until complete, disabled while invalid or busy. */
export function createButton(args: { connected: boolean; check: CreateFormCheck; creating: boolean }): {
  label: SubmitLabel;
  disabled: boolean;
} {
  if (!args.connected) return { label: 'connect', disabled: false };
  if (args.creating) return { label: 'creating', disabled: true };
  if (args.check.kind === 'incomplete') return { label: 'enterAllData', disabled: true };
  return { label: 'create', disabled: args.check.kind !== 'ready' };
}
