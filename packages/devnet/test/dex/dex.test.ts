/** DEX suites (root, pools, accounts, liquidity, swaps) against one shared network with a small market. */
import { afterAll, beforeAll } from 'vitest';
import { setupDex, teardownDex } from './shared';
import './suites/pools';
import './suites/liquidity';
import './suites/swaps';
import './suites/native';

beforeAll(setupDex);
afterAll(teardownDex);
