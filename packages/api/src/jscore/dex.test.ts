import { describe, expectTypeOf, it } from 'vitest';
import type {
  currenciesRoute,
  currenciesUsdtPricesRoute,
  currencyPricesRoute,
  currencyRoute,
  currencyTvlRoute,
  currencyVolumeRoute,
  poolByAddressRoute,
  poolOhlcvRoute,
  poolsRoute,
  transactionsRoute,
} from '../index';
import type { AnswerClashes, AnswerOf, OnlyOurs, OnlyTheirs, OptionalForUs, RequestClashes, RequestOf } from './fit';
import type { Pools, Currencies, Common } from './reference';

/**
 * DEX API (`/api/v2`) against js-core's `usePoolsApi` and `useCurrenciesApi`. Our DEX API follows the project's spec
 * (section 3 and 7), written from the public service; js-core's types are that service's published client. js-core
 * has no pairs, swap or limit-order API: those routes are checked by their own tests only.
 *
 * Each case pins how our shape and js-core's differ (see fit.ts): a comment says why for every difference; any
 * other change of either side fails `npm run typecheck`. Answers are our zod output, requests our zod input.
 */
describe('dex API shapes against @broxus/js-core', () => {
  it('pools request', () => {
    type Ours = RequestOf<typeof poolsRoute>;
    type Theirs = Pools.PoolsRequestParams;
    // project: poolType, the pool kinds (the Pairs navigation sends common and stable)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'poolType'>();
    // not taken: TVL range filters (no screen filters pools by TVL)
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'tvlAmountGe' | 'tvlAmountLe'>();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('pools answer', () => {
    type Ours = AnswerOf<typeof poolsRoute>;
    type Theirs = Pools.PoolsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not answered: the page's length and offset, which the client already knows
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'offset' | 'count'>();
    // the items differ: pinned field by field below
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'pools'>();
  });
  it('pools list item', () => {
    type Ours = AnswerOf<typeof poolsRoute>['pools'][number];
    type Theirs = Pools.PoolResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // the list items are lighter than js-core's (which reuses PoolResponse): the pool page's fields come from pools/address, and count24Transactions is named transactionsCount24h
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      'fee7d' | 'feeAllTime' | 'lpLocked' | 'volumesLocked' | 'prices' | 'stableOneSwap' | 'count24Transactions'
    >();
    // meta differs: pinned below
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'meta'>();
  });
  it('pool detail', () => {
    type Ours = AnswerOf<typeof poolByAddressRoute>;
    type Theirs = Pools.PoolResponse;
    // project: feeRate (the pool's swap fee for the pool page); transactionsCount24h is js-core's count24Transactions renamed (spec 3's name)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'feeRate' | 'transactionsCount24h'>();
    // renamed: transactionsCount24h
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'count24Transactions'>();
    // meta differs (below); stableOneSwap is null for non-stable pools where js-core types string[]
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'meta' | 'stableOneSwap'>();
  });
  it('pool meta', () => {
    type Ours = AnswerOf<typeof poolByAddressRoute>['meta'];
    type Theirs = Pools.PoolMeta;
    // project: poolType, the contract kind (common, stable pair, stable N-pool), which routing and payloads need
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'poolType'>();
    // not answered: the pool's fee and its beneficiary (the detail answers feeRate)
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'fee' | 'beneficiaryAddress' | 'feeBeneficiary'>();
    // pairType: ours says common where js-core says default for a constant-product pair
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'pairType'>();
  });
  it('pool ohlcv request', () => {
    type Ours = RequestOf<typeof poolOhlcvRoute>;
    type Theirs = Pools.PoolOhlcvRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not taken: a pair's token order; our candles are the first pool token in the second
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'firstCurrencyAddress' | 'secondCurrencyAddress'>();
    // our graphs take H1 and D1 only; js-core's Timeframe also names W1 and Y1, which our server refuses with a 400
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'timeframe'>();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('pool ohlcv price', () => {
    type Ours = AnswerOf<typeof poolOhlcvRoute>[number];
    type Theirs = Pools.PoolOhlcvResponseModel;
    // one point shape for the three kinds: the fields of the other kinds are null
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'tvl' | 'currencyVolumes'>();
    // not answered: the number of transactions per point
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'countTransactions'>();
    // nullable in the merged point shape (null in points of the other kinds)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'open' | 'high' | 'low' | 'close' | 'usdtVolume'>();
  });
  it('pool ohlcv tvl', () => {
    type Ours = AnswerOf<typeof poolOhlcvRoute>[number];
    type Theirs = Common.TvlResponseModel;
    // one point shape for the three kinds: the fields of the other kinds are null
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'open' | 'high' | 'low' | 'close' | 'usdtVolume'>();
    // not answered: the number of transactions per point
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'countTransactions'>();
    // nullable in the merged point shape (null in points of the other kinds)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'tvl' | 'currencyVolumes'>();
  });
  it('pool ohlcv volume', () => {
    type Ours = AnswerOf<typeof poolOhlcvRoute>[number];
    type Theirs = Common.VolumeResponseModel;
    // one point shape for the three kinds: the fields of the other kinds are null
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<
      'tvl' | 'open' | 'high' | 'low' | 'close' | 'currencyVolumes'
    >();
    // not answered: the number of transactions per point
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'countTransactions'>();
    // nullable in the merged point shape (null in points of the other kinds)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'usdtVolume'>();
  });
  it('transactions request', () => {
    type Ours = RequestOf<typeof transactionsRoute>;
    type Theirs = Pools.PoolTransactionsRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not taken: creation time, amount and USD value ranges (no screen filters by them)
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      | 'createdAtGe'
      | 'createdAtLe'
      | 'leftAmountGe'
      | 'leftAmountLe'
      | 'rightAmountGe'
      | 'rightAmountLe'
      | 'tvGe'
      | 'tvLe'
    >();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('transactions answer', () => {
    type Ours = AnswerOf<typeof transactionsRoute>;
    type Theirs = Pools.PoolTransactionsResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not answered: the page's length and offset, which the client already knows
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'offset' | 'count'>();
    // totalCount is null when the request says displayTotalCount false (js-core types a number); the items differ (below)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'totalCount' | 'transactions'>();
  });
  it('transaction', () => {
    type Ours = AnswerOf<typeof transactionsRoute>['transactions'][number];
    type Theirs = Pools.PoolTransactionResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not answered: LP and fee details of the operation (no screen shows them)
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      | 'lp'
      | 'fees'
      | 'lpAddress'
      | 'beneficiaryAddresses'
      | 'beneficiaryFeeUsdt'
      | 'beneficiaryFees'
      | 'feeCurrencies'
      | 'feeCurrencyAddresses'
      | 'feeUsdt'
      | 'lpVolume'
    >();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('currencies request', () => {
    type Ours = RequestOf<typeof currenciesRoute>;
    type Theirs = Currencies.CurrenciesRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not taken: TVL range filters
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'tvlGe' | 'tvlLe'>();
    // ordering: ours also sorts by 24 h and 7 d volume, price and price change, which js-core's CurrenciesOrdering lacks
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'ordering'>();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('currencies answer', () => {
    type Ours = AnswerOf<typeof currenciesRoute>;
    type Theirs = Currencies.CurrenciesResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not answered: the page's length and offset, which the client already knows
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'offset' | 'count'>();
    // the items differ (below)
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toEqualTypeOf<'currencies'>();
  });
  it('currencies item', () => {
    type Ours = AnswerOf<typeof currenciesRoute>['currencies'][number];
    type Theirs = Currencies.CurrencyResponse;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    // not answered in the list: the 24 h fees and the 7 d volume change
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'fee24h' | 'volumeChange7d'>();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('currency', () => {
    type Ours = AnswerOf<typeof currencyRoute>;
    type Theirs = Currencies.CurrencyResponse;
    // project: what the token page shows beyond the list (name, decimals, fees over 7 days and all time, pool count)
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'name' | 'decimals' | 'fee7d' | 'feeAllTime' | 'poolsCount'>();
    // not answered: the 7 d volume change
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'volumeChange7d'>();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('currency graph request', () => {
    type Ours = RequestOf<typeof currencyPricesRoute>;
    type Theirs = Common.CommonGraphRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    // our graphs take H1 and D1 only; js-core's Timeframe also names W1 and Y1, which our server refuses with a 400
    expectTypeOf<RequestClashes<Ours, Theirs>>().toEqualTypeOf<'timeframe'>();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('currency prices', () => {
    type Ours = AnswerOf<typeof currencyPricesRoute>[number];
    type Theirs = Common.OhlcvModel;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('currency tvl', () => {
    type Ours = AnswerOf<typeof currencyTvlRoute>[number];
    type Theirs = Common.SingleDataResponseModel;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('currency volume', () => {
    type Ours = AnswerOf<typeof currencyVolumeRoute>[number];
    type Theirs = Common.SingleDataResponseModel;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('usdt prices request', () => {
    type Ours = RequestOf<typeof currenciesUsdtPricesRoute>;
    type Theirs = Currencies.CurrenciesUsdtPricesRequestParams;
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toBeNever();
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toBeNever();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toBeNever();
  });
  it('usdt prices answer', () => {
    type Ours = AnswerOf<typeof currenciesUsdtPricesRoute>;
    type Theirs = Currencies.CurrenciesUsdtPricesResponse;
    // a map from root to price: no keys to compare, the whole type is
    expectTypeOf<Ours>().toEqualTypeOf<Theirs>();
  });
});
