import { z } from 'zod';
import { addressSchema, nanoAmountSchema } from '../common';
import { defineRoute } from '../route';
import { decimalSchema, timestampSecondsSchema } from '../dex/fields';
import { proposalStateSchema } from '../governance';

/**
 * Portfolio API (`/api/portfolio/v1/{address}/…`, issue 16): one GET per section of the portfolio page, each read for
 * any address (the page of another address is read-only). Amounts are smallest units; `usd` is null when a price or
 * the decimals of a token it holds are unknown (never guessed). See docs/decisions.md "Portfolio".
 */
export const PORTFOLIO_API_BASE = '/api/portfolio/v1';

const params = z.object({ address: addressSchema.describe('The wallet address') });
const usdSchema = decimalSchema.nullable().describe('Value in USD now (null: a price or decimals are unknown)');

export const portfolioTokenAmountSchema = z.object({
  tokenRoot: addressSchema.describe('Token root'),
  symbol: z.string().describe('Token symbol ("" when unknown)'),
  decimals: z.number().int().nonnegative().nullable().describe('Token decimals (null: unknown)'),
  amount: nanoAmountSchema.describe('Amount, smallest units'),
  usd: usdSchema,
});
export type PortfolioTokenAmount = z.infer<typeof portfolioTokenAmountSchema>;

const section = <T extends z.ZodType>(item: T, what: string) =>
  z.object({
    items: z.array(item).describe(what),
    usd: decimalSchema.describe('Sum of the items valued in USD (items with an unknown value count 0)'),
  });

const usdAgoSchema = (when: string) =>
  decimalSchema.nullable().describe(`The same amount at the price of ${when} (null: no price then)`);

export const portfolioWalletTokenSchema = portfolioTokenAmountSchema.extend({
  upgradeTo: addressSchema
    .nullable()
    .describe('A v4 token awaiting upgrade: the root of its v5 token (null: not an upgradable v4 token)'),
  builder: z.boolean().describe('Created through the token builder (the token factory): no pool, so no price'),
  usd24hAgo: usdAgoSchema('24 hours ago'),
  usd7dAgo: usdAgoSchema('7 days ago'),
});
export type PortfolioWalletToken = z.infer<typeof portfolioWalletTokenSchema>;

export const portfolioNativeSchema = z.object({
  amount: nanoAmountSchema.describe("The wallet's native coin, smallest units"),
  wrappedRoot: addressSchema.describe('Root of the wrapped native coin, whose price values the coin'),
  decimals: z.number().int().nonnegative().nullable().describe('Decimals of the wrapped coin (the coin has the same)'),
  usd: usdSchema,
  usd24hAgo: usdAgoSchema('24 hours ago'),
  usd7dAgo: usdAgoSchema('7 days ago'),
});
export type PortfolioNative = z.infer<typeof portfolioNativeSchema>;

export const portfolioTokensSchema = section(
  portfolioWalletTokenSchema,
  'Tokens with a non-zero wallet balance (those of the token factory the wallet holds among them)',
).extend({
  native: portfolioNativeSchema
    .nullable()
    .describe('The native coin of the wallet (null: the network does not say, or no wrapped coin is known)'),
});

export const portfolioLpSchema = z.object({
  pool: addressSchema.describe('Pool address'),
  lpRoot: addressSchema.describe('LP token root'),
  lp: portfolioTokenAmountSchema.describe('LP tokens in the wallet'),
  sharePercent: decimalSchema.describe('Share of the pool (LP balance over LP supply), percent'),
  tokens: z.array(portfolioTokenAmountSchema).describe('The pool tokens the LP is worth now (the share of reserves)'),
  usd: usdSchema,
  feesEarned: z
    .object({
      since: timestampSecondsSchema.nullable().describe("The wallet's first deposit into the pool (null: none)"),
      tokens: z
        .array(portfolioTokenAmountSchema)
        .describe("LP part of each swap's fee (pool order) times the wallet's LP share at that swap, rounded down"),
      usd: usdSchema.describe('The fees valued at the prices now (null: a price or decimals are unknown)'),
    })
    .nullable()
    .describe(
      'Swap fees the position earned since its first deposit (null: the data does not allow it, see feesUnknown)',
    ),
  feesUnknown: z
    .enum(['lp-not-from-deposits', 'history-incomplete'])
    .nullable()
    .describe(
      "Why feesEarned is null: LP the wallet's deposits and withdrawals do not explain (transferred, or in a farm or " +
        'gauge), or pool history not indexed from its start; null when feesEarned is known',
    ),
});
export const portfolioLpSectionSchema = section(portfolioLpSchema, 'LP positions held in the wallet');

export const portfolioDexAccountSchema = section(portfolioTokenAmountSchema, 'Balances left in the DEX account').extend(
  { dexAccount: addressSchema.nullable().describe('The DEX account (null: none deployed)') },
);

export const portfolioGaugeSchema = z.object({
  gauge: addressSchema.describe('Gauge address'),
  lp: portfolioTokenAmountSchema.describe('LP deposited'),
  tokens: z.array(portfolioTokenAmountSchema).describe('The pool tokens the deposit is worth now'),
  lockedUntil: timestampSecondsSchema.nullable().describe('End of the latest running lock (null: nothing locked)'),
  lockedAmount: nanoAmountSchema.describe('LP still locked, smallest units'),
  boost: decimalSchema.describe(
    'Total boost of the position, QUBE\'s weight (lock and veQUBE: total-boosted balance over balance), e.g. "2.5"',
  ),
  lockBoost: decimalSchema.describe("Lock boost, the extra tokens' weight (lock-boosted balance over balance)"),
  rewards: z
    .array(portfolioTokenAmountSchema)
    .describe('Rewards ready to claim now (what a claim pays): QUBE first, then extra tokens'),
  vesting: z
    .array(portfolioTokenAmountSchema)
    .describe('Rewards still vesting (locked, released linearly over the vesting period), in the order of rewards'),
  usd: usdSchema.describe('LP, claimable and vesting rewards in USD'),
});
export const portfolioGaugesSchema = section(portfolioGaugeSchema, 'Gauge deposits');

export const portfolioFarmSchema = z.object({
  pool: addressSchema.describe('Farm pool address (old farming)'),
  lp: portfolioTokenAmountSchema.describe('LP (or token) deposited'),
  tokens: z.array(portfolioTokenAmountSchema).describe('The pool tokens the deposit is worth now (LP deposits)'),
  rewards: z.array(portfolioTokenAmountSchema).describe('Rewards vested and not claimed yet, one per reward token'),
  usd: usdSchema,
});
export const portfolioFarmsSchema = section(portfolioFarmSchema, 'Deposits in old-farming pools');

export const portfolioDaoLockSchema = z.object({
  amount: nanoAmountSchema.describe('QUBE locked, smallest units'),
  votingPower: nanoAmountSchema.describe('veQUBE of the lock (0 once it ended)'),
  createdAt: timestampSecondsSchema.describe('When it was locked'),
  endsAt: timestampSecondsSchema.describe('When the lock ends'),
  expired: z.boolean().describe('The lock ended: its QUBE can be unlocked'),
  usd: usdSchema,
});
export const portfolioDaoSchema = section(portfolioDaoLockSchema, 'Deposits in the vote escrow').extend({
  voteEscrow: addressSchema.nullable().describe('The vote escrow (null: the network has none)'),
  qube: portfolioTokenAmountSchema.nullable().describe('All QUBE in the escrow (null: no escrow account)'),
  votingPower: nanoAmountSchema.describe('veQUBE now'),
  unlockable: nanoAmountSchema.describe('QUBE of ended locks, ready to unlock'),
});

export const portfolioLimitOrderSchema = z.object({
  order: addressSchema.describe('Order address'),
  spent: portfolioTokenAmountSchema.describe('What the order still sells (remaining), valued'),
  receive: portfolioTokenAmountSchema.describe('What the order still expects to receive'),
  initialSpent: nanoAmountSchema.describe('What the order sold at creation'),
  filledPercent: decimalSchema.describe('Part of the order filled, percent'),
  createdAt: timestampSecondsSchema.describe('Creation time'),
  usd: usdSchema,
});
export const portfolioLimitSchema = section(portfolioLimitOrderSchema, 'Open (active) limit orders');

export const portfolioBuilderTokenSchema = z.object({
  tokenRoot: addressSchema.describe('Token root'),
  name: z.string().describe('Token name'),
  symbol: z.string().describe('Token symbol'),
  decimals: z.number().int().nonnegative().describe('Token decimals'),
  totalSupply: nanoAmountSchema.describe('Total supply, smallest units'),
  balance: nanoAmountSchema.describe("The wallet's own balance of it (also listed with its tokens)"),
});
/** No USD sum: what the wallet holds of them is counted with its tokens, the rest is other holders'. */
export const portfolioBuilderSchema = z.object({
  items: z.array(portfolioBuilderTokenSchema).describe('Tokens whose root the wallet owns'),
});

export const portfolioKindSchema = z
  .enum(['tokens', 'lp', 'dexAccount', 'farms', 'gauges', 'dao', 'limit'])
  .describe('Kind of holding');
export type PortfolioKind = z.infer<typeof portfolioKindSchema>;

const comparableSchema = z.object({
  usd: decimalSchema.describe('Value now of the tokens that had a price then'),
  leftOut: z.array(z.string()).max(500).describe('Symbols (or roots) of the tokens without a price then'),
});

export const portfolioTotalsSchema = z.object({
  usd: decimalSchema.describe('Wallet value in USD now'),
  usd24hAgo: decimalSchema.describe("Today's holdings valued at the prices of 24 hours ago"),
  usd7dAgo: decimalSchema.describe("Today's holdings valued at the prices of 7 days ago"),
  kinds: z
    .array(
      z.object({
        kind: portfolioKindSchema,
        usd: decimalSchema.describe('Value now'),
        usd24hAgo: decimalSchema.describe('Same holdings at the prices of 24 hours ago'),
        usd7dAgo: decimalSchema.describe('Same holdings at the prices of 7 days ago'),
        comparable: z
          .object({ day: comparableSchema, week: comparableSchema })
          .describe(
            'What a change compares: tokens without a price then count 0 then, so the value now of the same tokens',
          ),
      }),
    )
    .describe('The value split by kind'),
});
export type PortfolioTotals = z.infer<typeof portfolioTotalsSchema>;

export const portfolioHistorySchema = z.object({
  points: z
    .array(z.object({ time: timestampSecondsSchema, usd: decimalSchema }))
    .describe('Wallet value at the close of each day, oldest first, the last point now'),
});

export const portfolioProposalVoteSchema = z.object({
  proposalId: z.number().int().positive().describe('Proposal id'),
  title: z.string().describe('The title in its description ("" when it has none)'),
  state: proposalStateSchema,
  support: z.boolean().describe('Voted for (true) or against'),
  votes: nanoAmountSchema.describe('Voting power the vote carried, smallest units'),
  availableForUnlock: z.boolean().describe('The proposal is no longer Pending or Active: the vote can be unlocked'),
});
export const portfolioProposalVotesSchema = z.object({
  voteEscrow: addressSchema.nullable().describe('The vote escrow (null: no DAO on this network)'),
  account: addressSchema.nullable().describe("The wallet's vote-escrow account (null: none)"),
  items: z.array(portfolioProposalVoteSchema).describe('Votes still locked in the account, newest first'),
});

const route = <R extends z.ZodType>(name: string, summary: string, response: R) =>
  defineRoute({ method: 'GET', path: `${PORTFOLIO_API_BASE}/:address/${name}`, summary, params, response });

export const portfolioTokensRoute = route('tokens', "A wallet's tokens (listed, traded and v4)", portfolioTokensSchema);
export const portfolioLpRoute = route('lp', "A wallet's LP positions", portfolioLpSectionSchema);
export const portfolioDexAccountRoute = route('dex-account', "A wallet's DEX account", portfolioDexAccountSchema);
export const portfolioFarmsRoute = route('farms', "A wallet's deposits in old-farming pools", portfolioFarmsSchema);
export const portfolioGaugesRoute = route('gauges', "A wallet's gauge deposits", portfolioGaugesSchema);
export const portfolioDaoRoute = route('dao', "A wallet's QUBE locks in the vote escrow", portfolioDaoSchema);
export const portfolioLimitRoute = route('limit-orders', "A wallet's open limit orders", portfolioLimitSchema);
export const portfolioProposalVotesRoute = route(
  'proposal-votes',
  "A wallet's votes still locked in proposals",
  portfolioProposalVotesSchema,
);
export const portfolioBuilderRoute = route('builder', 'Tokens the wallet owns as builder', portfolioBuilderSchema);
export const portfolioTotalsRoute = route('totals', "A wallet's value now, 24 h and 7 d ago", portfolioTotalsSchema);
export const portfolioHistoryRoute = route('history', "A wallet's value by day (30 days)", portfolioHistorySchema);

export const PORTFOLIO_ROUTES = [
  portfolioTokensRoute,
  portfolioLpRoute,
  portfolioDexAccountRoute,
  portfolioFarmsRoute,
  portfolioGaugesRoute,
  portfolioDaoRoute,
  portfolioLimitRoute,
  portfolioProposalVotesRoute,
  portfolioBuilderRoute,
  portfolioTotalsRoute,
  portfolioHistoryRoute,
] as const;
