/**
 * Proposal actions of the create form (spec 3 "Action", 5): custom TON actions (target, value in EVER, payload),
 * custom ETH actions (target, call data, chain id, signature, value), and the candidate actions, which become one
 * TON action to the vote escrow with value 1 (nano) and the approveGaugeDAO / removeGaugeDAO body.
 */
import { parseUnits } from '@tycho/units';

/** An empty cell: the payload of a TON action left blank. */
export const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';
export const NATIVE_DECIMALS = 9;

export interface TonDraft {
  target: string;
  /** EVER, as typed. */
  value: string;
  /** Base64 BOC; blank is an empty cell. */
  payload: string;
}

export interface EthDraft {
  target: string;
  callData: string;
  chainId: string;
  signature: string;
  /** Smallest units, as typed. */
  value: string;
}

export const emptyTon = (): TonDraft => ({ target: '', value: '1', payload: '' });
export const emptyEth = (): EthDraft => ({ target: '', callData: '', chainId: '', signature: '', value: '0' });

export type ActionError = 'invalidAddress' | 'invalidValue' | 'required' | 'invalidChainId' | 'invalidCallData';

const TVM_ADDRESS = /^-?\d+:[0-9a-fA-F]{64}$/;
const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^0x(?:[0-9a-fA-F]{2})+$/;

/** Non-negative decimal number (EVER), at most 9 decimals. */
export const parseEver = (value: string): bigint | null =>
  /^\d+(\.\d+)?$/.test(value.trim()) ? parseUnits(value.trim(), NATIVE_DECIMALS) : null;

export function checkTon(a: TonDraft): Partial<Record<keyof TonDraft, ActionError>> {
  const errors: Partial<Record<keyof TonDraft, ActionError>> = {};
  if (!TVM_ADDRESS.test(a.target.trim())) errors.target = 'invalidAddress';
  if (parseEver(a.value) === null) errors.value = 'invalidValue';
  return errors;
}

export function checkEth(a: EthDraft): Partial<Record<keyof EthDraft, ActionError>> {
  const errors: Partial<Record<keyof EthDraft, ActionError>> = {};
  if (!ETH_ADDRESS.test(a.target.trim())) errors.target = 'invalidAddress';
  const data = a.callData.trim();
  if (data === '') errors.callData = 'required';
  else if (callDataBase64(data) === null) errors.callData = 'invalidCallData';
  const chain = a.chainId.trim();
  if (!/^\d+$/.test(chain) || Number(chain) > 4_294_967_295) errors.chainId = 'invalidChainId';
  if (a.signature.trim() === '') errors.signature = 'required';
  if (!/^\d+$/.test(a.value.trim())) errors.value = 'invalidValue';
  return errors;
}

export const isValidTon = (a: TonDraft) => Object.keys(checkTon(a)).length === 0;
export const isValidEth = (a: EthDraft) => Object.keys(checkEth(a)).length === 0;

/** Call data typed as 0x-hex or base64, as base64 (the ABI's bytes); null when neither. */
export function callDataBase64(text: string): string | null {
  if (HEX.test(text)) {
    const bytes = text
      .slice(2)
      .match(/../g)!
      .map((h) => parseInt(h, 16));
    return btoa(String.fromCharCode(...bytes));
  }
  return BASE64.test(text) && text.length > 0 ? text : null;
}

/** The propose call's TON action of a valid draft. */
export function tonActionOf(a: TonDraft) {
  return { target: a.target.trim(), value: parseEver(a.value)!, payload: a.payload.trim() || EMPTY_CELL };
}

/** The propose call's ETH action of a valid draft (target as the uint160 decimal, call data base64). */
export function ethActionOf(a: EthDraft) {
  return {
    value: a.value.trim(),
    chainId: Number(a.chainId.trim()),
    target: BigInt(a.target.trim()).toString(),
    signature: a.signature.trim(),
    callData: callDataBase64(a.callData.trim())!,
  };
}

export type ActionType = 'custom' | 'newCandidate' | 'removeCandidate';
export const CANDIDATE_ACTION_VALUE = 1n;
export const candidateMethod = (type: 'newCandidate' | 'removeCandidate') =>
  type === 'newCandidate' ? ('approveGaugeDAO' as const) : ('removeGaugeDAO' as const);

/** A TVM action of a proposal as the API answers it: `call` names the vote escrow's candidate call it carries. */
export interface ProposalTonAction {
  target: string;
  value: string;
  payload: string;
  call?: { method: 'approveGaugeDAO' | 'removeGaugeDAO'; gauge: string } | null;
}

/**
 * How a proposal's TVM action reads (spec 3): a candidate action as "Add candidate X" / "Remove candidate X" (its
 * gauge), any other as its value in the network's coin and its target.
 */
export type TonActionView =
  { kind: 'addCandidate' | 'removeCandidate'; gauge: string } | { kind: 'transfer'; target: string; value: bigint };

export function tonActionView(a: ProposalTonAction): TonActionView {
  if (a.call)
    return { kind: a.call.method === 'approveGaugeDAO' ? 'addCandidate' : 'removeCandidate', gauge: a.call.gauge };
  return { kind: 'transfer', target: a.target, value: BigInt(a.value) };
}

/** A gauge's label: its pool's token symbols joined with "/", else undefined (the caller shows a short address). */
export function gaugeSymbols(poolTokens: readonly { tokenSymbol?: string | null }[]): string | undefined {
  const symbols = poolTokens.map((t) => t.tokenSymbol).filter(Boolean);
  return symbols.length ? symbols.join('/') : undefined;
}
