import { describe, expectTypeOf, it } from 'vitest';
import type {
  gaugeRoute,
  gaugeTokenRoundsRoute,
  gaugeTransactionsRoute,
  gaugeTvlRoute,
  gaugesBatchRoute,
  gaugesByRootRoute,
  gaugesByUserRoute,
  gaugesRoute,
} from '../index';
import type { AnswerClashes, AnswerOf, OnlyOurs, OnlyTheirs, OptionalForUs, RequestClashes, RequestOf } from './fit';
import type { Gauges } from './reference';

/**
 * Gauges API (`/api/gauges/v1`) against js-core's `useGaugesApi`.
 *
 * Each case pins how our shape and js-core's differ (see fit.ts): a comment says why for every difference; any
 * other change of either side fails `npm run typecheck`. Answers are our zod output, requests our zod input.
 */
describe('gauges API shapes against @broxus/js-core', () => {
  it('gauges request', () => {
    type Ours = RequestOf<typeof gaugesRoute>;
    type Theirs = Gauges.GaugesRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not taken: extra token roots and the whitelist URI
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'additionalTokenRoots' | 'whitelistUri'>();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('gauges answer', () => {
    type Ours = AnswerOf<typeof gaugesRoute>;
    type Theirs = Gauges.GaugesResponse;
    // project: totalCount, next to js-core's total (gauges/index.ts)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'totalCount'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('gauge item', () => {
    type Ours = AnswerOf<typeof gaugesRoute>['gauges'][number];
    type Theirs = Gauges.GaugeItem;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('gauge request', () => {
    type Ours = RequestOf<typeof gaugeRoute>;
    type Theirs = Gauges.GaugeDetailsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('gauge answer', () => {
    type Ours = AnswerOf<typeof gaugeRoute>;
    type Theirs = Gauges.GaugeDetailsReResponse;
    // project: details for the boost calculator (docs/api.md)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'details'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('by user request', () => {
    type Ours = RequestOf<typeof gaugesByUserRoute>;
    type Theirs = Gauges.GaugesByUserAddressRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('by user answer', () => {
    type Ours = AnswerOf<typeof gaugesByUserRoute>;
    type Theirs = Gauges.GaugesByUserAddressResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('gauge info', () => {
    type Ours = AnswerOf<typeof gaugesByUserRoute>['gauges'][number];
    type Theirs = Gauges.GaugeInfo;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('by root request', () => {
    type Ours = RequestOf<typeof gaugesByRootRoute>;
    type Theirs = Gauges.GaugesLpRootRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('by root answer', () => {
    type Ours = AnswerOf<typeof gaugesByRootRoute>;
    type Theirs = Gauges.GaugesResponse;
    // project: totalCount, next to js-core's total (gauges/index.ts)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'totalCount'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('batch request', () => {
    type Ours = RequestOf<typeof gaugesBatchRoute>;
    type Theirs = Gauges.QubeDaoGaugeBatchRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('batch answer', () => {
    type Ours = AnswerOf<typeof gaugesBatchRoute>;
    type Theirs = Gauges.GaugeBatchResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('transactions request', () => {
    type Ours = RequestOf<typeof gaugeTransactionsRoute>;
    type Theirs = Gauges.GaugeTransactionsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('transactions answer', () => {
    type Ours = AnswerOf<typeof gaugeTransactionsRoute>;
    type Theirs = Gauges.GaugeTransactionsResponse;
    // project: totalCount, next to js-core's total (gauges/index.ts)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'totalCount'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('transaction', () => {
    type Ours = AnswerOf<typeof gaugeTransactionsRoute>['transactions'][number];
    type Theirs = Gauges.GaugeTransactionResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('graph request', () => {
    type Ours = RequestOf<typeof gaugeTvlRoute>;
    type Theirs = Gauges.GaugeGraphRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // our graphs take H1 and D1 only; js-core's Timeframe also names W1 and Y1, which our server refuses with a 400
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'timeframe'>();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('graph answer', () => {
    type Ours = AnswerOf<typeof gaugeTvlRoute>;
    type Theirs = Gauges.GaugeGraphResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('rounds request', () => {
    type Ours = RequestOf<typeof gaugeTokenRoundsRoute>;
    type Theirs = Gauges.GaugeRewardRoundsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('rounds answer', () => {
    type Ours = AnswerOf<typeof gaugeTokenRoundsRoute>;
    type Theirs = Gauges.GaugeRewardRoundsResponse;
    // project: totalCount, next to js-core's total (gauges/index.ts)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'totalCount'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // the rounds differ (below)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'rewardTokens'>();
  });
  it('round', () => {
    type Ours = AnswerOf<typeof gaugeTokenRoundsRoute>['rewardTokens'][number];
    type Theirs = Gauges.GaugeRewardRoundResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // endDate is null for an open round; a token's budget is null there too (below)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'rewardTokens' | 'endDate'>();
  });
  it('round token', () => {
    type Ours = AnswerOf<typeof gaugeTokenRoundsRoute>['rewardTokens'][number]['rewardTokens'][number];
    type Theirs = Gauges.GaugeRewardRoundToken;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // budget is null for an open round
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'budget'>();
  });
});
