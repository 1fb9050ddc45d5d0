import type { ParamKind } from '@/shared/lib/routeParams';
import type { ScreenLoader } from '@/shared/lib/featureFace';
import { screens as builder } from '@/features/builder';
import { screens as dao } from '@/features/dao';
import { screens as farming } from '@/features/farming';
import { screens as gauges } from '@/features/gauges';
import { screens as limit } from '@/features/limit';
import { screens as pools } from '@/features/pools';
import { screens as portfolio } from '@/features/portfolio';
import { screens as proposals } from '@/features/proposals';
import { screens as swap } from '@/features/swap';
import { screens as tokens } from '@/features/tokens';

/**
 * The product's route table (spec 2.1 and document 2). A screen shows only when `built` is true and it has a `screen`
 * loader; otherwise its route renders the page-not-found page. Each screen loader comes from its feature's public face
 * (`features/<name>/index.ts`, shared/lib/featureFace.ts), one per screen module, so a route loads only its screen's
 * code; `screenModules.ts` tells the build tools which module that is.
 */
export interface AppRoute {
  id: string;
  path: string;
  params?: Readonly<Record<string, ParamKind>>;
  built: boolean;
  screen?: ScreenLoader;
  /** The feature folder of the screen: its message group loads with it (`i18n/catalogueGroups.ts`). */
  feature?: string;
}

const pair = { leftTokenRoot: 'address', rightTokenRoot: 'address' } as const;
const address = { address: 'address' } as const;

export const ROUTES: readonly AppRoute[] = [
  {
    // no parameter check here: the swap screen shows its card with a message for an invalid or unknown token
    id: 'swap',
    path: '/swap/:leftTokenRoot?/:rightTokenRoot?',
    built: true,
    screen: swap.swap,
    feature: 'swap',
  },
  {
    id: 'limit',
    path: '/limit/:leftTokenRoot?/:rightTokenRoot?',
    params: pair,
    built: true,
    screen: limit.limit,
    feature: 'limit',
  },
  { id: 'pools', path: '/pools', built: true, screen: pools.pools, feature: 'pools' },
  {
    id: 'pool',
    path: '/pools/:address',
    params: address,
    built: true,
    screen: pools.pool,
    feature: 'pools',
  },
  {
    id: 'poolLiquidityAdd',
    path: '/pools/:address/liquidity/add',
    params: address,
    built: true,
    screen: pools.poolAddLiquidity,
    feature: 'pools',
  },
  {
    id: 'poolLiquidityRemove',
    path: '/pools/:address/liquidity/remove',
    params: address,
    built: true,
    screen: pools.removeLiquidity,
    feature: 'pools',
  },
  {
    id: 'liquidityAdd',
    path: '/liquidity/add/:leftTokenRoot?/:rightTokenRoot?',
    params: pair,
    built: true,
    screen: pools.addLiquidity,
    feature: 'pools',
  },
  {
    id: 'liquidityRemove',
    path: '/liquidity/remove/:leftTokenRoot?/:rightTokenRoot?',
    params: pair,
    built: true,
    screen: pools.removeLiquidity,
    feature: 'pools',
  },
  {
    id: 'tokens',
    path: '/tokens',
    built: true,
    screen: tokens.tokens,
    feature: 'tokens',
  },
  {
    id: 'token',
    path: '/tokens/:address',
    params: address,
    built: true,
    screen: tokens.token,
    feature: 'tokens',
  },
  {
    id: 'farming',
    path: '/farming',
    built: true,
    screen: farming.farming,
    feature: 'farming',
  },
  {
    id: 'farmingCreate',
    path: '/farming/create',
    built: true,
    screen: farming.createFarm,
    feature: 'farming',
  },
  {
    id: 'farmingPool',
    path: '/farming/:address/:user?',
    params: { ...address, user: 'address' },
    built: true,
    screen: farming.farmPool,
    feature: 'farming',
  },
  { id: 'dao', path: '/dao', built: true, screen: dao.dao, feature: 'dao' },
  {
    id: 'daoBalance',
    path: '/dao/balance',
    built: true,
    screen: dao.balance,
    feature: 'dao',
  },
  {
    id: 'daoEpoch',
    path: '/dao/epochs/:epochNum',
    params: { epochNum: 'int' },
    built: true,
    screen: dao.epoch,
    feature: 'dao',
  },
  {
    id: 'daoWhitelisting',
    path: '/dao/whitelisting',
    built: true,
    screen: dao.whitelisting,
    feature: 'dao',
  },
  {
    id: 'daoProposals',
    path: '/dao/proposals',
    built: true,
    screen: proposals.proposals,
    feature: 'proposals',
  },
  {
    id: 'daoProposalCreate',
    path: '/dao/proposals/create',
    built: true,
    screen: proposals.createProposal,
    feature: 'proposals',
  },
  {
    id: 'daoProposal',
    path: '/dao/proposals/:id',
    params: { id: 'int' },
    built: true,
    screen: proposals.proposal,
    feature: 'proposals',
  },
  {
    id: 'builder',
    path: '/builder',
    built: true,
    screen: builder.builder,
    feature: 'builder',
  },
  {
    id: 'builderCreate',
    path: '/builder/create',
    built: true,
    screen: builder.createToken,
    feature: 'builder',
  },
  {
    id: 'builderToken',
    path: '/builder/:tokenRoot',
    params: { tokenRoot: 'address' },
    built: true,
    screen: builder.manageToken,
    feature: 'builder',
  },
  {
    id: 'portfolio',
    path: '/portfolio',
    built: true,
    screen: portfolio.portfolio,
    feature: 'portfolio',
  },
  {
    id: 'portfolioAddress',
    path: '/portfolio/:address',
    params: address,
    built: true,
    screen: portfolio.portfolio,
    feature: 'portfolio',
  },
  {
    id: 'gauges',
    path: '/gauges',
    built: true,
    screen: gauges.gauges,
    feature: 'gauges',
  },
  {
    id: 'gaugesCreate',
    path: '/gauges/create',
    built: true,
    screen: gauges.createGauge,
    feature: 'gauges',
  },
  {
    id: 'gaugesCalc',
    path: '/gauges/calc',
    built: true,
    screen: gauges.calc,
    feature: 'gauges',
  },
  {
    id: 'gauge',
    path: '/gauges/:address',
    params: address,
    built: true,
    screen: gauges.gauge,
    feature: 'gauges',
  },
];

export const HOME_PATH = '/swap';
