import { describe, expect, it } from 'vitest';
import { localOffsetMinutes, dateWithOffset } from '@/shared/lib/dateText';
import { farmActionValues, farmToastText, type FarmToastPool } from './farmToast';

const A = (c: string) => `0:${c.repeat(64)}`;
const pool: FarmToastPool = {
  left_currency: 'QUBE',
  right_currency: 'USDT',
  token_root_currency: '',
  token_root_address: A('5'),
  token_root_scale: 9,
  reward_token_root_info: [
    { reward_currency: 'QUBE', reward_root_address: A('3'), reward_scale: 9 },
    { reward_currency: 'BRIDGE', reward_root_address: A('4'), reward_scale: 6 },
  ],
};
const at = (s: number) => dateWithOffset(s, localOffsetMinutes(s));

describe('farm action toasts', () => {
  it('names deposits and withdrawals in LP with the pool', () => {
    expect(farmActionValues({ type: 'deposit', amount: 1_500_000_000n }, pool)).toEqual({
      pool: 'QUBE/USDT',
      amount: '1.5 LP',
    });
    expect(farmActionValues({ type: 'withdraw', amount: 1_000_000n }, { ...pool, token_root_currency: 'FLP' })).toEqual(
      { pool: 'QUBE/USDT', amount: '0.001 FLP' },
    );
  });

  it('names a reward deposit in its own token and decimals', () => {
    expect(farmActionValues({ type: 'rewardDeposit', root: A('4').toUpperCase(), amount: 2_500_000n }, pool)).toEqual({
      pool: 'QUBE/USDT',
      amount: '2.5 BRIDGE',
    });
  });

  it('names a new round by its speeds and start, the end by its date', () => {
    const start = 1_800_000_000;
    expect(
      farmActionValues({ type: 'addRound', startTime: start, rewardPerSecond: [20_000_000n, 10_000n] }, pool),
    ).toEqual({ pool: 'QUBE/USDT', start: at(start), speeds: '0.02 QUBE, 0.01 BRIDGE' });
    expect(farmActionValues({ type: 'setEnd', end: start }, pool)).toEqual({ pool: 'QUBE/USDT', end: at(start) });
  });

  it('gives each success its own text and the other states a common one naming the action', () => {
    expect(farmToastText({ type: 'claim' }, 'success', pool)).toEqual({
      id: 'farm.toast.success.claim',
      values: { pool: 'QUBE/USDT' },
    });
    expect(farmToastText({ type: 'deposit', amount: 1n }, 'canceled', pool)).toEqual({
      id: 'farm.toast.canceled',
      values: {},
      what: { id: 'farm.toast.what.deposit', values: { pool: 'QUBE/USDT', amount: '0.000000001 LP' } },
    });
    expect(farmToastText({ type: 'withdrawAll' }, 'pending', pool).id).toBe('farm.toast.pending');
    expect(farmToastText({ type: 'withdrawAll' }, 'failure', pool).what?.id).toBe('farm.toast.what.withdrawAll');
  });
});
