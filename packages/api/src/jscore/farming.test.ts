import { describe, expectTypeOf, it } from 'vitest';
import type { farmingPoolRoute, farmingPoolsRoute, farmingTransactionsRoute, farmingTvlRoute } from '../index';
import type { AnswerClashes, AnswerOf, OnlyOurs, OnlyTheirs, OptionalForUs, RequestClashes, RequestOf } from './fit';
import type { Farming, Common } from './reference';

/**
 * Old farming API (`/api/farming/v1`) against js-core's `useFarmingPoolsApi`.
 *
 * Each case pins how our shape and js-core's differ (see fit.ts): a comment says why for every difference; any
 * other change of either side fails `npm run typecheck`. Answers are our zod output, requests our zod input.
 */
describe('farming API shapes against @broxus/js-core', () => {
  it('pools request', () => {
    type Ours = RequestOf<typeof farmingPoolsRoute>;
    type Theirs = Farming.FarmingPoolsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not taken: token and whitelist filters (the farm list filters by state, favourites and user)
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      'whiteListUri' | 'leftAddress' | 'leftCurrency' | 'rightAddress' | 'rightCurrency' | 'whiteCurrencyAddresses'
    >();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('pools answer', () => {
    type Ours = AnswerOf<typeof farmingPoolsRoute>;
    type Theirs = Farming.FarmingPoolsResponse;
    // project: totalCount, next to js-core's total_count
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'totalCount'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // the items differ (below)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'pools_info' | 'favorite_pools_info'>();
  });
  it('pools item', () => {
    type Ours = AnswerOf<typeof farmingPoolsRoute>['pools_info'][number];
    type Theirs = Farming.FarmingPoolsItemResponse;
    // project: the pool's state, privacy and reward totals (farming/index.ts marks them)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<
      'state' | 'is_private' | 'reward_token_deposited' | 'full_reward'
    >();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // token_root_scale and the reward tokens' reward_scale are null when the token's decimals are unknown (js-core types a number)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'reward_token_root_info' | 'token_root_scale'>();
  });
  it('pool request', () => {
    type Ours = RequestOf<typeof farmingPoolRoute>;
    type Theirs = Farming.FarmingPoolRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not taken: afterZeroBalance
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'afterZeroBalance'>();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('pool', () => {
    type Ours = AnswerOf<typeof farmingPoolRoute>;
    type Theirs = Farming.FarmingPoolResponse;
    // project: state, privacy, reward totals and balances, the migration date and the user's reward state
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<
      | 'state'
      | 'is_private'
      | 'reward_token_deposited'
      | 'full_reward'
      | 'reward_token_balance'
      | 'unclaimed_reward'
      | 'migration_time'
      | 'user_info'
    >();
    // not answered: the DEX pool's reserves, the deposit history, the share change and the user's USD balance
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      'left_balance' | 'right_balance' | 'history_info' | 'share_change' | 'user_usdt_balance'
    >();
    // token and reward decimals may be null (unknown); pool_info's round ends are null for open rounds
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<
      'reward_token_root_info' | 'token_root_scale' | 'pool_info'
    >();
  });
  it('transactions request', () => {
    type Ours = RequestOf<typeof farmingTransactionsRoute>;
    type Theirs = Farming.TransactionsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not taken: time, value and amount ranges and whitelist filters
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      | 'whiteListUri'
      | 'timestampBlockGe'
      | 'timestampBlockLe'
      | 'tvGe'
      | 'tvLe'
      | 'whiteCurrencyAddresses'
      | 'rootTokenAmountGe'
      | 'rootTokenAmountLe'
    >();
    // ordering: ours sorts by block time and value only, a subset of js-core's FarmingPoolTransactionsOrdering, so a js-core client's LP-volume ordering is refused
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'ordering'>();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('transactions answer', () => {
    type Ours = AnswerOf<typeof farmingTransactionsRoute>;
    type Theirs = Farming.FarmingPoolTransactionsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('transaction', () => {
    type Ours = AnswerOf<typeof farmingTransactionsRoute>['transactions'][number];
    type Theirs = Farming.FarmingPoolTransactionResponse;
    // project: the reward amounts of a claim and the token's decimals
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'rewards' | 'tokenScale'>();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('graph request', () => {
    type Ours = RequestOf<typeof farmingTvlRoute>;
    type Theirs = Farming.FarmingPoolGraphicRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // our graphs take H1 and D1 only; js-core's Timeframe also names W1 and Y1, which our server refuses with a 400
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'timeframe'>();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('graph point', () => {
    type Ours = AnswerOf<typeof farmingTvlRoute>[number];
    type Theirs = Common.SingleDataResponseModel;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('reward token', () => {
    type Ours = AnswerOf<typeof farmingPoolsRoute>['pools_info'][number]['reward_token_root_info'][number];
    type Theirs = Farming.RewardTokenRootInfo;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // reward_scale is null when the reward token's decimals are unknown
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'reward_scale'>();
  });
});
