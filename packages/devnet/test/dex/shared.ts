/** One DEX devnet with a small market shared by the suites of dex.test.ts. */
import { dexDevnet, type Net } from './helpers';
import { buildMarket, type Market } from './market';

export const env = {} as { d: Net; m: Market };

export async function setupDex() {
  env.d = await dexDevnet();
  env.m = await buildMarket(env.d);
}

export const teardownDex = () => env.d?.closeAll();
