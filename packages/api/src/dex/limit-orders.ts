import { z } from 'zod';
import { addressSchema, enumListSchema, nanoAmountSchema } from '../common';
import { defineRoute } from '../route';
import { candleSchema } from './entities';
import { limitOrderStateSchema, sortDirectionSchema } from './enums';
import {
  LIMIT_API_BASE,
  checkWindow,
  decimalSchema,
  hashSchema,
  limitSchema,
  offsetSchema,
  timestampSecondsSchema,
} from './fields';
import { graphWindowShape } from './graphs';

/**
 * Limit-order API (document 2). Document 2 names the paths, the order fields (price, sell amount, buy amount,
 * fill amount and percent, date, created, order pair, order root), the states, sorting asc/desc and paging
 * (skip 0, take 10); methods and payloads are not shown. These shapes follow the project conventions: POST with a
 * JSON body, limit/offset (offset = skip, limit = take) and totalCount.
 */

const pairShape = {
  leftTokenRoot: addressSchema.describe('Root of the token on the left of the pair (the traded token)'),
  rightTokenRoot: addressSchema.describe('Root of the token on the right of the pair (the quote token)'),
};

function checkPair(value: { leftTokenRoot?: string | null; rightTokenRoot?: string | null }, ctx: z.RefinementCtx) {
  if (
    value.leftTokenRoot &&
    value.rightTokenRoot &&
    value.leftTokenRoot.toLowerCase() === value.rightTokenRoot.toLowerCase()
  ) {
    ctx.addIssue({ code: 'custom', path: ['rightTokenRoot'], message: 'must differ from leftTokenRoot' });
  }
}

export const limitOrderSchema = z.object({
  address: addressSchema.describe('Address of the order contract'),
  limitOrderRoot: addressSchema.describe('Order root the order was created through (one per spent token)'),
  ownerAddress: addressSchema.describe('Account that created the order'),
  dexPair: addressSchema
    .nullable()
    .describe("DEX pool of the order's pair, used to fill the order by swap; null when none exists"),
  spentTokenRoot: addressSchema.describe('Root of the token the order sells'),
  receiveTokenRoot: addressSchema.describe('Root of the token the order buys'),
  initialSpentAmount: nanoAmountSchema.describe('Sell amount at creation, smallest units'),
  expectedReceiveAmount: nanoAmountSchema.describe('Buy amount at creation, smallest units'),
  currentSpentAmount: nanoAmountSchema.describe('Sell amount still offered, smallest units'),
  currentReceiveAmount: nanoAmountSchema.describe('Buy amount still expected, smallest units'),
  filledAmount: nanoAmountSchema.describe('Sell amount already exchanged, smallest units'),
  filledPercent: decimalSchema.describe('Filled part of the order in percent, 0 to 100'),
  price: decimalSchema.describe('Price of one spent token in received tokens, whole tokens'),
  state: limitOrderStateSchema,
  createdAt: timestampSecondsSchema.describe('Creation time, unix seconds'),
  updatedAt: timestampSecondsSchema.describe('Time of the last change, unix seconds'),
});
export type LimitOrder = z.infer<typeof limitOrderSchema>;

export const limitOrdersRequestSchema = z
  .object({
    leftTokenRoot: pairShape.leftTokenRoot.nullish(),
    rightTokenRoot: pairShape.rightTokenRoot.nullish(),
    ownerAddress: addressSchema.nullish().describe('Only orders of this account (My open orders, Orders history)'),
    states: enumListSchema(limitOrderStateSchema, 'must hold at least one state, or be null for all')
      .nullish()
      .describe('Only orders in these states'),
    side: z
      .enum(['buy', 'sell'])
      .nullish()
      .describe('buy: orders spending the right token; sell: orders spending the left token; absent: both'),
    sortBy: z
      .enum(['createdAt', 'price', 'currentAmount'])
      .default('createdAt')
      .describe('Sort key (default createdAt)'),
    sortDirection: sortDirectionSchema.default('desc'),
    limit: limitSchema,
    offset: offsetSchema,
  })
  .superRefine(checkPair);

export const limitOrdersRoute = defineRoute({
  method: 'POST',
  path: `${LIMIT_API_BASE}/get_limit_orders`,
  summary: 'Limit orders of a pair or an owner, filtered by state and side, paginated',
  body: limitOrdersRequestSchema,
  response: z.object({
    orders: z.array(limitOrderSchema).describe('One page of orders'),
    totalCount: z.number().int().nonnegative().describe('Number of matching orders'),
  }),
});

export const limitExchangeSchema = z.object({
  orderAddress: addressSchema.describe('Order that was filled'),
  accountAddress: addressSchema.describe('Account that filled it (the taker)'),
  spentTokenRoot: addressSchema.describe("Root of the token the taker spent (the order's receive token)"),
  receiveTokenRoot: addressSchema.describe("Root of the token the taker received (the order's spent token)"),
  spentAmount: nanoAmountSchema.describe('Amount the taker spent, smallest units'),
  receiveAmount: nanoAmountSchema.describe('Amount the taker received, smallest units'),
  fee: nanoAmountSchema.describe('Fee kept from the received amount, smallest units'),
  transactionHash: hashSchema.describe('Hash of the order transaction'),
  createdAt: timestampSecondsSchema.describe('Time of the exchange, unix seconds'),
});
export type LimitExchange = z.infer<typeof limitExchangeSchema>;

export const limitExchangesRoute = defineRoute({
  method: 'POST',
  path: `${LIMIT_API_BASE}/get_exchanges`,
  summary: 'Exchanges (partial or full fills) of limit orders: trade history of a pair, an order or an account',
  body: z
    .object({
      leftTokenRoot: pairShape.leftTokenRoot.nullish(),
      rightTokenRoot: pairShape.rightTokenRoot.nullish(),
      orderAddress: addressSchema.nullish().describe('Only fills of this order'),
      accountAddress: addressSchema.nullish().describe('Only fills made by or for this account'),
      sortDirection: sortDirectionSchema.default('desc').describe('By time (default desc)'),
      limit: limitSchema,
      offset: offsetSchema,
    })
    .superRefine(checkPair),
  response: z.object({
    exchanges: z.array(limitExchangeSchema).describe('One page of exchanges'),
    totalCount: z.number().int().nonnegative().describe('Number of matching exchanges'),
  }),
});

const orderBookLevelSchema = z.object({
  price: decimalSchema.describe('Price of one left token in right tokens, whole tokens'),
  leftAmount: nanoAmountSchema.describe('Left-token amount offered at this price, smallest units'),
  rightAmount: nanoAmountSchema.describe('Right-token amount at this price, smallest units'),
  ordersCount: z.number().int().positive().describe('Number of active orders at this price'),
});

export const limitOrderBookRoute = defineRoute({
  method: 'POST',
  path: `${LIMIT_API_BASE}/get_order_book`,
  summary: 'Order book (depth) of a pair: active orders grouped by price',
  body: z.object(pairShape).superRefine(checkPair),
  response: z.object({
    asks: z.array(orderBookLevelSchema).describe('Orders selling the left token, by price ascending'),
    bids: z.array(orderBookLevelSchema).describe('Orders buying the left token, by price descending'),
    spread: decimalSchema.nullable().describe('(best ask - best bid) / best ask; null when a side is empty'),
  }),
});

export const limitPlotDataRoute = defineRoute({
  method: 'POST',
  path: `${LIMIT_API_BASE}/get_plot_data`,
  summary: "Price candles of a pair from limit-order fills: the left token's price in the right token",
  body: z.object({ ...graphWindowShape, ...pairShape }).superRefine((value, ctx) => {
    checkWindow(value, ctx);
    checkPair(value, ctx);
  }),
  response: z.array(candleSchema).describe('Candles in time order; volume in USD'),
});

export const limitOrderRoutes = [
  limitOrdersRoute,
  limitExchangesRoute,
  limitOrderBookRoute,
  limitPlotDataRoute,
] as const;
