import { describe, expect, it } from 'vitest';
import { localOffsetMinutes, dateWithOffset } from '@/shared/lib/dateText';
import { farmActionValues, farmToastText } from './farmToast';
import { A, testPool } from './testPool';

const pool = testPool;
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
