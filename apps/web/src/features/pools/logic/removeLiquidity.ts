/**
 * Remove-liquidity rules (spec 2.6, 4.10, 5): amount validation against the LP balance, the receive preview,
 * the resulting position and the submit button state.
 */
import { formatUnits, parseUnits } from '@tycho/units';
import { userSharePercent, userTokenAmounts } from './poolMath';

export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooBig'; units: string }
  | { kind: 'zero' }
  | { kind: 'ok'; units: string };

/** Valid when empty, or when the amount scaled by the LP decimals (rounded down) is not above the LP balance. */
export function checkRemoveAmount(text: string, lpBalance: string | undefined, lpDecimals: number): AmountCheck {
  if (text.trim() === '') return { kind: 'empty' };
  const units = parseUnits(text, lpDecimals, 'truncate');
  if (units === null) return { kind: 'invalid' };
  if (units === 0n) return { kind: 'zero' };
  if (units > BigInt(lpBalance ?? '0')) return { kind: 'tooBig', units: units.toString() };
  return { kind: 'ok', units: units.toString() };
}

/** Max: the full balance (smallest units) as amount text with the token's decimals. */
export function maxAmountText(balance: string, decimals: number): string {
  return formatUnits(balance, decimals);
}

export interface RemovePreview {
  receive: string[];
  lpAfter: string;
  supplyAfter: string;
  reservesAfter: string[];
  /** The user's token amounts after the removal. */
  positionAfter: string[];
  shareAfter: string;
}

/** What the removal pays out and the position left; sole provider removing less than all keeps 100 %. */
export function previewRemove(
  lpUnits: string,
  lpBalance: string,
  lpSupply: string,
  reserves: readonly string[],
): RemovePreview {
  const receive = userTokenAmounts(lpUnits, lpSupply, reserves);
  const lpAfter = (BigInt(lpBalance) - BigInt(lpUnits)).toString();
  const supplyAfter = (BigInt(lpSupply) - BigInt(lpUnits)).toString();
  const reservesAfter = reserves.map((r, i) => (BigInt(r) - BigInt(receive[i] ?? '0')).toString());
  const sole = lpBalance === lpSupply;
  const shareAfter = sole && BigInt(lpUnits) < BigInt(lpBalance) ? '100' : userSharePercent(lpAfter, supplyAfter);
  return {
    receive,
    lpAfter,
    supplyAfter,
    reservesAfter,
    positionAfter: userTokenAmounts(lpAfter, supplyAfter, reservesAfter),
    shareAfter,
  };
}

export type RemoveButton =
  | { kind: 'connect'; disabled: boolean }
  | { kind: 'loading' }
  | { kind: 'awaiting' }
  | { kind: 'enterAmount' }
  | { kind: 'tooBig' }
  | { kind: 'noLp' }
  | { kind: 'ready' };

/**
 * Button state of spec 4.10, in its order: loading first (the wallet check, the pool, the LP position or a decimals
 * read, withdrawing), awaiting confirmation, then no wallet (connect, disabled while connecting), enter an amount,
 * ready.
 */
export function removeButton(s: {
  walletStatus: string;
  loading: boolean;
  awaiting: boolean;
  withdrawing: boolean;
  check: AmountCheck;
  lpBalance: string | undefined;
}): RemoveButton {
  if (s.loading || s.withdrawing || s.walletStatus === 'checking') return { kind: 'loading' };
  if (s.awaiting) return { kind: 'awaiting' };
  if (s.walletStatus !== 'connected') return { kind: 'connect', disabled: s.walletStatus === 'connecting' };
  if (s.check.kind === 'empty' || s.check.kind === 'zero' || s.check.kind === 'invalid') return { kind: 'enterAmount' };
  if (s.check.kind === 'tooBig') return { kind: 'tooBig' };
  if (!s.lpBalance || BigInt(s.lpBalance) <= 0n) return { kind: 'noLp' };
  return { kind: 'ready' };
}

const BUTTON_LABEL: Record<RemoveButton['kind'], string> = {
  connect: 'wallet.connect',
  awaiting: 'liquidity.remove.awaiting',
  loading: 'liquidity.remove.loading',
  enterAmount: 'liquidity.remove.enterAmount',
  tooBig: 'liquidity.remove.tooBig',
  noLp: 'liquidity.remove.noLpButton',
  ready: 'liquidity.remove.submit',
};

/** The message id of the button's label. */
export const removeButtonLabel = (button: RemoveButton) => BUTTON_LABEL[button.kind];

export type RemovePhase = 'idle' | 'awaiting' | 'withdrawing';

export interface RemoveFormInput {
  text: string;
  walletStatus: string;
  phase: RemovePhase;
  /** The pool, the LP position or the pool's data is still loading. */
  loading: boolean;
  lpBalance: string | undefined;
  /** LP token decimals; undefined while they are read (the form waits, it never guesses). */
  lpDecimals: number | undefined;
  /** Decimals of the pool's tokens in pool order; undefined entries are still being read. */
  tokenDecimals: readonly (number | undefined)[];
  symbols: readonly string[];
  pool?: { lpLocked: string; volumesLocked: readonly string[] };
}

export interface ReceiveLine {
  amount: string;
  decimals: number;
  symbol: string;
}

export interface RemoveForm {
  check: AmountCheck;
  button: RemoveButton;
  preview?: RemovePreview;
  /** What the removal pays out, each with its token's decimals and symbol (once the amount is valid). */
  receive?: ReceiveLine[];
  /** The user holds LP tokens of the pool. */
  hasLp: boolean;
  /** Every decimals value the form shows or parses with is known. */
  decimalsKnown: boolean;
  /** The amount field and Max accept input. */
  editable: boolean;
}

/** Everything the remove form shows, from its inputs (spec 4.10). */
export function removeForm(s: RemoveFormInput): RemoveForm {
  const decimalsKnown = s.lpDecimals !== undefined && s.tokenDecimals.every((d) => d !== undefined);
  const check: AmountCheck =
    s.lpDecimals === undefined ? { kind: 'empty' } : checkRemoveAmount(s.text, s.lpBalance, s.lpDecimals);
  const button = removeButton({
    walletStatus: s.walletStatus,
    loading: s.loading || (!!s.pool && !decimalsKnown),
    awaiting: s.phase === 'awaiting',
    withdrawing: s.phase === 'withdrawing',
    check,
    lpBalance: s.lpBalance,
  });
  const preview =
    s.pool && s.lpBalance && check.kind === 'ok'
      ? previewRemove(check.units, s.lpBalance, s.pool.lpLocked, s.pool.volumesLocked)
      : undefined;
  const receive =
    preview && decimalsKnown
      ? preview.receive.map((amount, i) => ({ amount, decimals: s.tokenDecimals[i]!, symbol: s.symbols[i] ?? '' }))
      : undefined;
  return {
    check,
    button,
    preview,
    receive,
    hasLp: !!s.lpBalance && BigInt(s.lpBalance) > 0n,
    decimalsKnown,
    editable: s.phase === 'idle' && s.lpDecimals !== undefined,
  };
}

/** What identifies a withdrawal: a previewed one is sent as it is only for the same owner, pool and LP amount. */
export interface WithdrawalKey {
  owner: string;
  pool: string;
  lpAmount: string;
}

/** The previewed withdrawal when it is the one being submitted (its coin, gas and call id are then signed), else undefined. */
export function previewedWithdrawal<T extends WithdrawalKey>(
  previewed: T | undefined,
  now: WithdrawalKey,
): T | undefined {
  return previewed &&
    previewed.owner === now.owner &&
    previewed.pool === now.pool &&
    previewed.lpAmount === now.lpAmount
    ? previewed
    : undefined;
}
