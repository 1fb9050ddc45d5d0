import { describe, expectTypeOf, it } from 'vitest';
import type {
  qubeDaoBalanceRoute,
  qubeDaoBalancesRoute,
  qubeDaoBalancesStatsRoute,
  qubeDaoDepositsRoute,
  qubeDaoDepositsStatsRoute,
  qubeDaoDistributionsRoute,
  qubeDaoEpochLastRoute,
  qubeDaoEpochVotesRoute,
  qubeDaoEpochVotesSumRoute,
  qubeDaoEpochsRoute,
  qubeDaoGaugesBatchRoute,
  qubeDaoMainPageRoute,
  qubeDaoTransactionsRoute,
  qubeDaoWhitelistRoute,
} from '../index';
import type { AnswerClashes, AnswerOf, OnlyOurs, OnlyTheirs, OptionalForUs, RequestClashes, RequestOf } from './fit';
import type { QubeDao, Gauges } from './reference';

/**
 * QUBE DAO API (`/api/qube-dao/v1`) against js-core's `useQubeDaoApi` (and `useGaugesApi`'s batch, which this API
 * serves too).
 *
 * Each case pins how our shape and js-core's differ (see fit.ts): a comment says why for every difference; any
 * other change of either side fails `npm run typecheck`. Answers are our zod output, requests our zod input.
 */
describe('qube-dao API shapes against @broxus/js-core', () => {
  it('Balances request', () => {
    type Ours = RequestOf<typeof qubeDaoBalancesRoute>;
    type Theirs = QubeDao.QubeDaoBalancesRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('Balances answer', () => {
    type Ours = AnswerOf<typeof qubeDaoBalancesRoute>;
    type Theirs = QubeDao.QubeDaoBalancesResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Balances item', () => {
    type Ours = AnswerOf<typeof qubeDaoBalancesRoute>['balances'][number];
    type Theirs = QubeDao.QubeDaoBalanceResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('BalancesStats request', () => {
    type Ours = RequestOf<typeof qubeDaoBalancesStatsRoute>;
    type Theirs = QubeDao.QubeDaoBalancesStatsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('BalancesStats answer', () => {
    type Ours = AnswerOf<typeof qubeDaoBalancesStatsRoute>;
    type Theirs = QubeDao.QubeDaoBalancesStatsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('BalancesStats item', () => {
    type Ours = AnswerOf<typeof qubeDaoBalancesStatsRoute>['balances'][number];
    type Theirs = QubeDao.QubeDaoBalanceStatResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Deposits request', () => {
    type Ours = RequestOf<typeof qubeDaoDepositsRoute>;
    type Theirs = QubeDao.QubeDaoDepositsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('Deposits answer', () => {
    type Ours = AnswerOf<typeof qubeDaoDepositsRoute>;
    type Theirs = QubeDao.QubeDaoDepositsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Deposits item', () => {
    type Ours = AnswerOf<typeof qubeDaoDepositsRoute>['deposits'][number];
    type Theirs = QubeDao.QubeDaoDepositResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('DepositsStats request', () => {
    type Ours = RequestOf<typeof qubeDaoDepositsStatsRoute>;
    type Theirs = QubeDao.QubeDaoDepositsStatsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('DepositsStats answer', () => {
    type Ours = AnswerOf<typeof qubeDaoDepositsStatsRoute>;
    type Theirs = QubeDao.QubeDaoDepositsStatsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('DepositsStats item', () => {
    type Ours = AnswerOf<typeof qubeDaoDepositsStatsRoute>['deposits'][number];
    type Theirs = QubeDao.QubeDaoDepositStatResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Epochs request', () => {
    type Ours = RequestOf<typeof qubeDaoEpochsRoute>;
    type Theirs = QubeDao.QubeDaoEpochsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('Epochs answer', () => {
    type Ours = AnswerOf<typeof qubeDaoEpochsRoute>;
    type Theirs = QubeDao.QubeDaoEpochsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Epochs item', () => {
    type Ours = AnswerOf<typeof qubeDaoEpochsRoute>['epochs'][number];
    type Theirs = QubeDao.QubeDaoEpochResponse;
    // project: distribution, the finished epoch's split (docs/api.md)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'distribution'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('EpochVotes request', () => {
    type Ours = RequestOf<typeof qubeDaoEpochVotesRoute>;
    type Theirs = QubeDao.QubeDaoEpochVotesRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('EpochVotes answer', () => {
    type Ours = AnswerOf<typeof qubeDaoEpochVotesRoute>;
    type Theirs = QubeDao.QubeDaoEpochVotesResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('EpochVotes item', () => {
    type Ours = AnswerOf<typeof qubeDaoEpochVotesRoute>['epochVotes'][number];
    type Theirs = QubeDao.QubeDaoEpochVoteResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Distributions request', () => {
    type Ours = RequestOf<typeof qubeDaoDistributionsRoute>;
    type Theirs = QubeDao.QubeDaoEpochDistributionsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('Distributions answer', () => {
    type Ours = AnswerOf<typeof qubeDaoDistributionsRoute>;
    type Theirs = QubeDao.QubeDaoEpochDistributionsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Distributions item', () => {
    type Ours = AnswerOf<typeof qubeDaoDistributionsRoute>['epochDistributions'][number];
    type Theirs = QubeDao.QubeDaoEpochDistributionResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Transactions request', () => {
    type Ours = RequestOf<typeof qubeDaoTransactionsRoute>;
    type Theirs = QubeDao.QubeDaoTransactionsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('Transactions answer', () => {
    type Ours = AnswerOf<typeof qubeDaoTransactionsRoute>;
    type Theirs = QubeDao.QubeDaoTransactionsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Transactions item', () => {
    type Ours = AnswerOf<typeof qubeDaoTransactionsRoute>['transactions'][number];
    type Theirs = QubeDao.QubeDaoTransactionResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Whitelist request', () => {
    type Ours = RequestOf<typeof qubeDaoWhitelistRoute>;
    type Theirs = QubeDao.QubeDaoWhitelistRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('Whitelist answer', () => {
    type Ours = AnswerOf<typeof qubeDaoWhitelistRoute>;
    type Theirs = QubeDao.QubeDaoWhitelistResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('Whitelist item', () => {
    type Ours = AnswerOf<typeof qubeDaoWhitelistRoute>['gauges'][number];
    type Theirs = QubeDao.QubeDaoWhitelistGaugeResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('balance', () => {
    type Ours = AnswerOf<typeof qubeDaoBalanceRoute>;
    type Theirs = QubeDao.QubeDaoBalanceResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('epoch last', () => {
    type Ours = AnswerOf<typeof qubeDaoEpochLastRoute>;
    type Theirs = QubeDao.QubeDaoEpochResponse;
    // project: distribution, the finished epoch's split (docs/api.md)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'distribution'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('votes sum item', () => {
    type Ours = AnswerOf<typeof qubeDaoEpochVotesSumRoute>[number];
    type Theirs = QubeDao.QubeDaoEpochVotesSumResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('main page', () => {
    type Ours = AnswerOf<typeof qubeDaoMainPageRoute>;
    type Theirs = QubeDao.QubeDaoMainPageResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('gauges batch request', () => {
    type Ours = RequestOf<typeof qubeDaoGaugesBatchRoute>;
    type Theirs = Gauges.QubeDaoGaugeBatchRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('gauges batch answer', () => {
    type Ours = AnswerOf<typeof qubeDaoGaugesBatchRoute>;
    type Theirs = Gauges.GaugeBatchResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
});
