import { describe, expect, it } from 'vitest';
import { activeFilterCount, canApply, canClear, dateSeconds, filterBody } from './filters';

describe('proposal filters', () => {
  it('counts the filters set', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ state: 'Active', startFrom: '2026-01-01', endTo: '' })).toBe(2);
  });
  it('enables Apply only when the draft changed', () => {
    expect(canApply({}, {})).toBe(false);
    expect(canApply({ state: 'Active' }, {})).toBe(true);
    expect(canApply({ state: 'Active' }, { state: 'Active' })).toBe(false);
    expect(canApply({ state: 'Active', endTo: '' }, { state: 'Active' })).toBe(false);
    expect(canApply({}, { state: 'Failed' })).toBe(true);
  });
  it('enables Clear only when any filter is set', () => {
    expect(canClear({}, {})).toBe(false);
    expect(canClear({ state: 'Queued' }, {})).toBe(true);
    expect(canClear({}, { endFrom: '2026-01-01' })).toBe(true);
  });
  it('turns dates into second ranges', () => {
    const from = dateSeconds('2026-03-04')!;
    const to = dateSeconds('2026-03-04', true)!;
    expect(to - from).toBe(86_399);
    expect(dateSeconds('bad')).toBeUndefined();
    expect(filterBody({ state: 'Executed' })).toEqual({
      state: 'Executed',
      startTimeGe: undefined,
      startTimeLe: undefined,
      endTimeGe: undefined,
      endTimeLe: undefined,
    });
  });
  it('takes Unknown as a state filter (spec 2: the state list ends with Unknown)', () => {
    expect(activeFilterCount({ state: 'Unknown' })).toBe(1);
    expect(canApply({ state: 'Unknown' }, {})).toBe(true);
    expect(filterBody({ state: 'Unknown' }).state).toBe('Unknown');
  });
});
