/**
 * Amount text as a user types it: digits with one optional decimal separator (a comma is read as a dot), never
 * more fractional digits than the token has. Returns the accepted text, or null to refuse the keystroke.
 */
export function sanitizeAmountInput(raw: string, decimals: number): string | null {
  const text = raw.replace(',', '.');
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return null;
  if (decimals === 0 && text.includes('.')) return null;
  const [, frac = ''] = text.split('.');
  if (frac.length > decimals) return null;
  return text;
}
