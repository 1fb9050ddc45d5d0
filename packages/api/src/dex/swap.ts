import { z } from 'zod';
import { addressSchema } from '../common';
import { defineRoute } from '../route';
import { routeSchema } from './entities';
import { abiFunctionSchema, nativeInfoSchema, swapDirectionSchema, swapStatusSchema } from './enums';
import {
  DEX_API_BASE,
  bocSchema,
  callIdSchema,
  decimalInputSchema,
  hashSchema,
  positiveAmountSchema,
  uint128Schema,
  whiteListUriSchema,
} from './fields';

export const DEFAULT_MIN_TVL = '50000';
export const DEFAULT_ROUTE_DEPTH = 3;
export const DEFAULT_SLIPPAGE = 0.005;

/** A slippage fraction: the user's percent divided by 100, from 0 to 1. */
export const slippageSchema = z
  .union(
    [
      z.number().min(0, 'must not be negative').max(1, 'must be a fraction between 0 and 1 (percent divided by 100)'),
      z
        .string()
        .regex(
          /^(0(\.\d{1,18})?|1(\.0{1,18})?)$/,
          'must be a fraction between 0 and 1 (percent divided by 100), e.g. "0.005"',
        ),
    ],
    { error: 'must be a fraction between 0 and 1 (percent divided by 100), as a number or a decimal string' },
  )
  .transform((value) => Number(value))
  .default(DEFAULT_SLIPPAGE)
  .meta({ default: DEFAULT_SLIPPAGE })
  .describe(`Tolerated slippage as a fraction: percent / 100, from 0 to 1 (default ${DEFAULT_SLIPPAGE}, i.e. 0.5 %)`);

/** Fields of a route request (POST /pools/cross_swap_route), also sent as crossPairInput. */
export const crossSwapRouteRequestSchema = z
  .object({
    amount: positiveAmountSchema.describe(
      'Amount of fromCurrencyAddress in its smallest units (integer string): spent with expectedexchange, to receive with expectedspendamount',
    ),
    deep: z
      .number()
      .int('must be an integer')
      .min(1, 'must be at least 1')
      .max(3, 'must be at most 3')
      .default(DEFAULT_ROUTE_DEPTH)
      .describe(`Most pools a route may pass through, 1 to 3 (default ${DEFAULT_ROUTE_DEPTH})`),
    direction: swapDirectionSchema,
    fromCurrencyAddress: addressSchema.describe(
      'Root of the token `amount` is in: the token to spend (expectedexchange) or the token to receive (expectedspendamount, rtl input: spec 7 swaps the tokens)',
    ),
    toCurrencyAddress: addressSchema.describe(
      'Root of the other token: the token to receive (expectedexchange) or the token to spend (expectedspendamount)',
    ),
    minTvl: decimalInputSchema
      .default(DEFAULT_MIN_TVL)
      .meta({ default: DEFAULT_MIN_TVL })
      .describe(
        `Preferred minimum pool TVL in USD: a route through pools at or above it wins; when none can fill the amount, shallower pools are used and the answer is flagged lowLiquidity; decimal string or number (default ${DEFAULT_MIN_TVL})`,
      ),
    slippage: slippageSchema,
    whiteListCurrencies: z
      .array(addressSchema)
      .max(1000, 'must hold at most 1000 addresses')
      .default([])
      .describe('When not empty, intermediate tokens of a route are limited to these roots'),
    whiteListUri: whiteListUriSchema,
  })
  .superRefine((value, ctx) => {
    if (value.fromCurrencyAddress.toLowerCase() === value.toCurrencyAddress.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['toCurrencyAddress'], message: 'must differ from fromCurrencyAddress' });
    }
  });
export type CrossSwapRouteRequest = z.infer<typeof crossSwapRouteRequestSchema>;

export const swapRouteRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pools/cross_swap_route`,
  summary: 'Best swap route between two tokens through up to three pools (a quote, no wallet needed)',
  body: crossSwapRouteRequestSchema,
  response: routeSchema,
});

/** The route the user confirmed: the payload follows exactly these steps, pools and minimums (1 to 3 steps). */
export const confirmedRouteSchema = routeSchema.extend({
  steps: routeSchema.shape.steps
    .min(1, 'must hold the confirmed steps (at least one)')
    .max(DEFAULT_ROUTE_DEPTH, `must hold at most ${DEFAULT_ROUTE_DEPTH} steps`),
});

export const crossSwapPayloadRequestSchema = z.object({
  route: confirmedRouteSchema.describe(
    'The route as the user confirmed it (an answer of cross_swap_route): the payload carries exactly its pools and minimum amounts; steps must chain (each receives what the next spends) through known pools',
  ),
  slippage: slippageSchema.describe(
    'Tolerated slippage as a fraction (percent / 100): the minimums of the fresh quote answered when the confirmed route can no longer deliver',
  ),
  amountToWrap: uint128Schema
    .nullish()
    .describe(
      'Native coin part of the spent amount (spendonlynative: all of it; spendnativeandwrappednative: the part the wrapped-token balance does not cover), as the confirmation showed it; absent for token-only swaps',
    ),
  id: callIdSchema.describe('Call id (uint64) chosen by the client; the status of the swap is asked with it'),
  nativeBalance: uint128Schema.describe("The user's native coin balance, smallest units"),
  tokenBalance: uint128Schema.describe("The user's balance of the spent token, smallest units"),
  recipient: addressSchema.describe('Account that sends the swap and receives the result'),
  referrer: addressSchema.nullish().describe('Referrer account, if any'),
  nativeInfo: nativeInfoSchema.nullish(),
});
export type CrossSwapPayloadRequest = z.infer<typeof crossSwapPayloadRequestSchema>;

export const swapCallSchema = z.object({
  status: z.literal('ready').describe('The payload follows the confirmed route'),
  id: z.string().describe('The call id of the request, as a string'),
  route: routeSchema.describe('The confirmed route the payload follows, as given'),
  walletOfDestination: addressSchema.describe(
    "Contract to call: the user's token wallet (transfer) or the wrapped-coin vault",
  ),
  abi: z.string().min(1).describe('ABI (JSON) of walletOfDestination'),
  abiFunction: abiFunctionSchema,
  payload: bocSchema.describe('Payload of the call: a base64 bag of cells'),
  gas: uint128Schema.describe('Native coin to attach, smallest units (includes any amount to wrap)'),
  amountToWrap: uint128Schema
    .nullable()
    .describe('Native coin wrapped as part of the swap, smallest units; null for token-only swaps'),
});
export type SwapCall = z.infer<typeof swapCallSchema>;

export const swapRateChangedSchema = z.object({
  status: z.literal('rateChanged').describe('The confirmed route can no longer deliver its minimums: nothing built'),
  route: routeSchema.describe(
    'A fresh quote of the same pools for the same spent amount, with minimums at the given slippage: to confirm again',
  ),
});

export const crossSwapPayloadResponseSchema = z.discriminatedUnion('status', [swapCallSchema, swapRateChangedSchema]);
export type CrossSwapPayloadResponse = z.infer<typeof crossSwapPayloadResponseSchema>;

export const swapPayloadRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pools/cross_swap_payload`,
  summary:
    'Builds the wallet call (destination, ABI, payload, gas) for a swap along the confirmed route, after a re-quote of the same pools; a route the pools can no longer deliver answers rateChanged; a route that does not chain, unknown pools or insufficient balances are a 400',
  body: crossSwapPayloadRequestSchema,
  response: crossSwapPayloadResponseSchema,
});

export const crossSwapStatusRequestSchema = z.object({
  id: callIdSchema.describe('Call id given to cross_swap_payload'),
  recipient: addressSchema.describe('Recipient given to cross_swap_payload'),
});

export const crossSwapStatusResponseSchema = z
  .object({
    status: swapStatusSchema,
    amount: z
      .array(uint128Schema)
      .describe('Amounts the user received (Succeed: the target token; Cancelled: what came back), smallest units'),
    tokenRoot: z.array(addressSchema).describe('Root of the token of each amount, same order'),
    transactionHash: hashSchema
      .nullable()
      .describe('Hash of the transaction that delivered the result; null while Pending'),
  })
  .describe('Pending with empty lists until the swap ends');
export type CrossSwapStatusResponse = z.infer<typeof crossSwapStatusResponseSchema>;

export const swapStatusRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pools/cross_swap_payload_status`,
  summary: 'Result of a swap sent with a payload from cross_swap_payload (polled every 2 s)',
  body: crossSwapStatusRequestSchema,
  response: crossSwapStatusResponseSchema,
});

export const swapRoutes = [swapRouteRoute, swapPayloadRoute, swapStatusRoute] as const;
