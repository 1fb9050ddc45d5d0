/**
 * The routes whose first screen holds their largest content: headings and texts that wait for no API answer and no
 * wallet check (a title that is the address until the name arrives changes in place). Their pages arrive with it and
 * download the app's scripts once it is painted. The other routes' largest content comes with data or after the wallet
 * check, which only the scripts bring: their pages keep the boot frame and download the scripts at once (a first
 * screen painted after those downloads would only make them wait). apps/web/e2e/first-screen.spec.ts checks where the
 * largest paint of every page is (a module of its own: the spec reads the list without React's server renderer).
 * Today every route is one: the swap page's greeting, the liquidity forms' descriptions and a proposal's heading
 * ("Proposal #id" until its title arrives, in place) are there before any answer.
 */
export const FIRST_SCREEN_ROUTES: ReadonlySet<string> = new Set([
  'swap',
  'limit',
  'pools',
  'pool',
  'poolLiquidityAdd',
  'poolLiquidityRemove',
  'liquidityAdd',
  'liquidityRemove',
  'tokens',
  'token',
  'farming',
  'farmingCreate',
  'farmingPool',
  'dao',
  'daoBalance',
  'daoEpoch',
  'daoWhitelisting',
  'daoProposals',
  'daoProposal',
  'daoProposalCreate',
  'builder',
  'builderCreate',
  'builderToken',
  'portfolio',
  'portfolioAddress',
  'gauges',
  'gaugesCreate',
  'gaugesCalc',
  'gauge',
]);
