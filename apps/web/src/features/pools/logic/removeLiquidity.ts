/**
 * Remove-liquidity rules (spec 2.6, 4.10, 5): amount validation against the LP balance, the receive preview,
 * the resulting position and the submit button state.
 */
import BigNumber from 'bignumber.js';
import { parseUnits } from '@tycho/units';
import { userSharePercent, userTokenAmounts } from './poolMath';

export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooBig'; units: string }
  | { kind: 'zero' }
  | { kind: 'ok'; units: string };

/** Decimal text only (digits with one optional dot), limited to the LP decimals. */
export function sanitizeAmount(text: string, decimals: number): string | null {
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return null;
  const [, frac = ''] = text.split('.');
  if (frac.length > decimals) return null;
  return text;
}

/** Valid when empty, or when the amount scaled by the LP decimals (rounded down) is not above the LP balance. */
export function checkRemoveAmount(text: string, lpBalance: string | undefined, lpDecimals: number): AmountCheck {
  if (text.trim() === '') return { kind: 'empty' };
  const units = parseUnits(text, lpDecimals, 'truncate');
  if (units === null) return { kind: 'invalid' };
  if (units === 0n) return { kind: 'zero' };
  if (units > BigInt(lpBalance ?? '0')) return { kind: 'tooBig', units: units.toString() };
  return { kind: 'ok', units: units.toString() };
}

/** Max: the full LP balance as text with the LP decimals. */
export function maxAmountText(lpBalance: string, lpDecimals: number): string {
  return new BigNumber(lpBalance).shiftedBy(-lpDecimals).toFixed();
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

/** Button state of spec 4.10, in priority order. */
export function removeButton(s: {
  walletStatus: string;
  loading: boolean;
  awaiting: boolean;
  withdrawing: boolean;
  check: AmountCheck;
  lpBalance: string | undefined;
}): RemoveButton {
  if (s.walletStatus !== 'connected')
    return { kind: 'connect', disabled: s.walletStatus === 'connecting' || s.walletStatus === 'checking' };
  if (s.awaiting) return { kind: 'awaiting' };
  if (s.loading || s.withdrawing) return { kind: 'loading' };
  if (s.check.kind === 'empty' || s.check.kind === 'zero' || s.check.kind === 'invalid') return { kind: 'enterAmount' };
  if (s.check.kind === 'tooBig') return { kind: 'tooBig' };
  if (!s.lpBalance || BigInt(s.lpBalance) <= 0n) return { kind: 'noLp' };
  return { kind: 'ready' };
}
