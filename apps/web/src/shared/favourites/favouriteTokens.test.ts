import { describe, expect, it, vi } from 'vitest';
import {
  createFavouriteTokens as createWatchlistStore,
  FAVORITE_TOKENS_KEY as WATCHLIST_KEY,
  favouriteTokensSpec,
  parseFavouriteTokens as parseWatchlist,
} from './favourites';
import { hasPerWallet, togglePerWallet, type PerWalletData } from './perWalletStore';

const toggleWatch = (data: PerWalletData<string>, wallet: string, token: string) =>
  togglePerWallet(favouriteTokensSpec, data, wallet, token);
const isWatched = (data: PerWalletData<string>, wallet: string | undefined, token: string) =>
  hasPerWallet(favouriteTokensSpec, data, wallet, token);

const W1 = `0:${'1'.repeat(64)}`;
const W2 = `0:${'2'.repeat(64)}`;
const T1 = `0:${'a'.repeat(64)}`;
const T2 = `0:${'b'.repeat(64)}`;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return {
    data,
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => {
      data[k] = v;
    },
  };
}

describe('parseWatchlist', () => {
  it('keeps valid entries per wallet and drops the rest', () => {
    const raw = JSON.stringify({
      [W1]: [T1, 'nope', { address: T2, name: 'B' }, { address: T2 }, { address: 5 }, { address: T1, name: 3 }],
      notAWallet: [T1],
      [W2]: 'not a list',
    });
    expect(parseWatchlist(raw)).toEqual({ [W1]: [T1, T2] });
  });
  it('survives garbage', () => {
    expect(parseWatchlist('{')).toEqual({});
    expect(parseWatchlist('[1,2]')).toEqual({});
    expect(parseWatchlist(null)).toEqual({});
  });
});

describe('toggleWatch', () => {
  it('adds and removes per wallet', () => {
    let data = toggleWatch({}, W1, T1);
    expect(isWatched(data, W1, T1)).toBe(true);
    expect(isWatched(data, W2, T1)).toBe(false);
    expect(isWatched(data, undefined, T1)).toBe(false);
    data = toggleWatch(data, W1, T1.toUpperCase());
    expect(data[W1]).toEqual([]);
  });
});

describe('watchlist store (favourite tokens)', () => {
  it('persists to storage and notifies', () => {
    const storage = memoryStorage();
    const store = createWatchlistStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle(W1, T1);
    store.toggle(W2, T2);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.data[WATCHLIST_KEY] ?? '{}')).toEqual({ [W1]: [T1], [W2]: [T2] });
    expect(store.list(W1)).toEqual([T1]);
    expect(store.list(undefined)).toEqual([]);
    // the same snapshot while nothing changed (useSyncExternalStore needs stable snapshots)
    expect(store.get()).toBe(store.get());
  });
  it('ignores storage failures', () => {
    const store = createWatchlistStore(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    }));
    expect(store.get()).toEqual({});
    expect(() => store.toggle(W1, T1)).not.toThrow();
  });
});
