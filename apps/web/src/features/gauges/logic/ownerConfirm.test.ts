import { describe, expect, it } from 'vitest';
import { dateWithOffset, localOffsetMinutes } from '@/shared/lib/dateText';
import { gaugeOwnerCall, gaugeOwnerConfirmView } from './ownerConfirm';

const GAUGE = '0:1';
const token = { symbol: 'BRIDGE', decimals: 6 };
const at = (s: number) => dateWithOffset(s, localOffsetMinutes(s));

describe("a gauge owner's action as its call", () => {
  it("keeps the call id drawn for it; a deposit goes from the token's root", () => {
    const where = { gauge: GAUGE, owner: '0:2', root: '0:3' };
    expect(gaugeOwnerCall({ type: 'deposit', token: 1, amount: 5n, callId: 9 }, where)).toEqual({
      gauge: GAUGE,
      owner: '0:2',
      callId: 9,
      type: 'deposit',
      root: '0:3',
      amount: 5n,
    });
    expect(gaugeOwnerCall({ type: 'unclaimed', token: 2, callId: 8 }, where)).toEqual({
      gauge: GAUGE,
      owner: '0:2',
      callId: 8,
      type: 'unclaimed',
      token: 2,
    });
  });
});

describe("a gauge owner's confirmation", () => {
  it('a deposit: its amount in the token, the gauge named', () => {
    expect(gaugeOwnerConfirmView({ type: 'deposit', token: 0, amount: 2_500_000n }, token, GAUGE)).toEqual({
      title: 'gaugeOwner.confirm.deposit',
      confirm: 'gaugeOwner.depositSubmit',
      lines: [{ id: 'amount', label: 'gauge.confirm.amount', value: '2.5 BRIDGE' }],
      contract: { address: GAUGE, label: 'gauge.confirm.gauge' },
    });
  });

  it('a new round: start and speed; the end: its date; the unclaimed withdrawal: the token', () => {
    const s = 1_800_000_000;
    const round = gaugeOwnerConfirmView(
      { type: 'round', token: 0, startTime: s, rewardPerSecond: 20_000n },
      token,
      GAUGE,
    );
    expect([round.title, round.confirm, round.lines]).toEqual([
      'gaugeOwner.confirm.round',
      'gaugeOwner.roundSubmit',
      [
        { id: 'start', label: 'gaugeOwner.roundStart', value: at(s) },
        { id: 'speed', label: 'gaugeOwner.confirm.speed', value: '0.02 BRIDGE' },
      ],
    ]);
    const end = gaugeOwnerConfirmView({ type: 'end', token: 0, endTime: s }, token, GAUGE);
    expect([end.title, end.confirm, end.lines]).toEqual([
      'gaugeOwner.confirm.end',
      'gaugeOwner.endSubmit',
      [{ id: 'end', label: 'gaugeOwner.endAt', value: at(s) }],
    ]);
    const left = gaugeOwnerConfirmView({ type: 'unclaimed', token: 0 }, token, GAUGE);
    expect([left.title, left.confirm, left.lines]).toEqual([
      'gaugeOwner.confirm.unclaimed',
      'gaugeOwner.unclaimedSubmit',
      [{ id: 'token', label: 'gaugeOwner.token', value: 'BRIDGE' }],
    ]);
  });
});
