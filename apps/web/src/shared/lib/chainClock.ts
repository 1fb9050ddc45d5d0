/**
 * The chain's clock as the API server last told it (`x-chain-time` on every `/api/` answer), kept as an offset to the
 * browser's clock. Rounds, deadlines and "N minutes ago" go by it: on a real network the two clocks agree (offset 0),
 * on the local network the chain's runs ahead after its seed. Before any answer the browser's clock stands in.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

/** Calls `listener` whenever the offset changes (a first answer, a chain clock moved); returns the unsubscribe. */
export function onChainClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the chain's time from an answer's header (unix seconds; anything else is ignored). */
export function noteChainTime(header: string | null, receivedAt: number = Date.now()): void {
  if (header === null || !/^\d+$/.test(header)) return;
  // the header is whole seconds: the chain's now lies within the second it names
  const next = Number(header) * 1000 + 500 - receivedAt;
  // a second or so of jitter is the header's rounding and the answer's travel, not a clock change
  if (Math.abs(next - offsetMs) <= 1500) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** The chain's now, unix milliseconds. */
export const chainNowMs = (wallMs: number = Date.now()) => wallMs + offsetMs;

/** The chain's now, unix seconds. */
export const chainNowSeconds = (wallMs?: number) => Math.floor(chainNowMs(wallMs) / 1000);
