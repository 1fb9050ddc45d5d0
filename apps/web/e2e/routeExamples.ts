/**
 * One example URL for every route of the route table (`src/app/routes/routeTable.ts`), with valid parameters taken
 * from the local network's addresses (`/devnet/info`): a seeded pair pool, the seeded N-pool for the pool-variant
 * liquidity pages, listed tokens. Pure, so the browser tests (`routes.ts`) and the bench (`scripts/bench`) share it.
 * Routes the table adds later are covered by the same rule; screens not built yet show the not-found page.
 */
import { ROUTES } from '../src/app/routes/routeTable';

export interface RouteExample {
  id: string;
  url: string;
  built: boolean;
}

export function exampleRoutes(addresses: Readonly<Record<string, string>>): RouteExample[] {
  const pick = (key: string) => {
    const value = addresses[key];
    if (!value) throw new Error(`the local network names no ${key}`);
    return value;
  };
  const [qube, usdt] = [pick('token:QUBE'), pick('token:USDT')];
  const example = (routeId: string, name: string): string => {
    if (name === 'leftTokenRoot') return qube;
    if (name === 'rightTokenRoot') return usdt;
    if (name === 'epochNum' || name === 'id') return '1';
    if (routeId === 'poolLiquidityAdd' || routeId === 'poolLiquidityRemove') return pick('pool:USDT-USDC-DAI');
    if (routeId === 'pool') return pick('pool:QUBE-USDT');
    if (routeId === 'token' || routeId === 'builderToken') return qube;
    if (routeId === 'farmingPool') return name === 'user' ? pick('account:Bob') : pick('farm:active');
    if (name === 'user') return pick('marketMaker');
    if (routeId === 'gauge') return pick('gauge:QUBE-USDT');
    if (routeId === 'portfolioAddress') return pick('account:Heidi'); // open orders, a builder token, DEX account
    return pick('pool:QUBE-USDT'); // any other address parameter: an address of the right form
  };
  const examples = ROUTES.map((route) => ({
    id: route.id,
    built: route.built,
    url: route.path.replace(/:(\w+)\??/g, (_, name: string) => example(route.id, name)),
  }));
  // a second look at the pool page, for the N-pool variant, and the not-found page
  examples.push({ id: 'pool (N-pool)', built: true, url: `/pools/${pick('pool:USDT-USDC-DAI')}` });
  examples.push({ id: 'not found', built: false, url: '/no-such-page' });
  return examples;
}
