/** Display helpers for the approval UI. */
import { fromNano } from '@tycho/units';

export function shortAddress(address: string): string {
  const [wc, hex] = address.split(':');
  if (!hex || hex.length < 12) return address;
  return `${wc}:${hex.slice(0, 4)}…${hex.slice(-4)}`;
}

/** Native coin nano-units to a TYCHO amount (`@tycho/units`), the whole part grouped by thousands. */
export function formatNano(nano: string): string {
  if (!/^\d+$/.test(nano)) return nano;
  const [whole = '0', fraction] = fromNano(nano).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
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
