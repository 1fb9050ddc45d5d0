/** A change in percent ("12.3", "-4", "0") as text with a sign and its direction for colouring. */
import { toBigNumber } from './bignumber';
import { formatPercent } from './format';

export type ChangeDirection = 'up' | 'down' | 'flat';

export function formatChange(value: string | number | null | undefined): { text: string; direction: ChangeDirection } {
  if (value === null || value === undefined || value === '') return { text: '—', direction: 'flat' };
  const bn = toBigNumber(value);
  if (!bn.isFinite()) return { text: '—', direction: 'flat' };
  const text = formatPercent(bn, 2);
  if (text === '0%' || text === '-0%') return { text: '0%', direction: 'flat' };
  if (bn.isNegative()) return { text, direction: 'down' };
  return { text: `+${text}`, direction: 'up' };
}
