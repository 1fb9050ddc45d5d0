import { describe, expect, it } from 'vitest';
import { checkCreateGauge, checkVesting, createGaugeValue, emptyCreateGaugeForm, noVesting } from './createGauge';

const A = '0:' + 'a'.repeat(64);
const B = '0:' + 'b'.repeat(64);
const QUBE = '0:' + 'c'.repeat(64);

describe('gauge creation form', () => {
  it('gives the factory call: per-mille boost, lock in seconds, a 30-day withdraw-all lock', () => {
    const r = checkCreateGauge({ ...emptyCreateGaugeForm(), depositRoot: A, rewardRoots: [B] }, QUBE);
    expect(r.problems).toEqual([]);
    expect(r.params).toEqual({
      depositRoot: A,
      maxBoost: 2000,
      maxLockTime: 365 * 86_400,
      rewardRoots: [B],
      vestingPeriods: [0],
      vestingRatios: [0],
      withdrawAllLockPeriod: 30 * 86_400,
    });
  });

  it("sends each extra token's vesting: days in seconds, percent in per mille", () => {
    const r = checkCreateGauge(
      {
        ...emptyCreateGaugeForm(),
        depositRoot: A,
        rewardRoots: [B, QUBE.replace('c', 'd')],
        rewardVesting: [{ daysText: '30', percentText: '50' }, noVesting()],
      },
      QUBE,
    );
    expect(r.problems).toEqual([]);
    expect(r.params).toMatchObject({ vestingPeriods: [30 * 86_400, 0], vestingRatios: [500, 0] });
    expect(checkVesting({ daysText: '7', percentText: '12.5' })).toEqual({
      problems: [],
      period: 7 * 86_400,
      ratio: 125,
    });
  });

  it('refuses a vesting the gauge would refuse (4005): ratio above 100 %, only one of period and ratio zero', () => {
    const check = (daysText: string, percentText: string) =>
      checkCreateGauge(
        { ...emptyCreateGaugeForm(), depositRoot: A, rewardRoots: [B], rewardVesting: [{ daysText, percentText }] },
        QUBE,
      ).problems;
    expect(check('30', '100')).toEqual([]);
    expect(check('30', '100.1')).toEqual(['vestingRatio']);
    expect(check('30', '-1')).toEqual(['vestingRatio']);
    expect(check('30', '0.05')).toEqual(['vestingRatio']);
    expect(check('0', '50')).toEqual(['vestingPair']);
    expect(check('30', '0')).toEqual(['vestingPair']);
    expect(check('1.5', '50')).toEqual(['vestingPeriod']);
    expect(check('x', '50')).toEqual(['vestingPeriod']);
  });

  it('without boost: no lock and ×1, whatever the boost fields say', () => {
    const r = checkCreateGauge({ ...emptyCreateGaugeForm(), depositRoot: A, boost: false, maxBoostText: 'x' }, QUBE);
    expect(r.params).toMatchObject({ maxBoost: 1000, maxLockTime: 0 });
  });

  it('refuses what the factory or the gauge would refuse', () => {
    const check = (over: Partial<ReturnType<typeof emptyCreateGaugeForm>>) =>
      checkCreateGauge({ ...emptyCreateGaugeForm(), depositRoot: A, ...over }, QUBE).problems;
    expect(check({ depositRoot: 'nope' })).toEqual(['depositRoot']);
    expect(check({ depositRoot: QUBE })).toEqual(['depositIsQube']);
    expect(check({ maxBoostText: '0.9' })).toEqual(['maxBoost']);
    expect(check({ maxLockDaysText: '3651' })).toEqual(['maxLock']);
    expect(check({ maxLockDaysText: '1.5' })).toEqual(['maxLock']);
    expect(check({ maxLockDaysText: '3650' })).toEqual([]);
    expect(check({ rewardRoots: [''] })).toEqual(['rewardRoot']);
    expect(check({ rewardRoots: [QUBE] })).toEqual(['rewardIsQube']);
    expect(check({ rewardRoots: [B, B.toUpperCase().replace('0X', '0x')] })).toContain('rewardRepeated');
  });

  it('attaches 5 TYCHO and 0.5 per extra reward token', () => {
    expect(createGaugeValue(0)).toBe(5_000_000_000n);
    expect(createGaugeValue(2)).toBe(6_000_000_000n);
  });
});
