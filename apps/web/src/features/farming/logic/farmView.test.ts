import type { FarmingPool } from '@tycho/api';
import { describe, expect, it } from 'vitest';
import {
  currentRound,
  earliestChange,
  farmName,
  farmWarnings,
  migrationBanner,
  privateTerms,
  rewardLines,
  withdrawAllFrom,
  withdrawAlsoPays,
} from './farmView';
import { farmPoolsBody, initialFarmFilter } from './listFilter';

const A = (c: string) => `0:${c.repeat(64)}`;
const T0 = 1_800_000_000;

function pool(patch: Partial<FarmingPool> = {}): FarmingPool {
  return {
    apr: '12.5',
    apr_change: '0',
    farm_start_time: T0,
    left_currency: 'QUBE',
    right_currency: 'USDT',
    pool_address: A('1'),
    pool_owner_address: A('2'),
    reward_token_root_info: [
      { reward_currency: 'QUBE', reward_root_address: A('3'), reward_scale: 9 },
      { reward_currency: 'BRIDGE', reward_root_address: A('4'), reward_scale: null },
    ],
    share: '0',
    token_root_address: A('5'),
    token_root_currency: '',
    token_root_scale: 9,
    tvl: '1000',
    tvl_change: '0',
    user_token_balance: '0',
    is_low_balance: false,
    is_private: false,
    state: 'infinite',
    pool_balance: '1000',
    pool_info: {
      vesting_period: 86_400,
      vesting_ratio: 500,
      rounds_info: [
        { start_time: T0, end_time: T0 + 100, reward_info: [] },
        {
          start_time: T0 + 100,
          reward_info: [
            {
              rewardPerSec: '2000000000',
              rewardTokenCurrency: 'QUBE',
              rewardTokenRootAddress: A('3'),
              rewardTokenScale: 9,
            },
            {
              rewardPerSec: '5',
              rewardTokenCurrency: 'BRIDGE',
              rewardTokenRootAddress: A('4'),
              rewardTokenScale: null,
            },
          ],
        },
      ],
    },
    reward_token_balance: ['10000000000', '0'],
    reward_token_deposited: ['10000000000', '0'],
    unclaimed_reward: ['0', '0'],
    migration_time: T0 + 1000,
    user_info: {
      amount: '5',
      unclaimed: ['1500000000', '7'],
      entitled: ['500000000', '0'],
      debt: ['0', '3'],
      vesting_time: [T0 + 500, T0],
    },
    ...patch,
  } as FarmingPool;
}

describe('farm pool view', () => {
  it('names the pool by its DEX pool tokens', () => {
    expect(farmName(pool())).toBe('QUBE/USDT');
    expect(farmName(pool({ left_currency: undefined, token_root_currency: 'LPX' }))).toBe('LPX');
  });
  it('finds the round running now, none before the start or after the end', () => {
    expect(currentRound(pool(), T0 - 1)).toBeUndefined();
    expect(currentRound(pool(), T0 + 150)?.start_time).toBe(T0 + 100);
    expect(currentRound(pool({ farm_end_time: T0 + 120 }), T0 + 150)).toBeUndefined();
  });
  it("shows each reward token's speed and the user's unclaimed, entitled, debt and vesting end ('—' for unknown decimals)", () => {
    const [qube, bridge] = rewardLines(pool(), T0 + 150);
    expect(qube).toMatchObject({
      symbol: 'QUBE',
      speed: '2',
      balance: '10',
      unclaimed: '1.5',
      entitled: '0.5',
      debt: '0',
    });
    expect(qube!.hasDebt).toBe(false);
    expect(qube!.vestingEnd).toBe(T0 + 500);
    expect(bridge).toMatchObject({
      symbol: 'BRIDGE',
      speed: '—',
      unclaimed: '—',
      hasDebt: true,
      vestingEnd: undefined,
    });
    expect(rewardLines(pool({ user_info: null }), T0)[0]!.unclaimed).toBe('0');
    expect(rewardLines(pool(), T0, false)[0]!.unclaimed).toBeUndefined();
  });
  it("shows the first round's speed before the start (marked upcoming), none after the end", () => {
    const first = {
      start_time: T0,
      reward_info: [
        { rewardPerSec: '1000000', rewardTokenCurrency: 'QUBE', rewardTokenRootAddress: A('3'), rewardTokenScale: 9 },
      ],
    };
    const awaiting = pool({ state: 'awaiting', pool_info: { ...pool().pool_info, rounds_info: [first] } });
    expect(rewardLines(awaiting, T0 - 60)[0]).toMatchObject({ speed: '0.001', upcoming: true });
    expect(rewardLines(awaiting, T0 + 1)[0]).toMatchObject({ speed: '0.001', upcoming: false });
    expect(rewardLines({ ...awaiting, farm_end_time: T0 + 10 }, T0 + 10)[0]).toMatchObject({ speed: '0' });
  });
  it('says what keeps a pool private: the full reward still to deposit, or the unfunded tokens of an open pool', () => {
    const withEnd = pool({ full_reward: ['100000000000', '7'], reward_token_deposited: ['25500000000', '7'] });
    expect(privateTerms(withEnd)).toEqual({
      kind: 'full',
      missing: [{ symbol: 'QUBE', amount: '74.5', deposited: '25.5', full: '100' }],
    });
    const open = pool({ full_reward: undefined, reward_token_deposited: ['0', '3'] });
    expect(privateTerms(open)).toEqual({ kind: 'open', unfunded: ['QUBE'] });
  });
  it("gives the list's Private badge the same terms from a list item (deposited, needed, or what it waits for)", () => {
    // a list item has no rounds nor balances: only what the terms need
    const { reward_token_root_info, reward_token_deposited, full_reward } = pool({
      full_reward: ['100000000000', '7'],
      reward_token_deposited: ['25500000000', '0'],
    });
    const item = { reward_token_root_info, reward_token_deposited, full_reward };
    expect(privateTerms(item)).toEqual({
      kind: 'full',
      missing: [
        { symbol: 'QUBE', amount: '74.5', deposited: '25.5', full: '100' },
        { symbol: 'BRIDGE', amount: '—', deposited: '—', full: '—' },
      ],
    });
    expect(privateTerms({ ...item, full_reward: undefined })).toEqual({ kind: 'open', unfunded: ['BRIDGE'] });
  });
  it('warns: low balance, owner debt, user debt, ended with LP, private for the owner', () => {
    expect(farmWarnings(pool(), false, T0 + 150)).toEqual(['debt']);
    expect(farmWarnings(pool(), true, T0 + 150)).toEqual(['ownerDebt', 'debt']);
    const ended = pool({ state: 'ended', farm_end_time: T0 + 120, is_low_balance: true, is_private: true });
    expect(farmWarnings(ended, true, T0 + 150)).toEqual(['private', 'lowBalance', 'debt', 'ended']);
    expect(farmWarnings(ended, false, T0 + 150)).not.toContain('private');
  });
  it("the owner's times: changes not before the last start, withdraw-all after end + vesting + 30 days", () => {
    expect(earliestChange(pool(), T0)).toBe(T0 + 100);
    expect(earliestChange(pool(), T0 + 500)).toBe(T0 + 500);
    expect(withdrawAllFrom(pool())).toBeUndefined();
    expect(withdrawAllFrom(pool({ farm_end_time: T0 + 200 }))).toBe(T0 + 200 + 86_400 + 30 * 86_400);
  });
  it('the migration banner: upcoming, passed, or none', () => {
    expect(migrationBanner(T0, T0 - 1)).toEqual({ time: T0, passed: false });
    expect(migrationBanner(T0, T0)).toEqual({ time: T0, passed: true });
    expect(migrationBanner(null, T0)).toBeNull();
  });
  it("the list's filter as the API's body", () => {
    expect(farmPoolsBody(initialFarmFilter, undefined, [])).toMatchObject({
      userAddress: null,
      isActive: null,
      isWithMyFarming: null,
      favoritePoolAddresses: null,
    });
    expect(farmPoolsBody({ state: 'active', mine: true, hideLowBalance: true }, A('9'), [A('1')])).toMatchObject({
      userAddress: A('9'),
      isActive: true,
      isAwaitingStart: null,
      isWithMyFarming: true,
      isLowBalance: false,
      favoritePoolAddresses: [A('1')],
    });
  });
  it('a withdraw says what claimable reward it pays too, exactly; nothing when none is claimable', () => {
    const withUser = (unclaimed: string[]) =>
      pool({ user_info: { ...pool({}).user_info!, unclaimed } } as Partial<FarmingPool>);
    // BRIDGE has unknown decimals: not named
    expect(withdrawAlsoPays(withUser(['1234567891', '7']))).toBe('1.234567891 QUBE');
    expect(withdrawAlsoPays(withUser(['0', '0']))).toBe('');
    expect(withdrawAlsoPays(pool({ user_info: undefined } as Partial<FarmingPool>))).toBe('');
  });
});
