/** A change in percent ("12.3", "-4", "0") as text with a sign and its direction for colouring. */
import { parseDecimal } from '@tycho/units';
import { formatPercent } from './format';

export type ChangeDirection = 'up' | 'down' | 'flat';

export function formatChange(value: string | number | null | undefined): { text: string; direction: ChangeDirection } {
  if (value === null || value === undefined || value === '') return { text: '—', direction: 'flat' };
  const parsed = parseDecimal(value);
  if (!parsed) return { text: '—', direction: 'flat' };
  const text = formatPercent(value, 2);
  if (text === '0%' || text === '-0%') return { text: '0%', direction: 'flat' };
  if (parsed.units < 0n) return { text, direction: 'down' };
  return { text: `+${text}`, direction: 'up' };
}
