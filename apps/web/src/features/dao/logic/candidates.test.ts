import { describe, expect, it } from 'vitest';
import { candidateStatus, whitelistChoices, whitelistProblem } from './candidates';

describe('candidateStatus', () => {
  it('labels Active, Pending DAO and Not active', () => {
    expect(candidateStatus({ isActive: true, daoApprove: true })).toBe('active');
    expect(candidateStatus({ isActive: true, daoApprove: false })).toBe('pendingDao');
    expect(candidateStatus({ isActive: false, daoApprove: true })).toBe('notActive');
  });
});

describe('whitelistProblem', () => {
  const ok = {
    addressValid: true,
    whitelisted: false,
    isGauge: true,
    votingInProgress: false,
    balance: 10n,
    price: 10n,
  };
  it('accepts a farming pool with the price covered', () => expect(whitelistProblem(ok)).toBeUndefined());
  it('names each refusal', () => {
    expect(whitelistProblem({ ...ok, addressValid: false })).toBe('address');
    expect(whitelistProblem({ ...ok, whitelisted: true })).toBe('alreadyCandidate');
    expect(whitelistProblem({ ...ok, isGauge: false })).toBe('notFarmingPool');
    expect(whitelistProblem({ ...ok, votingInProgress: true })).toBe('votingInProgress');
    expect(whitelistProblem({ ...ok, balance: 9n })).toBe('balance');
  });
});

describe('the whitelisting choices', () => {
  const a = `0:${'a'.repeat(64)}`;
  const b = `0:${'b'.repeat(64)}`;
  const c = `0:${'c'.repeat(64)}`;
  it('offers the gauges that are not active candidates, by name', () => {
    const gauges = [
      { address: a, label: 'USDT/WTYCHO' },
      { address: b, label: 'QUBE/WTYCHO' },
      { address: c, label: 'BRIDGE/QUBE' },
    ];
    const candidates = [
      { address: a.toUpperCase().replace('0X', '0x'), isActive: true },
      { address: c, isActive: false },
    ];
    expect(whitelistChoices(gauges, candidates)).toEqual([
      { value: c, label: 'BRIDGE/QUBE' },
      { value: b, label: 'QUBE/WTYCHO' },
    ]);
  });
});
