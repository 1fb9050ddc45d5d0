/**
 * One seeded network shared by the suites of network.test.ts (one PGlite instance instead of one per file).
 * `d` forwards to the current devnet, so suites can be written as if they owned it.
 */
import type { DevnetHandle } from '../src';
import { freshDevnet } from './helpers';

let current: (DevnetHandle & { closeAll(): Promise<void> }) | undefined;

export async function setupShared(): Promise<void> {
  current = await freshDevnet();
}

export async function teardownShared(): Promise<void> {
  await current?.closeAll();
}

export const d = new Proxy({} as DevnetHandle, {
  get(_, key) {
    if (!current) throw new Error('shared devnet not set up');
    const value = (current as unknown as Record<PropertyKey, unknown>)[key];
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
  },
});
