import { describe, expect, it } from 'vitest';
import { localOffsetMinutes, dateWithOffset } from '@/shared/lib/dateText';
import { farmOwnerConfirmView } from './ownerConfirm';
import { A, testPool } from './testPool';

const pool = { ...testPool, pool_address: A('1') };
const at = (s: number) => dateWithOffset(s, localOffsetMinutes(s));

describe("a farm owner's confirmation", () => {
  it('a reward deposit: its amount in the reward token, the pool named, "Deposit reward"', () => {
    expect(farmOwnerConfirmView({ type: 'rewardDeposit', root: A('4'), amount: 2_500_000n }, pool)).toEqual({
      title: 'farmAdmin.confirm.rewardDeposit',
      confirm: 'farmAdmin.depositReward',
      lines: [{ id: 'amount', label: 'farm.confirm.amount', value: '2.5 BRIDGE' }],
      contract: { address: A('1'), label: 'farm.confirm.pool' },
    });
  });

  it('a new round: its start and its speeds; the end: its date; the withdrawal: no line', () => {
    const start = 1_800_000_000;
    const round = farmOwnerConfirmView({ type: 'addRound', startTime: start, rewardPerSecond: [1n, 20_000n] }, pool);
    expect([round.title, round.confirm, round.lines]).toEqual([
      'farmAdmin.confirm.addRound',
      'farmAdmin.speedSubmit',
      [
        { id: 'start', label: 'farmAdmin.speedStart', value: at(start) },
        { id: 'speeds', label: 'farmAdmin.confirm.speeds', value: '0.000000001 QUBE, 0.02 BRIDGE' },
      ],
    ]);
    const end = farmOwnerConfirmView({ type: 'setEnd', end: start }, pool);
    expect([end.title, end.confirm, end.lines]).toEqual([
      'farmAdmin.confirm.setEnd',
      'farmAdmin.endSubmit',
      [{ id: 'end', label: 'farmAdmin.endAt', value: at(start) }],
    ]);
    const all = farmOwnerConfirmView({ type: 'withdrawAll', nonce: 7 }, pool);
    expect([all.title, all.confirm, all.lines]).toEqual(['farmAdmin.confirm.withdrawAll', 'farmAdmin.withdrawAll', []]);
  });
});
