/** Display helpers for the approval UI. */

export function shortAddress(address: string): string {
  const [wc, hex] = address.split(':');
  if (!hex || hex.length < 12) return address;
  return `${wc}:${hex.slice(0, 4)}…${hex.slice(-4)}`;
}

/** Nano-units (9 decimals) to a TYCHO amount, trailing zeros trimmed. */
export function formatNano(nano: string, decimals = 9): string {
  if (!/^\d+$/.test(nano)) return nano;
  const padded = nano.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Pretty JSON of call params, long strings shortened so the dialog stays readable. */
export function formatParams(params: unknown): string {
  return JSON.stringify(
    params ?? {},
    (_key, value: unknown) =>
      typeof value === 'string' && value.length > 80
        ? `${value.slice(0, 36)}…${value.slice(-12)} (${value.length} chars)`
        : value,
    2,
  );
}
