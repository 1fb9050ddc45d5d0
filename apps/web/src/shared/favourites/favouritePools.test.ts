import { describe, expect, it } from 'vitest';
import {
  createFavouritePools as createFavoritesStore,
  FAVORITE_POOLS_KEY,
  favouritePoolsSpec,
  LEGACY_FAVORITE_POOLS_KEY,
  parseFavouritePools as parseFavorites,
  type FavouritePool,
} from './favourites';
import { hasPerWallet, togglePerWallet, type PerWalletData } from './perWalletStore';

type Data = PerWalletData<FavouritePool>;
const toggleFavorite = (data: Data, wallet: string, pool: FavouritePool) =>
  togglePerWallet(favouritePoolsSpec, data, wallet, pool);
const isFavorite = (data: Data, wallet: string | undefined, pool: string) =>
  hasPerWallet(favouritePoolsSpec, data, wallet, pool);

const W1 = `0:${'1'.repeat(64)}`;
const W2 = `0:${'2'.repeat(64)}`;
const P1 = `0:${'a'.repeat(64)}`;
const P2 = `0:${'b'.repeat(64)}`;

function memoryStorage(initial?: string, legacy?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(FAVORITE_POOLS_KEY, initial);
  if (legacy !== undefined) map.set(LEGACY_FAVORITE_POOLS_KEY, legacy);
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('favourite pools', () => {
  it('keeps only entries with a string address and an optional string name', () => {
    const raw = JSON.stringify({
      [W1]: [
        { address: P1, name: 'A/B' },
        { address: P2 },
        { address: 5 },
        { address: P1, name: 3 },
        'x',
        null,
        { name: 'n' },
      ],
      notAWallet: [{ address: P1 }],
      [W2]: 'nope',
    });
    expect(parseFavorites(raw)).toEqual({ [W1]: [{ address: P1, name: 'A/B' }, { address: P2 }] });
  });

  it('survives broken storage values', () => {
    expect(parseFavorites(null)).toEqual({});
    expect(parseFavorites('{broken')).toEqual({});
    expect(parseFavorites('[1,2]')).toEqual({});
  });

  it('drops duplicate addresses', () => {
    const raw = JSON.stringify({ [W1]: [{ address: P1 }, { address: P1.toUpperCase() }] });
    expect(parseFavorites(raw)[W1]).toHaveLength(1);
  });

  it('toggles per wallet', () => {
    let data = toggleFavorite({}, W1, { address: P1, name: 'A/B' });
    expect(isFavorite(data, W1, P1)).toBe(true);
    expect(isFavorite(data, W2, P1)).toBe(false);
    expect(isFavorite(data, undefined, P1)).toBe(false);
    data = toggleFavorite(data, W1, { address: P1 });
    expect(isFavorite(data, W1, P1)).toBe(false);
  });

  it('stores to local storage and notifies subscribers; storage failures are ignored', () => {
    const storage = memoryStorage();
    const store = createFavoritesStore(() => storage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.toggle(W1, { address: P1, name: 'A/B' });
    expect(calls).toBe(1);
    expect(JSON.parse(storage.map.get(FAVORITE_POOLS_KEY) ?? '')).toEqual({ [W1]: [{ address: P1, name: 'A/B' }] });
    expect(store.list(W1)).toEqual([{ address: P1, name: 'A/B' }]);
    expect(store.list(W2)).toEqual([]);
    const failing = createFavoritesStore(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    }));
    expect(() => failing.toggle(W1, { address: P1 })).not.toThrow();
    expect(failing.list(W1)).toEqual([]);
  });

  it('are kept under favorite_pairs (spec 9)', () => {
    expect(FAVORITE_POOLS_KEY).toBe('favorite_pairs');
  });

  it('move from the old favorite_pools key on first read, merged with favorite_pairs: nobody loses one', () => {
    const storage = memoryStorage(
      JSON.stringify({ [W1]: [{ address: P1, name: 'A/B' }] }),
      JSON.stringify({ [W1]: [{ address: P1.toUpperCase() }, { address: P2, name: 'C/D' }], [W2]: [{ address: P2 }] }),
    );
    const store = createFavoritesStore(() => storage);
    expect(store.list(W1)).toEqual([
      { address: P1, name: 'A/B' },
      { address: P2, name: 'C/D' },
    ]);
    expect(store.list(W2)).toEqual([{ address: P2 }]);
    expect(storage.map.has(LEGACY_FAVORITE_POOLS_KEY)).toBe(false);
    expect(JSON.parse(storage.map.get(FAVORITE_POOLS_KEY)!)[W2]).toEqual([{ address: P2 }]);
    // a store without the old key reads favorite_pairs as it is
    const fresh = memoryStorage(JSON.stringify({ [W1]: [{ address: P2 }] }));
    expect(createFavoritesStore(() => fresh).list(W1)).toEqual([{ address: P2 }]);
  });

  it('add keeps an entry that is there already', () => {
    const storage = memoryStorage();
    const store = createFavoritesStore(() => storage);
    store.add(W1, { address: P1 });
    store.add(W1, { address: P1.toUpperCase() });
    expect(store.list(W1)).toEqual([{ address: P1 }]);
  });
});
