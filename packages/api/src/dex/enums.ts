import { POOL_KINDS } from '@tycho/abi';
import { z } from 'zod';

/** Route search direction: by the amount spent (ltr) or by the amount to receive (rtl). */
export const swapDirectionSchema = z
  .enum(['expectedexchange', 'expectedspendamount'])
  .describe(
    'expectedexchange (ltr): amount of fromCurrencyAddress is spent, the route says how much toCurrencyAddress is received; expectedspendamount (rtl): amount of fromCurrencyAddress is to be received, the route says how much toCurrencyAddress must be spent',
  );

/** What one route step does in its pool. */
export const noRouteReasonSchema = z
  .enum(['noRoute', 'notEnoughLiquidity'])
  .describe(
    'Why a route search found nothing: noRoute, no pools connect the tokens within the depth (route does not exist); notEnoughLiquidity, pools connect them but none can fill the amount',
  );

export const stepActionTypeSchema = z
  .enum(['exchange', 'deposit', 'withdraw'])
  .describe(
    'exchange: swap one pool token for another; deposit: put one coin into a stable pool for its LP token; withdraw: take one coin out of a stable pool for its LP token',
  );

/**
 * The contract kind of a pool (`PoolKind` of @tycho/abi). `common` is a constant-product pair, `stable` a two-token
 * stable pair and `stablepool` an N-token stable pool (more than two tokens); routing and payloads differ by kind.
 */
export const poolTypeSchema = z
  .enum(POOL_KINDS)
  .describe(
    'common: constant-product pair; stable: two-token stable pair; stablepool: stable pool of more than two tokens',
  );

/** Pool meta type as the spec names it: the value `stable` marks any stable pool (pair or N-pool). */
export const pairTypeSchema = z
  .enum(['common', 'stable'])
  .describe(
    'common: constant-product pair; stable: stable pair or stable N-token pool (an N-pool has more than two currencies)',
  );

export const poolOrderingSchema = z
  .enum([
    'tvlascending',
    'tvldescending',
    'volume24hascending',
    'volume24hdescending',
    'volume7dascending',
    'volume7ddescending',
  ])
  .describe('Sort order of pools (default tvldescending)');

export const currencyOrderingSchema = z
  .enum([
    'tvlascending',
    'tvldescending',
    'volume24hascending',
    'volume24hdescending',
    'volume7dascending',
    'volume7ddescending',
    'priceascending',
    'pricedescending',
    'pricechangeascending',
    'pricechangedescending',
  ])
  .describe('Sort order of currencies (default tvldescending)');

export const transactionOrderingSchema = z
  .enum([
    'blocktimeascending',
    'blocktimedescending',
    'fromexecascending',
    'fromexecdescending',
    'toexecascending',
    'toexecdescending',
    'tvascending',
    'tvdescending',
  ])
  .describe(
    'Sort order of transactions: block time, amount spent (fromexec), amount received (toexec) or total value in USD (tv); default blocktimedescending',
  );

export const eventTypeSchema = z.enum(['deposit', 'swap', 'withdraw']).describe('Kind of pool transaction');

export const timeframeSchema = z.enum(['H1', 'D1']).describe('Candle or point width: H1 one hour, D1 one day');

export const ohlcvKindSchema = z
  .enum(['Price', 'Tvl', 'Volume'])
  .describe('Which series of a pool: Price candles, TVL points or volume points');

export const swapStatusSchema = z
  .enum(['Pending', 'Succeed', 'Cancelled'])
  .describe(
    'Pending: not finished yet; Succeed: the user received the target token; Cancelled: a step failed (e.g. slippage exceeded) and the user got the tokens listed back',
  );

/**
 * Native-coin modes of a swap (spec 4.1). Without it the swap spends the token only. `spendonlynative` wraps
 * the amount from the native coin; `spendnativeandwrappednative` spends the wrapped token balance and wraps the
 * rest from the native coin (combo mode); `receivenative` unwraps the result to the native coin.
 */
export const nativeInfoSchema = z
  .enum(['spendonlynative', 'spendnativeandwrappednative', 'receivenative'])
  .describe(
    'Native-coin mode: spendonlynative spends only the native coin; spendnativeandwrappednative spends the wrapped token and the native coin together (combo); receivenative delivers the native coin. Absent: token-only swap',
  );

/** The wallet call that carries the swap payload (spec 7: a token transfer, or acceptNative / wrap on the vault). */
export const abiFunctionSchema = z
  .enum(['transfer', 'acceptNative', 'wrap'])
  .describe(
    "Function of the ABI to call on walletOfDestination: transfer on the user's token wallet, or acceptNative / wrap on the wrapped-coin vault",
  );

export const limitOrderStateSchema = z
  .enum(['Initialize', 'AwaitTokens', 'Active', 'Filled', 'SwapInProgress', 'Cancelled', 'Unknown'])
  .describe('State of a limit order');

export const sortDirectionSchema = z.enum(['asc', 'desc']).describe('Sort direction');
