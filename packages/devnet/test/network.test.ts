/** Engine, TIP-3 and vault suites against one shared seeded network (see shared.ts). */
import { afterAll, beforeAll } from 'vitest';
import { setupShared, teardownShared } from './shared';
import './suites/engine';
import './suites/tip3';
import './suites/vault';

beforeAll(setupShared);
afterAll(teardownShared);
