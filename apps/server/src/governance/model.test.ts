import { describe, expect, it } from 'vitest';
import { availableForUnlock, evmAddress, governanceModel, type GovernanceEventRow, type ProposalFixed } from './model';

let lt = 0;
const row = (
  contract: string,
  event: string,
  proposalId: number,
  subject: string | null,
  data: Record<string, unknown>,
  timestamp: number,
): GovernanceEventRow => {
  lt += 1;
  return {
    contract,
    event,
    proposalId,
    subject,
    data,
    lt: String(lt),
    timestamp,
    transactionHash: `tx${lt}`,
    messageHash: `msg${lt}`,
  };
};

const fixed: ProposalFixed = {
  startTime: 1_100,
  endTime: 1_200,
  votingDelay: 100,
  timeLock: 50,
  gracePeriod: 30,
  quorumVotes: 500n,
};

const created = (id: number, address: string, proposer: string, at = 1_000) =>
  row(
    'root',
    'ProposalCreated',
    id,
    proposer,
    {
      proposalAddress: address,
      description: `{"title":"P${id}"}`,
      tonActions: [{ value: '7', target: '0:aa', payload: 'te6' }],
      ethActions: [{ value: '0', chainId: '1', target: '255', signature: 'f()', callData: '' }],
    },
    at,
  );
const vote = (address: string, id: number, voter: string, support: boolean, votes: bigint, at: number) =>
  row(address, 'VoteCast', id, voter, { voter, support, votes: String(votes), reason: `r-${voter}` }, at);

describe('governanceModel', () => {
  it('sums the votes for and against and evaluates the state at the clock', () => {
    const rows = [
      created(1, 'p1', 'alice'),
      vote('p1', 1, 'alice', true, 400n, 1_110),
      vote('p1', 1, 'bob', true, 200n, 1_120),
      vote('p1', 1, 'carol', false, 100n, 1_130),
    ];
    const at = (now: number) => governanceModel(rows, () => fixed, now).proposals[0]!;
    expect(at(1_050).state).toBe('Pending');
    expect(at(1_150).state).toBe('Active');
    const after = at(1_201);
    expect(after).toMatchObject({ state: 'Succeeded', forVotes: '600', againstVotes: '100', proposer: 'alice' });
    expect(after.actions.tonActions).toEqual([{ value: '7', target: '0:aa', payload: 'te6' }]);
    expect(after.actions.ethActions[0]).toMatchObject({ chainId: 1, target: '0x' + 'ff'.padStart(40, '0') });
    expect(after.updatedAt).toBe(1_130);
  });

  it('fails a proposal under quorum or with as many votes against as for', () => {
    const under = governanceModel([created(1, 'p1', 'a'), vote('p1', 1, 'a', true, 499n, 1_150)], () => fixed, 1_300);
    expect(under.proposals[0]!.state).toBe('Failed');
    const tie = governanceModel(
      [created(1, 'p1', 'a'), vote('p1', 1, 'a', true, 600n, 1_150), vote('p1', 1, 'b', false, 600n, 1_160)],
      () => fixed,
      1_300,
    );
    expect(tie.proposals[0]!.state).toBe('Failed');
  });

  it('walks Queued, Executed, Expired and Canceled from their events', () => {
    const base = [created(1, 'p1', 'a'), vote('p1', 1, 'a', true, 600n, 1_150)];
    const queued = [...base, row('p1', 'Queued', 1, null, { executionTime: '1260' }, 1_210)];
    const q = governanceModel(queued, () => fixed, 1_250).proposals[0]!;
    expect(q).toMatchObject({ state: 'Queued', queued: true, queuedAt: 1_210, executionTime: 1_260 });
    expect(governanceModel(queued, () => fixed, 1_291).proposals[0]!.state).toBe('Expired');
    const executed = [...queued, row('p1', 'Executed', 1, null, {}, 1_270)];
    expect(governanceModel(executed, () => fixed, 9_999).proposals[0]).toMatchObject({
      state: 'Executed',
      executedAt: 1_270,
    });
    const canceled = [...base, row('p1', 'Canceled', 1, null, {}, 1_160)];
    expect(governanceModel(canceled, () => fixed, 1_170).proposals[0]).toMatchObject({
      state: 'Canceled',
      canceledAt: 1_160,
    });
  });

  it('locks a vote until its UnlockCastedVotes and leaves out proposals whose parameters are unknown', () => {
    const rows = [
      created(1, 'p1', 'a'),
      created(2, 'p2', 'b'),
      vote('p1', 1, 'a', true, 600n, 1_150),
      vote('p1', 1, 'b', false, 10n, 1_151),
      row('acc-a', 'UnlockCastedVotes', 1, 'a', { proposal_id: '1' }, 1_300),
      row('acc-b', 'UnlockVotes', 1, 'b', { proposal_id: '1' }, 1_300),
    ];
    const model = governanceModel(rows, (address) => (address === 'p1' ? fixed : undefined), 1_400);
    expect(model.proposals.map((p) => p.proposalId)).toEqual([1]);
    const lockedOf = (voter: string) => model.votes.find((v) => v.voter === voter)!.locked;
    expect(lockedOf('a')).toBe(false);
    expect(lockedOf('b')).toBe(true);
    const b = model.votes.find((v) => v.voter === 'b')!;
    expect(availableForUnlock(b, 'Active')).toBe(false);
    expect(availableForUnlock(b, 'Pending')).toBe(false);
    expect(availableForUnlock(b, 'Failed')).toBe(true);
    expect(availableForUnlock({ ...b, locked: false }, 'Failed')).toBe(false);
  });

  it('writes an EVM target as 0x and 40 hexadecimal digits', () => {
    expect(evmAddress('0')).toBe('0x' + '0'.repeat(40));
    expect(evmAddress((2n ** 160n - 1n).toString())).toBe('0x' + 'f'.repeat(40));
  });
});
