/**
 * Portfolio API (`/api/portfolio/v1/{address}/…`, issue 16): one route per section of the portfolio page, read for
 * any address. Sections: wallet.ts (tokens, LP, DEX account), farms.ts (old farming), positions.ts (gauges, DAO, limit orders, builder
 * tokens), proposals.ts (votes locked in proposals), history.ts (totals and the value by day).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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
import type { AnswerCache } from '../http/answer-cache';
import { registerRoute } from '../http/routes';
import { farmDeposits } from './farms';
import type { GovernanceModel } from '../governance/model';
import { proposalVotes } from './proposals';
import { history, totals } from './history';
import { builderTokens, daoLocks, gaugeDeposits, openOrders } from './positions';
import { lpPositionsWithFees } from './lp-fees-read';
import { keptReads } from './kept-reads';
import { dexAccount, walletTokens, type PortfolioDeps } from './wallet';

export function registerPortfolioApi(
  app: FastifyInstance,
  deps: PortfolioDeps & {
    transactions: AccountTransactions;
    factory: string | undefined;
    governance: () => Promise<GovernanceModel>;
    /** Answers kept while the read model, the chain and its second stand (issue 41: each section under load). */
    answers?: AnswerCache;
  },
  registry: RouteDef[],
): void {
  const roots = deps.factory ? new FactoryRoots(deps.transactions, deps.factory) : undefined;
  // the wallet's tokens include the builder's it holds: the factory's roots
  const d = {
    ...deps,
    // the read model's rows kept until the indexer's next batch (kept-reads.ts)
    db: deps.answers ? keptReads(deps.db, deps.answers) : deps.db,
    builderRoots: roots ? () => roots.list() : undefined,
  };
  const owner = (params: { address: string }) => params.address.toLowerCase();
  // each section's answer is kept while the read model, the chain and its second stand (http/answer-cache.ts)
  const section = <R extends RouteDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType<{ address: string }>>>(
    route: R,
    read: (owner: string) => Promise<z.infer<R['response']>>,
  ) =>
    registerRoute(
      app,
      route,
      ({ params }) => {
        const o = owner(params!);
        return deps.answers ? deps.answers.answer(`${route.path}:${o}`, () => read(o)) : read(o);
      },
      registry,
    );
  section(portfolioTokensRoute, (o) => walletTokens(d, o));
  section(portfolioLpRoute, (o) => lpPositionsWithFees(d, o));
  section(portfolioDexAccountRoute, (o) => dexAccount(d, o));
  section(portfolioFarmsRoute, (o) => farmDeposits(d, o));
  section(portfolioGaugesRoute, (o) => gaugeDeposits(d, o));
  section(portfolioDaoRoute, (o) => daoLocks(d, o));
  section(portfolioLimitRoute, (o) => openOrders(d, o));
  section(portfolioProposalVotesRoute, (o) => proposalVotes(d, o));
  section(portfolioBuilderRoute, async (o) => builderTokens(d, roots ? await roots.list() : [], o));
  section(portfolioTotalsRoute, (o) => totals(d, o));
  section(portfolioHistoryRoute, (o) => history(d, o));
}
