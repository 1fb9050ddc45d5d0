import { parseUnits } from '@tycho/units';

export type AmountProblem = 'invalid' | 'zero' | 'tooMuch';

/** An amount typed in whole tokens, checked against what may be spent (smallest units); empty text: no problem yet. */
export function checkAmount(text: string, decimals: number, max: bigint): { amount?: bigint; problem?: AmountProblem } {
  if (text.trim() === '') return {};
  const amount = parseUnits(text, decimals);
  if (amount === null) return { problem: 'invalid' };
  if (amount === 0n) return { problem: 'zero' };
  if (amount > max) return { problem: 'tooMuch' };
  return { amount };
}
