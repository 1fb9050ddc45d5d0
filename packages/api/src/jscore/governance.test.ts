import { describe, expectTypeOf, it } from 'vitest';
import type { governanceProposalsRoute, governanceVoterProposalsRoute, governanceVotesRoute } from '../index';
import type { AnswerClashes, AnswerOf, OnlyOurs, OnlyTheirs, OptionalForUs, RequestClashes, RequestOf } from './fit';
import type { Dao } from './reference';

/**
 * Governance API (`/api/governance/v1`) against js-core's `useDaoApi`.
 *
 * Each case pins how our shape and js-core's differ (see fit.ts): a comment says why for every difference; any
 * other change of either side fails `npm run typecheck`. Answers are our zod output, requests our zod input.
 */
describe('governance API shapes against @broxus/js-core', () => {
  it('proposals request', () => {
    type Ours = RequestOf<typeof governanceProposalsRoute>;
    type Theirs = Dao.DaoProposalsRequestParams;
    // project: proposalAddress, the detail page's lookup
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'proposalAddress'>();
    // not taken: locked and availableForUnlock (the voter search takes them)
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'locked' | 'availableForUnlock'>();
    // state: our filter also takes Unknown (spec 2: a state the contract does not name)
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'state'>();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('proposals answer', () => {
    type Ours = AnswerOf<typeof governanceProposalsRoute>;
    type Theirs = Dao.DaoProposalsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // the proposals differ (below)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'proposals'>();
  });
  it('proposal', () => {
    type Ours = AnswerOf<typeof governanceProposalsRoute>['proposals'][number];
    type Theirs = Dao.DaoProposalResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // unset times are null where js-core leaves the key out
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<
      'executionTime' | 'canceledAt' | 'executedAt' | 'queuedAt'
    >();
  });
  it('proposal actions', () => {
    type Ours = NonNullable<AnswerOf<typeof governanceProposalsRoute>['proposals'][number]['actions']>;
    type Theirs = NonNullable<Dao.DaoProposalResponse['actions']>;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('votes request', () => {
    type Ours = RequestOf<typeof governanceVotesRoute>;
    type Theirs = Dao.DaoVotesRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('votes answer', () => {
    type Ours = AnswerOf<typeof governanceVotesRoute>;
    type Theirs = Dao.DaoVotesResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('vote', () => {
    type Ours = AnswerOf<typeof governanceVotesRoute>['votes'][number];
    type Theirs = Dao.DaoVoteResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('voter request', () => {
    type Ours = RequestOf<typeof governanceVoterProposalsRoute>;
    type Theirs = Dao.DaoVotersRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // state: our filter also takes Unknown (spec 2: a state the contract does not name)
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'state'>();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('voter answer', () => {
    type Ours = AnswerOf<typeof governanceVoterProposalsRoute>;
    type Theirs = Dao.ProposalsWithVotesResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // the proposals differ (above)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'proposalWithVotes'>();
  });
  it('voter item', () => {
    type Ours = AnswerOf<typeof governanceVoterProposalsRoute>['proposalWithVotes'][number];
    type Theirs = Dao.DaoProposalWithVoteResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // the proposal differs (above)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'proposal'>();
  });
});
