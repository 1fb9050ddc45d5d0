/**
 * Persistence of the devnet in the devnet_* tables. Every commit is one database transaction holding the new
 * transactions, the changed accounts, the new queue entries, the consumed queue entries and the meta facts.
 */
import { and, asc, desc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { RawTransaction, TransactionId } from 'everscale-inpage-provider';
import { type Db, schema } from '@tycho/db';
import { fromJson, toJson } from './json';
import type { AccountRecord, QueuedMessage } from './types';

const { devnetAccounts, devnetMeta, devnetQueue, devnetTransactions } = schema;

export interface WriteSet {
  transactions: RawTransactionRow[];
  accounts: Map<string, AccountRecord>;
  queueAdd: Map<bigint, QueuedMessage>;
  queueDelete: bigint[];
  meta: Map<string, unknown>;
}

export interface RawTransactionRow {
  account: string;
  transaction: RawTransaction;
}

export const emptyWriteSet = (): WriteSet => ({
  transactions: [],
  accounts: new Map(),
  queueAdd: new Map(),
  queueDelete: [],
  meta: new Map(),
});

const CHUNK = 500;
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export class Store {
  constructor(private readonly db: Db) {}

  async loadMeta(): Promise<Map<string, unknown>> {
    const rows = await this.db.select().from(devnetMeta);
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** Every account, or (`afterLt`) those a transaction after that logical time changed. */
  async loadAccounts(afterLt?: bigint): Promise<AccountRecord[]> {
    const all = this.db.select().from(devnetAccounts);
    const rows = await (afterLt === undefined ? all : all.where(gt(devnetAccounts.lastLt, afterLt)));
    return rows.map((r) => ({
      address: r.address,
      kind: r.kind === '' ? undefined : r.kind,
      balance: BigInt(r.balance),
      state: r.kind === '' ? null : fromJson(r.state),
      lastLt: r.lastLt,
      lastHash: r.lastHash,
    }));
  }

  async loadQueue(): Promise<{ seq: bigint; message: QueuedMessage }[]> {
    const rows = await this.db.select().from(devnetQueue).orderBy(devnetQueue.seq);
    return rows.map((r) => ({ seq: r.seq, message: fromJson<QueuedMessage>(r.message) }));
  }

  async wipe(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(devnetQueue);
      await tx.delete(devnetTransactions);
      await tx.delete(devnetAccounts);
      await tx.delete(devnetMeta);
    });
  }

  async commit(w: WriteSet): Promise<void> {
    const added = [...w.queueAdd.entries()];
    await this.db.transaction(async (tx) => {
      for (const part of chunks(w.transactions)) {
        await tx.insert(devnetTransactions).values(
          part.map(({ account, transaction: t }) => ({
            lt: BigInt(t.id.lt),
            hash: t.id.hash,
            account,
            inMessageHash: t.inMessage.hash,
            createdAt: t.createdAt,
            body: t,
          })),
        );
      }
      for (const part of chunks([...w.accounts.values()])) {
        await tx
          .insert(devnetAccounts)
          .values(
            part.map((a) => ({
              address: a.address,
              kind: a.kind ?? '',
              balance: a.balance.toString(),
              state: a.kind ? toJson(a.state) : {},
              lastLt: a.lastLt,
              lastHash: a.lastHash,
            })),
          )
          .onConflictDoUpdate({
            target: devnetAccounts.address,
            set: {
              kind: sql`excluded.kind`,
              balance: sql`excluded.balance`,
              state: sql`excluded.state`,
              lastLt: sql`excluded.last_lt`,
              lastHash: sql`excluded.last_hash`,
            },
          });
      }
      for (const part of chunks(added)) {
        await tx.insert(devnetQueue).values(part.map(([seq, message]) => ({ seq, message: toJson(message) })));
      }
      for (const part of chunks(w.queueDelete)) await tx.delete(devnetQueue).where(inArray(devnetQueue.seq, part));
      for (const [key, value] of w.meta) {
        await tx
          .insert(devnetMeta)
          .values({ key, value: toJson(value) })
          .onConflictDoUpdate({ target: devnetMeta.key, set: { value: toJson(value) } });
      }
    });
  }

  /** Transactions of an account, newest first, starting at `fromLt` (inclusive: the provider's continuation). */
  async transactions(account: string, fromLt: bigint | undefined, limit: number): Promise<RawTransaction[]> {
    const rows = await this.db
      .select({ body: devnetTransactions.body })
      .from(devnetTransactions)
      .where(
        fromLt === undefined
          ? eq(devnetTransactions.account, account)
          : and(eq(devnetTransactions.account, account), lte(devnetTransactions.lt, fromLt)),
      )
      .orderBy(desc(devnetTransactions.lt))
      .limit(limit);
    return rows.map((r) => r.body as RawTransaction);
  }

  /** A page of an account's transactions as the provider's `getTransactions` answers it (newest first). */
  async transactionsPage(account: string, continuation: TransactionId | undefined, limit: number) {
    const transactions = await this.transactions(
      account,
      continuation ? BigInt(continuation.lt) : undefined,
      Math.max(1, Math.min(limit, 500)),
    );
    const last = transactions[transactions.length - 1];
    const first = transactions[0];
    return {
      transactions,
      continuation: last?.prevTransactionId,
      info: first && last ? { maxLt: first.id.lt, minLt: last.id.lt, batchType: 'old' as const } : undefined,
    };
  }

  /** The transaction stream (`Devnet.transactionsAfter`): at most 1,000 committed transactions after `cursor`. */
  async committedAfter(cursor: bigint, limit: number) {
    const rows = await this.transactionsAfter(cursor, Math.max(1, Math.min(limit, 1000)));
    return rows.map((r) => ({ cursor: r.lt, account: r.account, transaction: r.transaction }));
  }

  /** Committed transactions of every account after `afterLt`, in logical-time order. */
  async transactionsAfter(afterLt: bigint, limit: number): Promise<(RawTransactionRow & { lt: bigint })[]> {
    const rows = await this.db
      .select({ lt: devnetTransactions.lt, account: devnetTransactions.account, body: devnetTransactions.body })
      .from(devnetTransactions)
      .where(gt(devnetTransactions.lt, afterLt))
      .orderBy(asc(devnetTransactions.lt))
      .limit(limit);
    return rows.map((r) => ({ lt: r.lt, account: r.account, transaction: r.body as RawTransaction }));
  }

  /** The logical time of the newest committed transaction (0 when there is none). */
  async latestLt(): Promise<bigint> {
    const [row] = await this.db.select({ lt: max(devnetTransactions.lt) }).from(devnetTransactions);
    return row?.lt ?? 0n;
  }

  async transactionByHash(hash: string): Promise<RawTransaction | undefined> {
    const rows = await this.db
      .select({ body: devnetTransactions.body })
      .from(devnetTransactions)
      .where(eq(devnetTransactions.hash, hash))
      .limit(1);
    return rows[0]?.body as RawTransaction | undefined;
  }

  async transactionByInMessage(hash: string): Promise<RawTransaction | undefined> {
    const rows = await this.db
      .select({ body: devnetTransactions.body })
      .from(devnetTransactions)
      .where(eq(devnetTransactions.inMessageHash, hash))
      .orderBy(desc(devnetTransactions.lt))
      .limit(1);
    return rows[0]?.body as RawTransaction | undefined;
  }
}
