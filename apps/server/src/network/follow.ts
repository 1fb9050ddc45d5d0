/**
 * How an `api` process follows the single writer (the `chain` process) through the shared database: every
 * `everyMs` it loads the accounts the chain committed since it last looked (its devnet replica) and reads the
 * indexer's cursor; when the cursor moved, the read model changed and `onIndexed` drops what was kept of it (the
 * route-search pool cache, the kept answers). A round that fails (the database restarting) is retried at the next.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@tycho/db';
import type { DevnetReplica } from '@tycho/devnet';
import { query } from '../dex/sql';

export interface WriterFollower {
  /** Resolves after the next whole round (tests and the start: the replica and the caches are current). */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

export function followWriter(options: {
  db: Db;
  replica: DevnetReplica;
  everyMs: number;
  onIndexed: () => void;
}): WriterFollower {
  let indexed: string | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  let waiting: (() => void)[] = [];
  const round = async () => {
    await options.replica.refresh();
    const [state] = await query<{ last_lt: string }>(
      options.db,
      sql`select last_lt::text as last_lt from dex_indexer_state where id = 'main'`,
    );
    if (state?.last_lt !== indexed) {
      indexed = state?.last_lt;
      options.onIndexed();
    }
  };
  let running = (async () => {})();
  const tick = () => {
    running = round()
      .then(() => {
        if (failing) console.log('Following the chain process again.');
        failing = false;
        const done = waiting;
        waiting = [];
        for (const resolve of done) resolve();
      })
      .catch((error: unknown) => {
        if (!failing)
          console.error(
            'Following the chain process failed, retrying:',
            error instanceof Error ? error.message : error,
          );
        failing = true;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.everyMs);
      });
  };
  tick();
  return {
    caughtUp: () => new Promise((resolve) => waiting.push(resolve)),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
