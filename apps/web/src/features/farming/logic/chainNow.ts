/**
 * The chain's time now from one read of the chain's clock: the chain time read plus the wall-clock time elapsed since
 * the read, never less than the chain time read. The elapsed time is the difference of two estimates made with the
 * same API clock offset (`toChain`), so a correction of that offset after the read (the API's first answer, a moved
 * chain clock) is not counted as time that passed.
 */
export function chainNowFrom(
  read: { chain: number; wallMs: number },
  apiNow: number,
  toChain: (wallMs: number) => number,
): number {
  return read.chain + Math.max(0, apiNow - toChain(read.wallMs));
}
