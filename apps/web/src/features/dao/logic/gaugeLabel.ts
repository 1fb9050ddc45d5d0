import { shortenAddress } from '@/shared/lib/address';

/** A gauge's name: its pool's token symbols, else its short address. */
export function gaugeLabel(
  address: string,
  gauge: { poolTokens: readonly { tokenSymbol?: string | null }[] } | undefined,
): string {
  const symbols = gauge?.poolTokens.map((t) => t.tokenSymbol).filter(Boolean) ?? [];
  return symbols.length ? symbols.join('/') : shortenAddress(address);
}
