/** A workchain-0 address: "0:" followed by 64 hexadecimal characters. */
const ADDRESS_RE = /^0:[0-9a-fA-F]{64}$/;

export function isAddress(value: unknown): value is string {
  return typeof value === 'string' && ADDRESS_RE.test(value);
}

/** First 6 characters, "...", last 4 (spec 9). Short strings are returned unchanged. */
export function shortenAddress(address: string): string {
  if (address.length <= 13) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** The same account or contract, whatever the hexadecimal letters' case. */
export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
