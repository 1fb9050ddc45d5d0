/** Deterministic addresses: sha256 of the seed, the contract kind and its canonical init params. */
import { sha256 } from './codec';

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function deriveAddress(seed: number, kind: string, init: Record<string, unknown>): string {
  return '0:' + sha256(JSON.stringify([seed, kind, canonical(init)]));
}

export const isAddress = (value: string): boolean => /^0:[0-9a-f]{64}$/.test(value);
