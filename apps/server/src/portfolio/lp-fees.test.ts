import { describe, expect, it } from 'vitest';
import { replayLpFees, type LpFeeStep } from './lp-fees';

const A = '0:aa';
const B = '0:bb';
type Step = LpFeeStep & { time: number };
const deposit = (owner: string, lp: bigint, supply: bigint, time: number): Step[] => [
  { type: 'liquidity', owner, lp, time },
  { type: 'sync', lpSupply: supply, time },
];
const swap = (fees: bigint[], time: number): Step => ({ type: 'swap', poolFees: fees, time });

describe('replayLpFees', () => {
  it("gives the LP part of each swap's fee times the share the wallet held at that swap", () => {
    const steps = [
      ...deposit(B, 300n, 300n, 1),
      swap([1000n, 0n], 2), // A holds nothing yet
      ...deposit(A, 100n, 400n, 3),
      swap([400n, 0n], 4), // 1/4 of 400
      swap([0n, 800n], 5), // 1/4 of 800
      ...deposit(B, -200n, 200n, 6),
      swap([1000n, 10n], 7), // 1/2 of 1000, of 10
    ];
    expect(replayLpFees(steps, A, 2, 100n)).toEqual({ known: true, fees: [600n, 205n], since: 3 });
  });
  it('rounds each swap down and stops counting once the wallet withdrew', () => {
    const steps = [...deposit(A, 1n, 3n, 1), swap([2n, 5n], 2), ...deposit(A, -1n, 2n, 3), swap([9n, 9n], 4)];
    expect(replayLpFees(steps, A, 2, 0n)).toEqual({ known: true, fees: [0n, 1n], since: 1 });
  });
  it('has no figure when the LP held now is not what the deposits and withdrawals leave', () => {
    const steps = [...deposit(A, 100n, 100n, 1), swap([10n, 0n], 2)];
    expect(replayLpFees(steps, A, 2, 150n)).toEqual({ known: false, reason: 'lp-not-from-deposits' });
    expect(replayLpFees(steps, A, 2, 50n)).toEqual({ known: false, reason: 'lp-not-from-deposits' });
    expect(replayLpFees([...deposit(A, -5n, 0n, 1)], A, 2, 0n)).toEqual({
      known: false,
      reason: 'lp-not-from-deposits',
    });
  });
  it('counts nothing for another owner or before any Sync', () => {
    const steps: Step[] = [{ type: 'liquidity', owner: A, lp: 10n, time: 1 }, swap([100n, 100n], 2)];
    expect(replayLpFees(steps, A, 2, 10n)).toEqual({ known: true, fees: [0n, 0n], since: 1 });
    expect(replayLpFees(deposit(B, 10n, 10n, 1), A, 2, 0n)).toEqual({ known: true, fees: [0n, 0n], since: null });
  });
});
