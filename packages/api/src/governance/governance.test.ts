import { describe, expect, it } from 'vitest';
import {
  governanceProposalsRoute,
  governanceVoterCountsRoute,
  governanceVoterProposalsRoute,
  governanceVotesRoute,
  proposalSchema,
} from './index';
import { A, B, HASH, expectFieldError, expectValid } from '../dex/test-support';

const proposal = {
  actions: { ethActions: [], tonActions: [{ payload: 'te6ccgEBAQEAAgAAAA==', target: A, value: '1' }] },
  againstVotes: '0',
  canceled: false,
  canceledAt: null,
  createdAt: 1_700_000_000,
  description: '["Title","https://example.org","Text"]',
  endTime: 1_700_000_600,
  executed: false,
  executedAt: null,
  executionTime: null,
  forVotes: '100',
  gracePeriod: 600,
  messageHash: HASH,
  proposalAddress: B,
  proposalId: 1,
  proposer: A,
  queued: false,
  queuedAt: null,
  quorumVotes: '50',
  startTime: 1_700_000_060,
  state: 'Active',
  timeLock: 60,
  timestampBlock: 1_700_000_000,
  transactionHash: HASH,
  updatedAt: 1_700_000_000,
  votingDelay: 60,
};

describe('governance API (/api/governance/v1)', () => {
  it('proposals search: every filter and ordering, defaults', () => {
    expect(expectValid(governanceProposalsRoute.body, {})).toMatchObject({ limit: 10, offset: 0 });
    const all = {
      ...{ limit: 5, offset: 10, proposalId: 3, proposer: A, proposalAddress: B, state: 'Queued' },
      ...{ startTimeGe: 1, startTimeLe: 2, endTimeGe: 3, endTimeLe: 4 },
      ordering: { column: 'updatedAt', direction: 'ASC' },
    };
    expect(expectValid(governanceProposalsRoute.body, all)).toEqual(all);
    expectFieldError(governanceProposalsRoute.body, { state: 'Done' }, 'state');
    expectFieldError(governanceProposalsRoute.body, { proposalId: 0 }, 'proposalId');
    expectFieldError(governanceProposalsRoute.body, { limit: 101 }, 'limit');
    expectFieldError(
      governanceProposalsRoute.body,
      { ordering: { column: 'votes', direction: 'ASC' } },
      'ordering.column',
    );
  });
  it('voter proposals: locked and availableForUnlock, voter in the path', () => {
    const body = { locked: true, availableForUnlock: true, support: false };
    expect(expectValid(governanceVoterProposalsRoute.body, body)).toMatchObject(body);
    expectFieldError(governanceVoterProposalsRoute.params, { voter: 'x' }, 'voter');
    expectFieldError(governanceVoterProposalsRoute.body, { locked: 'yes' }, 'locked');
  });
  it('votes search and voter counts', () => {
    expect(expectValid(governanceVotesRoute.body, { proposalId: 2, voter: A, support: true })).toMatchObject({
      limit: 10,
    });
    expectFieldError(governanceVotesRoute.body, { voter: 'abc' }, 'voter');
    expectFieldError(governanceVoterCountsRoute.body, { voters: [] }, 'voters');
    expectFieldError(governanceVoterCountsRoute.body, { voters: [A, A] }, 'voters');
  });
  it('a proposal answer has js-core DaoProposalResponse fields', () => {
    expect(expectValid(proposalSchema, proposal)).toEqual(proposal);
    expectFieldError(proposalSchema, { ...proposal, state: 'Unknown' }, 'state');
  });
});
