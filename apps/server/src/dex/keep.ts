import type { RouteDef } from '@tycho/api';
import type { AnswerCache } from '../http/answer-cache';
import type { Kept, RouteInput } from '../http/routes';
import { timeframeSeconds } from './sql';

/**
 * How the DEX reads are kept (issue 41: a storm of the most expensive of them, a pool's month of hourly candles, kept
 * both cores busy and the pools list waited behind it). The lists and charts read the read model alone, which the
 * indexer's batches version; a chart also runs to the bucket the chain clock is in, so it is computed afresh when
 * that bucket changes. Without an answer cache (tests that build the API alone) every request computes.
 */
export class DexKeep {
  constructor(
    private readonly answers: AnswerCache | undefined,
    private readonly now: () => number,
  ) {}

  /** A read of the read model alone (pools, pairs, transactions). */
  model<R extends RouteDef>(): Kept<R> {
    return { answers: this.answers, depends: () => ({ chain: false, clock: false }) };
  }

  /** A chart whose window's end is clamped to the chain clock: also a function of the bucket the clock is in. */
  graph<R extends RouteDef>(timeframe: (input: RouteInput<R>) => 'H1' | 'D1'): Kept<R> {
    return {
      answers: this.answers,
      depends: (input) => {
        const frame = timeframe(input);
        return { chain: false, clock: false, also: `${frame}:${Math.floor(this.now() / timeframeSeconds(frame))}` };
      },
    };
  }
}
