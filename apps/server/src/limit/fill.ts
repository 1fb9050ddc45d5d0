import { dec } from '../dex/sql';

/**
 * The filled part of an order in percent, as the limit-order API writes it (`get_limit_orders`' SQL: rounded half
 * up to two decimals, within 0 and 100, trailing zeros dropped): "33.33", "0.5", "100", "0".
 */
export function filledPercent(initialSpent: bigint, currentSpent: bigint): string {
  if (initialSpent <= 0n) return '0';
  let filled = initialSpent - currentSpent;
  if (filled < 0n) filled = 0n;
  if (filled > initialSpent) filled = initialSpent;
  const hundredths = (filled * 20_000n + initialSpent) / (2n * initialSpent);
  return dec(`${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`);
}
