/**
 * The recent activity of this browser (issue 39): every action sent through the toast family (`notify.ts`), with
 * its state, its texts (which name the amounts) and its transaction. Kept in local storage per wallet address as
 * `{ [walletAddress]: ActivityEntry[] }`, newest first, at most `ACTIVITY_LIMIT` entries per wallet. A pending entry
 * is updated in place when its result arrives, even when the wallet changed meanwhile. Storage failures are ignored.
 */
import { isAddress } from '../../lib/address';

export type ActivityState = 'pending' | 'done' | 'failed' | 'canceled';

export interface ActivityEntry {
  id: string;
  state: ActivityState;
  /** What was sent, in the words of its pending toast. */
  title: string;
  /** The result's text, once it ended. */
  result?: string;
  hash?: string;
  startedAt: number;
  endedAt?: number;
}

export const ACTIVITY_KEY = 'tycho.activity';
export const ACTIVITY_LIMIT = 50;

const STATES: readonly ActivityState[] = ['pending', 'done', 'failed', 'canceled'];
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type Data = Record<string, ActivityEntry[]>;

function validEntry(value: unknown): ActivityEntry | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const e = value as Record<string, unknown>;
  if (typeof e.id !== 'string' || typeof e.title !== 'string' || typeof e.startedAt !== 'number') return undefined;
  if (!STATES.includes(e.state as ActivityState)) return undefined;
  return {
    id: e.id,
    state: e.state as ActivityState,
    title: e.title,
    startedAt: e.startedAt,
    ...(typeof e.result === 'string' ? { result: e.result } : {}),
    ...(typeof e.hash === 'string' && e.hash ? { hash: e.hash } : {}),
    ...(typeof e.endedAt === 'number' ? { endedAt: e.endedAt } : {}),
  };
}

export function parseActivity(raw: string | null): Data {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Data = {};
  for (const [wallet, entries] of Object.entries(value as Record<string, unknown>)) {
    if (!isAddress(wallet) || !Array.isArray(entries)) continue;
    out[wallet] = entries.flatMap((e) => validEntry(e) ?? []).slice(0, ACTIVITY_LIMIT);
  }
  return out;
}

export interface ActivityStoreOptions {
  storage: () => StorageLike | undefined;
  now?: () => number;
}

export function createActivityStore({ storage, now = Date.now }: ActivityStoreOptions) {
  const listeners = new Set<() => void>();
  /** The wallet each entry of this page belongs to, so a result finds its entry after the wallet changed. */
  const ownerOf = new Map<string, string>();
  let owner: string | undefined;
  let cache: { raw: string | null; data: Data } | undefined;
  let counter = 0;

  const read = (): Data => {
    let raw: string | null;
    try {
      raw = storage()?.getItem(ACTIVITY_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (!cache || cache.raw !== raw) cache = { raw, data: parseActivity(raw) };
    return cache.data;
  };
  const write = (wallet: string, update: (list: ActivityEntry[]) => ActivityEntry[]) => {
    const data = read();
    const next = { ...data, [wallet]: update(data[wallet] ?? []).slice(0, ACTIVITY_LIMIT) };
    try {
      storage()?.setItem(ACTIVITY_KEY, JSON.stringify(next));
      cache = undefined;
    } catch {
      cache = { raw: cache?.raw ?? null, data: next }; // kept for this page at least
    }
    listeners.forEach((l) => l());
  };

  return {
    /** The connected wallet, whose list new entries join; undefined records nothing. */
    setOwner(address: string | undefined) {
      if (address === owner) return;
      owner = address;
      listeners.forEach((l) => l());
    },
    owner: () => owner,
    /** Starts a pending entry for the connected wallet; its id, or undefined without a wallet. */
    start(title: string): string | undefined {
      if (!owner) return undefined;
      counter += 1;
      const id = `${now().toString(36)}-${counter}`;
      ownerOf.set(id, owner);
      const entry: ActivityEntry = { id, state: 'pending', title, startedAt: now() };
      write(owner, (list) => [entry, ...list]);
      return id;
    },
    /** Ends the entry `id` with its result (a result without an entry is recorded as an entry of its own). */
    finish(id: string | undefined, state: Exclude<ActivityState, 'pending'>, result: string, hash?: string | null) {
      const wallet = (id && ownerOf.get(id)) ?? owner;
      if (!wallet) return;
      const ended = now();
      const found = id !== undefined && (read()[wallet] ?? []).some((e) => e.id === id);
      write(wallet, (list) => {
        if (found) {
          return list.map((e) =>
            e.id === id ? { ...e, state, result, endedAt: ended, ...(hash ? { hash } : {}) } : e,
          );
        }
        counter += 1;
        const entry: ActivityEntry = {
          id: `${ended.toString(36)}-${counter}`,
          state,
          title: result,
          startedAt: ended,
          endedAt: ended,
          ...(hash ? { hash } : {}),
        };
        return [entry, ...list];
      });
      if (id) ownerOf.delete(id);
    },
    /** The list of `wallet` (the connected one by default), newest first. */
    list(wallet: string | undefined = owner): ActivityEntry[] {
      return wallet ? (read()[wallet] ?? EMPTY) : EMPTY;
    },
    clear(wallet: string | undefined = owner) {
      if (wallet) write(wallet, () => []);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const EMPTY: ActivityEntry[] = [];

export type ActivityStore = ReturnType<typeof createActivityStore>;

/** The page's store, over the browser's local storage. */
export const activity = createActivityStore({
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
});
