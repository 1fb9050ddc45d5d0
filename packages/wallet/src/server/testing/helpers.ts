/** Shared helpers for the backend tests. */
import { createProviderBackend, type ProviderSession } from '../backend';
import { ProviderError } from '../errors';
import { ALICE, createFakeDevnet, type FakeDevnet } from './fake-devnet';

export const TEST_ABI = JSON.stringify({
  'ABI version': 2,
  version: '2.2',
  header: ['time'],
  functions: [
    {
      name: 'transfer',
      inputs: [
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint128' },
      ],
      outputs: [{ name: 'ok', type: 'bool' }],
    },
    { name: 'ping', inputs: [], outputs: [] },
  ],
  events: [{ name: 'Done', inputs: [{ name: 'v', type: 'uint32' }] }],
  data: [],
  fields: [],
});

export interface Harness {
  devnet: FakeDevnet;
  session: ProviderSession;
  events: { event: string; data: unknown }[];
}

export function setup(connect: 'none' | 'basic' | 'account' = 'account'): Harness {
  const devnet = createFakeDevnet();
  const backend = createProviderBackend(devnet, { version: '0.3.60', networkId: 1000 });
  const session = backend.createSession({ origin: 'http://localhost' });
  const events: { event: string; data: unknown }[] = [];
  session.onEvent((event, data) => events.push({ event, data }));
  if (connect === 'basic') session.restore({ permissions: ['basic'] });
  if (connect === 'account') session.restore({ permissions: ['basic', 'accountInteraction'], account: ALICE.address });
  return { devnet, session, events };
}

/** The provider error a request fails with (fails the test if it succeeds). */
export async function errorOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
