import { describe, expect, it } from 'vitest';
import { EXPIRY_GRACE_SECONDS, filterByStatus, gaugeStatus } from './status';

const now = 1_800_000_000;

describe('gaugeStatus', () => {
  it('is Awaiting without rounds or before the first start', () => {
    expect(gaugeStatus({ startTime: null, endTime: null }, now)).toBe('awaiting');
    expect(gaugeStatus({ startTime: now + 1, endTime: null }, now)).toBe('awaiting');
  });

  it('is Active from the first start while a round is open-ended or ended within the grace', () => {
    expect(gaugeStatus({ startTime: now, endTime: null }, now)).toBe('active');
    expect(gaugeStatus({ startTime: now - 100, endTime: now - 10 }, now)).toBe('active');
    expect(gaugeStatus({ startTime: now - 100, endTime: now - EXPIRY_GRACE_SECONDS + 1 }, now)).toBe('active');
  });

  it('is Expired once every last round ended more than 15 days ago', () => {
    expect(gaugeStatus({ startTime: now - 100, endTime: now - EXPIRY_GRACE_SECONDS }, now)).toBe('expired');
  });
});

describe('filterByStatus', () => {
  const gauges = [
    { id: 'a', startTime: null, endTime: null },
    { id: 'b', startTime: now - 10, endTime: null },
    { id: 'c', startTime: now - 10 * EXPIRY_GRACE_SECONDS, endTime: now - 2 * EXPIRY_GRACE_SECONDS },
  ];
  it('keeps all, or the gauges of one status in their order', () => {
    expect(filterByStatus(gauges, 'all', now).map((g) => g.id)).toEqual(['a', 'b', 'c']);
    expect(filterByStatus(gauges, 'awaiting', now).map((g) => g.id)).toEqual(['a']);
    expect(filterByStatus(gauges, 'active', now).map((g) => g.id)).toEqual(['b']);
    expect(filterByStatus(gauges, 'expired', now).map((g) => g.id)).toEqual(['c']);
  });
});
