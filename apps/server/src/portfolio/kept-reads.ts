/**
 * The portfolio's reads of the read model kept while the read model stands (issue 41): every portfolio query reads
 * tables only the indexer writes (pools, currencies, candles, transactions, orders), so its rows are a function of
 * the statement and the indexer's batches. The database handed to the sections answers `execute` from the answer
 * cache (http/answer-cache.ts, kept across chain commits and seconds, dropped after the next batch); everything else
 * goes to the database itself.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@tycho/db';
import type { AnswerCache } from '../http/answer-cache';

const dialect = new PgDialect();

export function keptReads(db: Db, answers: AnswerCache): Db {
  const execute = (statement: SQL | string) => {
    if (typeof statement === 'string') return db.execute(statement);
    const { sql, params } = dialect.sqlToQuery(statement);
    const key = `sql:${sql}:${JSON.stringify(params)}`;
    // drizzle's query is a thenable that runs again at each `then`: kept as the promise of its one run
    return answers.answer(key, () => Promise.resolve(db.execute(statement)), { chain: false, clock: false });
  };
  return new Proxy(db, { get: (target, name) => (name === 'execute' ? execute : Reflect.get(target, name)) });
}
