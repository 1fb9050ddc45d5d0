/**
 * The set-up of a chain module's unit test on the fake provider: the fake is the page's wallet for the file, reset
 * before each test, and the modules under test are imported once up front (their ABI makes the first import slow on a
 * busy machine). Register answers in the test's own `beforeEach`: it runs after the reset.
 */
import { beforeAll, beforeEach } from 'vitest';
import { createFakeProvider } from './fakeProvider';

export function setupFakeChain(...modules: (() => Promise<unknown>)[]) {
  const fake = createFakeProvider();
  beforeAll(async () => {
    fake.install();
    await Promise.all(modules.map((load) => load()));
  }, 30_000);
  beforeEach(() => fake.reset());
  return {
    fake,
    /** The messages the wallet was asked to send, in order. */
    sent: () => fake.calls.filter((c) => c.kind === 'send'),
  };
}

/** Distinct test addresses: `0:111…1`, `0:222…2`, … one per character given. */
export const fakeAddresses = (chars: string) => [...chars].map((c) => `0:${c.repeat(64)}`);
