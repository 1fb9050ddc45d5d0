/**
 * Portfolio API (`/api/portfolio/v1/{address}/…`, issue 16): one route per section of the portfolio page, read for
 * any address. Sections: wallet.ts (tokens, LP, DEX account), farms.ts (old farming), positions.ts (gauges, DAO, limit orders, builder
 * tokens), proposals.ts (votes locked in proposals), history.ts (totals and the value by day).
 */
import type { FastifyInstance } from 'fastify';
import {
  portfolioBuilderRoute,
  portfolioDaoRoute,
  portfolioDexAccountRoute,
  portfolioFarmsRoute,
  portfolioGaugesRoute,
  portfolioHistoryRoute,
  portfolioLimitRoute,
  portfolioLpRoute,
  portfolioProposalVotesRoute,
  portfolioTokensRoute,
  portfolioTotalsRoute,
  type RouteDef,
} from '@tycho/api';
import type { AccountTransactions } from '../chain/reader';
import { FactoryRoots } from '../builder/roots';
import { registerRoute } from '../http/routes';
import { farmDeposits } from './farms';
import type { GovernanceModel } from '../governance/model';
import { proposalVotes } from './proposals';
import { history, totals } from './history';
import { builderTokens, daoLocks, gaugeDeposits, openOrders } from './positions';
import { lpPositionsWithFees } from './lp-fees-chain';
import { LpFeeLedger } from './lp-fees-ledger';
import { dexAccount, walletTokens, type PortfolioDeps } from './wallet';

export function registerPortfolioApi(
  app: FastifyInstance,
  deps: PortfolioDeps & {
    transactions: AccountTransactions;
    factory: string | undefined;
    governance: () => Promise<GovernanceModel>;
  },
  registry: RouteDef[],
): void {
  const roots = deps.factory ? new FactoryRoots(deps.transactions, deps.factory) : undefined;
  // the wallet's tokens include the builder's it holds: the factory's roots
  const d = {
    ...deps,
    builderRoots: roots ? () => roots.list() : undefined,
    lpFees: new LpFeeLedger(deps.transactions),
  };
  const owner = (params: { address: string }) => params.address.toLowerCase();
  registerRoute(app, portfolioTokensRoute, ({ params }) => walletTokens(d, owner(params)), registry);
  registerRoute(app, portfolioLpRoute, ({ params }) => lpPositionsWithFees(d, owner(params)), registry);
  registerRoute(app, portfolioDexAccountRoute, ({ params }) => dexAccount(d, owner(params)), registry);
  registerRoute(app, portfolioFarmsRoute, ({ params }) => farmDeposits(d, owner(params)), registry);
  registerRoute(app, portfolioGaugesRoute, ({ params }) => gaugeDeposits(d, owner(params)), registry);
  registerRoute(app, portfolioDaoRoute, ({ params }) => daoLocks(d, owner(params)), registry);
  registerRoute(app, portfolioLimitRoute, ({ params }) => openOrders(d, owner(params)), registry);
  registerRoute(app, portfolioProposalVotesRoute, ({ params }) => proposalVotes(d, owner(params)), registry);
  registerRoute(
    app,
    portfolioBuilderRoute,
    async ({ params }) => builderTokens(d, roots ? await roots.list() : [], owner(params)),
    registry,
  );
  registerRoute(app, portfolioTotalsRoute, ({ params }) => totals(d, owner(params)), registry);
  registerRoute(app, portfolioHistoryRoute, ({ params }) => history(d, owner(params)), registry);
}
