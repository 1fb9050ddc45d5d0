import { describe, expect, it } from 'vitest';
import { candidateStatus, whitelistProblem } from './candidates';

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
