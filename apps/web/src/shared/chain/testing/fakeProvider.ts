/**
 * A fake of the wallet's low-level provider (`window.__ever`: `request` plus event listeners) for unit tests of
 * contract calls. The real `everscale-inpage-provider` client runs on top of it, so a test exercises the app's
 * typed `Contract` calls exactly as the wallet receives them: `runLocal` and `sendMessage` with the ABI, the method
 * and the serialised parameters (addresses as strings). Every call is checked against its ABI (the method exists,
 * the parameter names are exactly the function's inputs) and recorded; answers come from handlers the test
 * registers per contract address and method.
 */

export interface FakeCall {
  kind: 'run' | 'send';
  address: string;
  method: string;
  params: Record<string, unknown>;
  /** Run: `responsible`; send: sender, amount and bounce. */
  options: Record<string, unknown>;
}

type Handler = (params: Record<string, unknown>, call: FakeCall) => Record<string, unknown>;
type Listener = (data: unknown) => void;

interface AbiFunction {
  name: string;
  inputs: { name: string }[];
}

const key = (address: string, method: string) => `${address.toLowerCase()} ${method}`;

function checkAgainstAbi(abiJson: string, method: string, params: Record<string, unknown>) {
  const abi = JSON.parse(abiJson) as { functions: AbiFunction[] };
  const fn = abi.functions.find((f) => f.name === method);
  if (!fn) throw new Error(`The ABI has no function ${method}`);
  const expected = fn.inputs.map((i) => i.name).sort();
  const given = Object.keys(params).sort();
  if (expected.join() !== given.join())
    throw new Error(`${method}: parameters ${given.join(', ')} are not the ABI inputs ${expected.join(', ')}`);
}

export function createFakeProvider() {
  const handlers = new Map<string, Handler>();
  const deployed = new Set<string>();
  const listeners = new Map<string, Set<Listener>>();
  const calls: FakeCall[] = [];
  const subscriptions: string[] = [];
  let rejectSends: unknown;

  const state = (address: string) =>
    deployed.has(address.toLowerCase())
      ? {
          boc: 'te6',
          balance: '1000000000',
          genTimings: { genLt: '1', genUtime: 1 },
          isDeployed: true,
        }
      : undefined;

  async function request({ method, params }: { method: string; params: Record<string, unknown> }) {
    switch (method) {
      case 'getFullContractState':
        return { state: state(String(params.address)) };
      case 'runLocal': {
        const fc = params.functionCall as { abi: string; method: string; params: Record<string, unknown> };
        checkAgainstAbi(fc.abi, fc.method, fc.params);
        const call: FakeCall = {
          kind: 'run',
          address: String(params.address),
          method: fc.method,
          params: fc.params,
          options: { responsible: params.responsible },
        };
        calls.push(call);
        const handler = handlers.get(key(call.address, call.method));
        if (!handler) throw new Error(`No answer for ${call.method} on ${call.address}`);
        return { output: handler(fc.params, call), code: 0 };
      }
      case 'sendMessage': {
        const payload = params.payload as { abi: string; method: string; params: Record<string, unknown> };
        checkAgainstAbi(payload.abi, payload.method, payload.params);
        const call: FakeCall = {
          kind: 'send',
          address: String(params.recipient),
          method: payload.method,
          params: payload.params,
          options: { from: params.sender, amount: params.amount, bounce: params.bounce },
        };
        if (rejectSends !== undefined) {
          const error = rejectSends;
          rejectSends = undefined;
          throw error;
        }
        calls.push(call);
        handlers.get(key(call.address, call.method))?.(payload.params, call);
        return {
          transaction: {
            id: { lt: String(calls.length), hash: calls.length.toString(16).padStart(64, '0') },
            inMessage: { src: params.sender, dst: params.recipient, value: params.amount, bounce: true },
            outMessages: [],
            aborted: false,
            createdAt: 1,
            origStatus: 'active',
            endStatus: 'active',
            totalFees: '0',
          },
        };
      }
      case 'packIntoCell':
        // not a real cell: a marker naming the packed data, so a test can see what a call packed
        return { boc: `packed:${JSON.stringify(params.data)}`, hash: '0'.repeat(64) };
      case 'subscribe':
        subscriptions.push(String(params.address));
        return {};
      case 'unsubscribe':
        subscriptions.splice(subscriptions.indexOf(String(params.address)), 1);
        return {};
      default:
        throw new Error(`The fake provider does not answer ${method}`);
    }
  }

  const provider = {
    request,
    addListener(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  return {
    provider,
    /** Every run and send, in order. */
    calls,
    /** Addresses with a live `contractStateChanged` subscription. */
    subscriptions,
    /** Answers `method` of the contract at `address` (the output tokens as the wallet serialises them). */
    on(address: string, method: string, handler: Handler | Record<string, unknown>) {
      handlers.set(key(address, method), typeof handler === 'function' ? handler : () => handler);
    },
    /** The contract at `address` exists (getFullContractState answers a deployed state). */
    deploy(...addresses: string[]) {
      for (const a of addresses) deployed.add(a.toLowerCase());
    },
    /** The next send fails with `error` (a wallet rejection, for instance). */
    rejectNextSend(error: unknown) {
      rejectSends = error;
    },
    /** Pushes a provider event (`contractStateChanged` with `{ address, state }`, for instance). */
    emit(event: string, data: unknown) {
      listeners.get(event)?.forEach((l) => l(data));
    },
    /** Makes this fake the page's wallet (`window.__ever`), as the extension or the dev wallet would. */
    install() {
      const w = window as unknown as { __ever?: unknown; __hasEverscaleProvider?: boolean };
      w.__ever = provider;
      w.__hasEverscaleProvider = true;
    },
    reset() {
      handlers.clear();
      deployed.clear();
      calls.length = 0;
      rejectSends = undefined;
    },
  };
}

export type FakeProvider = ReturnType<typeof createFakeProvider>;
