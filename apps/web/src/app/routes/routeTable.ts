import type { ComponentType } from 'react';
import type { ParamKind } from '@/shared/lib/routeParams';

/**
 * The product's route table (spec 2.1 and document 2). A screen shows only when `built` is true
 * and it has a `screen` loader; otherwise its route renders the page-not-found page.
 * A later issue flips `built` and adds e.g. `screen: () => import('@/features/swap')`. A feature with several screens
 * gives each route its own screen module (`@/features/pools/PoolScreen`), so a route loads only its screen's code.
 */
export interface AppRoute {
  id: string;
  path: string;
  params?: Readonly<Record<string, ParamKind>>;
  built: boolean;
  screen?: () => Promise<{ default: ComponentType }>;
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
    screen: () => import('@/features/swap'),
    feature: 'swap',
  },
  {
    id: 'limit',
    path: '/limit/:leftTokenRoot?/:rightTokenRoot?',
    params: pair,
    built: true,
    screen: () => import('@/features/limit'),
    feature: 'limit',
  },
  { id: 'pools', path: '/pools', built: true, screen: () => import('@/features/pools/PoolsScreen'), feature: 'pools' },
  {
    id: 'pool',
    path: '/pools/:address',
    params: address,
    built: true,
    screen: () => import('@/features/pools/PoolScreen'),
    feature: 'pools',
  },
  {
    id: 'poolLiquidityAdd',
    path: '/pools/:address/liquidity/add',
    params: address,
    built: true,
    screen: () => import('@/features/pools/PoolAddLiquidityScreen'),
    feature: 'pools',
  },
  {
    id: 'poolLiquidityRemove',
    path: '/pools/:address/liquidity/remove',
    params: address,
    built: true,
    screen: () => import('@/features/pools/RemoveLiquidityScreen'),
    feature: 'pools',
  },
  {
    id: 'liquidityAdd',
    path: '/liquidity/add/:leftTokenRoot?/:rightTokenRoot?',
    params: pair,
    built: true,
    screen: () => import('@/features/pools/AddLiquidityScreen'),
    feature: 'pools',
  },
  {
    id: 'liquidityRemove',
    path: '/liquidity/remove/:leftTokenRoot?/:rightTokenRoot?',
    params: pair,
    built: true,
    screen: () => import('@/features/pools/RemoveLiquidityScreen'),
    feature: 'pools',
  },
  {
    id: 'tokens',
    path: '/tokens',
    built: true,
    screen: () => import('@/features/tokens/TokensScreen'),
    feature: 'tokens',
  },
  {
    id: 'token',
    path: '/tokens/:address',
    params: address,
    built: true,
    screen: () => import('@/features/tokens/TokenScreen'),
    feature: 'tokens',
  },
  {
    id: 'farming',
    path: '/farming',
    built: true,
    screen: () => import('@/features/farming/FarmingScreen'),
    feature: 'farming',
  },
  {
    id: 'farmingCreate',
    path: '/farming/create',
    built: true,
    screen: () => import('@/features/farming/CreateFarmScreen'),
    feature: 'farming',
  },
  {
    id: 'farmingPool',
    path: '/farming/:address/:user?',
    params: { ...address, user: 'address' },
    built: true,
    screen: () => import('@/features/farming/FarmPoolScreen'),
    feature: 'farming',
  },
  { id: 'dao', path: '/dao', built: true, screen: () => import('@/features/dao/DaoScreen'), feature: 'dao' },
  {
    id: 'daoBalance',
    path: '/dao/balance',
    built: true,
    screen: () => import('@/features/dao/BalanceScreen'),
    feature: 'dao',
  },
  {
    id: 'daoEpoch',
    path: '/dao/epochs/:epochNum',
    params: { epochNum: 'int' },
    built: true,
    screen: () => import('@/features/dao/EpochScreen'),
    feature: 'dao',
  },
  {
    id: 'daoWhitelisting',
    path: '/dao/whitelisting',
    built: true,
    screen: () => import('@/features/dao/WhitelistingScreen'),
    feature: 'dao',
  },
  {
    id: 'daoProposals',
    path: '/dao/proposals',
    built: true,
    screen: () => import('@/features/proposals/ProposalsScreen'),
    feature: 'proposals',
  },
  {
    id: 'daoProposalCreate',
    path: '/dao/proposals/create',
    built: true,
    screen: () => import('@/features/proposals/CreateProposalScreen'),
    feature: 'proposals',
  },
  {
    id: 'daoProposal',
    path: '/dao/proposals/:id',
    params: { id: 'int' },
    built: true,
    screen: () => import('@/features/proposals/ProposalScreen'),
    feature: 'proposals',
  },
  {
    id: 'builder',
    path: '/builder',
    built: true,
    screen: () => import('@/features/builder/BuilderScreen'),
    feature: 'builder',
  },
  {
    id: 'builderCreate',
    path: '/builder/create',
    built: true,
    screen: () => import('@/features/builder/CreateTokenScreen'),
    feature: 'builder',
  },
  {
    id: 'builderToken',
    path: '/builder/:tokenRoot',
    params: { tokenRoot: 'address' },
    built: true,
    screen: () => import('@/features/builder/ManageTokenScreen'),
    feature: 'builder',
  },
  {
    id: 'portfolio',
    path: '/portfolio',
    built: true,
    screen: () => import('@/features/portfolio/PortfolioScreen'),
    feature: 'portfolio',
  },
  {
    id: 'portfolioAddress',
    path: '/portfolio/:address',
    params: address,
    built: true,
    screen: () => import('@/features/portfolio/PortfolioScreen'),
    feature: 'portfolio',
  },
  {
    id: 'gauges',
    path: '/gauges',
    built: true,
    screen: () => import('@/features/gauges/GaugesScreen'),
    feature: 'gauges',
  },
  {
    id: 'gaugesCreate',
    path: '/gauges/create',
    built: true,
    screen: () => import('@/features/gauges/CreateGaugeScreen'),
    feature: 'gauges',
  },
  {
    id: 'gaugesCalc',
    path: '/gauges/calc',
    built: true,
    screen: () => import('@/features/gauges/CalcScreen'),
    feature: 'gauges',
  },
  {
    id: 'gauge',
    path: '/gauges/:address',
    params: address,
    built: true,
    screen: () => import('@/features/gauges/GaugeScreen'),
    feature: 'gauges',
  },
];

export const HOME_PATH = '/swap';
