import { describe, expect, it } from 'vitest';
import { checkCreateFarm, emptyCreateFarmForm, type CreateFarmForm } from './createFarm';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const C = `0:${'c'.repeat(64)}`;
const utc = () => 0;
const NOW = Date.UTC(2026, 0, 1, 12, 0) / 1000;
const decimals = (root: string) => (root === B ? 9 : root === C ? 6 : undefined);

const good = (patch: Partial<CreateFarmForm> = {}): CreateFarmForm => ({
  ...emptyCreateFarmForm(),
  farmToken: A,
  rewards: [{ root: B, speed: '0.5' }],
  startDate: '2026.01.02',
  startTime: '00:00',
  ...patch,
});
const kinds = (form: CreateFarmForm) => checkCreateFarm(form, decimals, NOW, utc).problems.map((p) => p.kind);

describe('farm pool creation form', () => {
  it('gives the fabric call for a good form: speeds in smallest units, ratio per mille, infinite end 0', () => {
    const { params, problems } = checkCreateFarm(
      good({ vestingRatio: '50', vestingPeriod: '2592000' }),
      decimals,
      NOW,
      utc,
    );
    expect(problems).toEqual([]);
    expect(params).toMatchObject({
      tokenRoot: A,
      rewardRoots: [B],
      rewardPerSecond: [500_000_000n],
      startTime: NOW + 12 * 3600,
      endTime: 0,
      vestingRatio: 500,
      vestingPeriod: 2592000,
      withdrawAllLockPeriod: 30 * 86_400,
    });
  });
  it('takes an end after the start', () => {
    const form = good({ infinite: false, endDate: '2026.02.01', endTime: '00:00' });
    expect(checkCreateFarm(form, decimals, NOW, utc).params?.endTime).toBe(Date.UTC(2026, 1, 1) / 1000);
  });
  it('says each problem', () => {
    expect(kinds(good({ farmToken: 'x' }))).toEqual(['farmToken']);
    expect(kinds(good({ rewards: [] }))).toEqual(['noRewards']);
    expect(kinds(good({ rewards: [{ root: 'x', speed: '1' }] }))).toEqual(['rewardRoot']);
    expect(
      kinds(
        good({
          rewards: [
            { root: B, speed: '1' },
            { root: B, speed: '1' },
          ],
        }),
      ),
    ).toEqual(['rewardRepeated']);
    expect(kinds(good({ rewards: [{ root: B, speed: '0' }] }))).toEqual(['speed']);
    expect(kinds(good({ rewards: [{ root: C, speed: '0.0000001' }] }))).toEqual(['speed']);
    expect(kinds(good({ startDate: '2026.02.30' }))).toEqual(['startDate']);
    expect(kinds(good({ startDate: '2025.12.31' }))).toEqual(['startTooEarly']);
    expect(kinds(good({ infinite: false, endDate: '2026.01.01', endTime: '23:00' }))).toEqual(['endTooEarly']);
    expect(kinds(good({ infinite: false }))).toEqual(['endDate']);
    expect(kinds(good({ vestingRatio: '101' }))).toEqual(['vestingRatio']);
    expect(kinds(good({ vestingRatio: '50', vestingPeriod: '0' }))).toEqual(['vestingPair']);
    expect(kinds(good({ vestingPeriod: '1.5' }))).toEqual(['vestingPeriod']);
  });
  it('names the min date: the start must be after now, the end after the start', () => {
    const early = checkCreateFarm(good({ startDate: '2025.12.31' }), decimals, NOW, utc).problems[0];
    expect(early).toEqual({ kind: 'startTooEarly', min: NOW });
    const end = checkCreateFarm(good({ infinite: false, endDate: '2026.01.01', endTime: '13:00' }), decimals, NOW, utc);
    expect(end.problems[0]).toEqual({ kind: 'endTooEarly', min: NOW + 12 * 3600 });
  });
  it('waits for unknown decimals instead of guessing', () => {
    const r = checkCreateFarm(good({ rewards: [{ root: `0:${'d'.repeat(64)}`, speed: '1' }] }), decimals, NOW, utc);
    expect(r).toMatchObject({ waiting: true, problems: [] });
    expect(r.params).toBeUndefined();
  });
});
