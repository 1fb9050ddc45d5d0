/**
 * Answers of the expensive reads (issue 41: the portfolio's sections and the gauges list) kept while nothing they read
 * has changed. An answer is a function of the read model, the chain's state and the chain clock's second, so it is
 * kept under a version made of the three: the indexer's batches (it calls `invalidate()` after each commit), the
 * chain's commits (counted from `onCommitted`) and `now()`. A request with the same key and version gets the answer
 * already computed (or being computed: concurrent requests share one computation); a new batch, commit or second
 * computes afresh. At most `limit` keys are kept, the least recently computed dropped first; a failed computation
 * is not kept.
 */
export interface AnswerCacheChain {
  now(): number;
  onCommitted(listener: () => void): () => void;
}

export class AnswerCache {
  private batches = 0;
  private commits = 0;
  private readonly entries = new Map<string, { version: string; answer: Promise<unknown> }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly chain: AnswerCacheChain,
    private readonly limit = 2000,
  ) {
    this.unsubscribe = chain.onCommitted(() => {
      this.commits += 1;
    });
  }

  /** The read model changed (the indexer committed a batch). */
  invalidate(): void {
    this.batches += 1;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  /** The answer for `key` at the current version: kept, or computed by `compute` and kept. */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = `${this.batches}:${this.commits}:${this.chain.now()}`;
    const kept = this.entries.get(key);
    if (kept?.version === version) return kept.answer as Promise<T>;
    const answer = compute();
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    return answer;
  }
}
