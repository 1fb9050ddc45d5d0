import { describe, expect, it } from 'vitest';
import { farmPoolsBody, initialFarmFilter, type FarmListFilter } from './listFilter';

const USER = `0:${'a'.repeat(64)}`;
const FAVOURITE = `0:${'b'.repeat(64)}`;

/** The body as plain fields (the API type is the route schema's partial input). */
const bodyOf = (...args: Parameters<typeof farmPoolsBody>) => farmPoolsBody(...args) as Record<string, unknown>;

describe('farmPoolsBody', () => {
  it('asks for every pool, unfiltered, for a visitor with no favourites', () => {
    expect(bodyOf(initialFarmFilter, undefined, [])).toEqual({
      userAddress: null,
      isActive: null,
      isAwaitingStart: null,
      isWithMyFarming: null,
      isLowBalance: null,
      favoritePoolAddresses: null,
      limit: 100,
      offset: 0,
    });
  });

  it('maps the state filter to one flag, never both', () => {
    const active = bodyOf({ ...initialFarmFilter, state: 'active' }, USER, []);
    expect([active.isActive, active.isAwaitingStart]).toEqual([true, null]);
    const awaiting = bodyOf({ ...initialFarmFilter, state: 'awaiting' }, USER, []);
    expect([awaiting.isActive, awaiting.isAwaitingStart]).toEqual([null, true]);
  });

  it('filters to my pools only when someone is connected', () => {
    const mine: FarmListFilter = { ...initialFarmFilter, mine: true };
    expect(bodyOf(mine, USER, []).isWithMyFarming).toBe(true);
    expect(bodyOf(mine, USER, []).userAddress).toBe(USER);
    // a visitor has no pools of their own: the flag is dropped rather than sent without an address
    expect(bodyOf(mine, undefined, []).isWithMyFarming).toBeNull();
  });

  it('hides low-balance pools by asking for isLowBalance false, and passes a copy of the favourites', () => {
    const favourites = [FAVOURITE];
    const body = bodyOf({ ...initialFarmFilter, hideLowBalance: true }, USER, favourites);
    expect(body.isLowBalance).toBe(false);
    expect(body.favoritePoolAddresses).toEqual(favourites);
    expect(body.favoritePoolAddresses).not.toBe(favourites);
  });
});
