import type { RouteDef } from '../route';
import { currencyRoutes } from './currencies';
import { limitOrderRoutes } from './limit-orders';
import { pairRoutes } from './pairs';
import { poolRoutes } from './pools';
import { rootContractRoutes } from './root-contract';
import { swapRoutes } from './swap';
import { transactionRoutes } from './transactions';

export * from './fields';
export * from './enums';
export * from './entities';
export * from './graphs';
export * from './swap';
export * from './pairs';
export * from './pools';
export * from './currencies';
export * from './transactions';
export * from './limit-orders';
export * from './root-contract';
export * from './token-lists';

/** Every route of the DEX API (`/api/v2`), the token root API (`/api/tokens/v1`) and the limit-order API (`/api/limit/v1`). */
export const dexRoutes: readonly RouteDef[] = [
  ...swapRoutes,
  ...pairRoutes,
  ...poolRoutes,
  ...currencyRoutes,
  ...transactionRoutes,
  ...limitOrderRoutes,
  ...rootContractRoutes,
];
