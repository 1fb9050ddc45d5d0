/**
 * Answers of the expensive reads (issue 41: the portfolio's sections and the gauges list) kept while nothing they read
 * has changed. An answer is a function of the read model, the chain's state and the chain clock's second, so it is
 * kept under a version made of the three: the indexer's batches (it calls `invalidate()` after each commit), the
 * chain's commits (counted from `onCommitted`) and `now()`. A request with the same key and version gets the answer
 * already computed (or being computed: concurrent requests share one computation); a new batch, commit or second
 * computes afresh. Every version names the read model's batch, so a batch drops every kept answer at once. At most
 * `limit` keys are kept, the least recently computed dropped first; a failed computation is not kept.
 *
 * `text` keeps an answer already serialized (the DEX reads: a chart of up to 5,000 points is sent as it was written,
 * not serialized again for each request) and counts its characters: they stay under `maxChars`, the least recently
 * computed dropped first.
 *
 * A part of an answer that does not read the chain clock, or not the chain at all, may say so (`depends`): it is
 * then kept across seconds, or across chain commits, while the rest of its version stands (issue 41: the
 * portfolio's totals and history reuse the parts that stay between two seconds).
 */
export interface AnswerCacheChain {
  now(): number;
  onCommitted(listener: () => void): () => void;
}

/** What a kept answer is a function of besides the read model: by default the chain's state and its second. */
export interface Depends {
  /** The chain's state (its commits); default true. */
  chain?: boolean;
  /** The chain clock's second; default true. */
  clock?: boolean;
  /** Anything else the answer is a function of (e.g. the hour of a price), part of its version. */
  also?: string;
}

export class AnswerCache {
  private batches = 0;
  private commits = 0;
  private chars = 0;
  private readonly entries = new Map<string, { version: string; answer: Promise<unknown>; chars: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly chain: AnswerCacheChain,
    private readonly limit = 2000,
    private readonly maxChars = 16 * 1024 * 1024,
  ) {
    this.unsubscribe = chain.onCommitted(() => {
      this.commits += 1;
    });
  }

  /** The read model changed (the indexer committed a batch). */
  invalidate(): void {
    this.batches += 1;
    this.entries.clear();
    this.chars = 0;
  }

  /** Characters of the text answers kept now. */
  keptChars(): number {
    return this.chars;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.chars = 0;
  }

  /** The answer for `key` at the current version: kept, or computed by `compute` and kept. */
  answer<T>(key: string, compute: () => Promise<T>, depends: Depends = {}): Promise<T> {
    return this.keep(key, compute, depends, () => 0);
  }

  /** A serialized answer for `key` at the current version, counted against `maxChars`. */
  text(key: string, compute: () => Promise<string>, depends: Depends = {}): Promise<string> {
    return this.keep(key, compute, depends, (text) => text.length);
  }

  private keep<T>(key: string, compute: () => Promise<T>, depends: Depends, weigh: (answer: T) => number): Promise<T> {
    const { chain = true, clock = true, also = '' } = depends;
    const version = `${this.batches}:${chain ? this.commits : '-'}:${clock ? this.chain.now() : '-'}:${also}`;
    const kept = this.entries.get(key);
    if (kept?.version === version) return kept.answer as Promise<T>;
    const answer = compute();
    this.drop(key);
    const entry = { version, answer, chars: 0 };
    this.entries.set(key, entry);
    answer.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.chars = weigh(value);
        this.chars += entry.chars;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    this.trim();
    return answer;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.chars -= entry.chars;
    this.entries.delete(key);
  }

  private trim(): void {
    while (this.entries.size > this.limit || (this.chars > this.maxChars && this.entries.size > 1))
      this.drop(this.entries.keys().next().value!);
  }
}
