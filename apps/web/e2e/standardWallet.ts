import type { Page } from '@playwright/test';
import type { ProviderMethod } from 'everscale-inpage-provider';
import WebSocket from 'ws';

/**
 * A wallet extension that speaks only the standard `everscale-inpage-provider` interface, for the browser specs of
 * another network's profile (issue 44). Its page part is what an extension injects: `window.__ever` with `request`
 * and the event-listener methods, `window.__hasEverscaleProvider` and the `ever#initialized` event; nothing else (no
 * `isTychoDevWallet`, no dock, no query-string settings). Its background part runs in the test process, as an
 * extension's background runs outside the page: it forwards each standard request to a network's signer (here the
 * chain process's dev wallet connection, the only signer a local network has), approves the account the test names
 * as a user would in the popup, and passes the network's events back to the page. A method outside the standard list
 * is refused with the extension's "method not found" code and recorded.
 */

/** The methods an app may call on a standard provider: each entry is checked against the library's own method type. */
export const STANDARD_METHODS = [
  'requestPermissions',
  'changeAccount',
  'disconnect',
  'subscribe',
  'unsubscribe',
  'unsubscribeAll',
  'getProviderState',
  'getFullContractState',
  'computeStorageFee',
  'getAccountsByCodeHash',
  'getTransactions',
  'getTransaction',
  'findTransaction',
  'runLocal',
  'executeLocal',
  'getExpectedAddress',
  'getContractFields',
  'unpackInitData',
  'getBocHash',
  'packIntoCell',
  'unpackFromCell',
  'extractPublicKey',
  'codeToTvc',
  'mergeTvc',
  'splitTvc',
  'setCodeSalt',
  'getCodeSalt',
  'encodeInternalInput',
  'decodeInput',
  'decodeOutput',
  'decodeEvent',
  'decodeTransaction',
  'decodeTransactionEvents',
  'verifySignature',
  'sendUnsignedExternalMessage',
  'addAsset',
  'signData',
  'signDataRaw',
  'encryptData',
  'decryptData',
  'estimateFees',
  'sendMessage',
  'sendMessageDelayed',
  'sendExternalMessage',
  'sendExternalMessageDelayed',
  'runGetter',
] as const satisfies readonly ProviderMethod[];

const METHOD_NOT_FOUND = 4;

export interface StandardWallet {
  /** Every method the page asked for, in order. */
  readonly calls: string[];
  /** Methods the page asked for that are not standard (refused). */
  readonly refused: string[];
  /** The parameters of every `sendMessage` the page asked to sign. */
  readonly sent: Record<string, unknown>[];
  close(): void;
}

/** The page part, run before the app's scripts: a provider whose requests go to the exposed background binding. */
function injectProvider(): void {
  type Listener = (data: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const bridge = window as unknown as {
    __standardWalletRequest(
      method: string,
      params: unknown,
    ): Promise<{ result?: unknown; error?: { code: number; message: string } }>;
    __standardWalletEmit?: (event: string, data: unknown) => void;
    __ever?: unknown;
    __hasEverscaleProvider?: boolean;
  };
  const on = (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return provider;
  };
  const off = (event: string, listener: Listener) => {
    listeners.get(event)?.delete(listener);
    return provider;
  };
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      const answer = await bridge.__standardWalletRequest(args.method, args.params ?? null);
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    addListener: on,
    on,
    once(event: string, listener: Listener) {
      const once = (data: unknown) => {
        off(event, once);
        listener(data);
      };
      return on(event, once);
    },
    removeListener: off,
    off,
    removeAllListeners(event?: string) {
      if (event) listeners.delete(event);
      else listeners.clear();
      return provider;
    },
  };
  bridge.__standardWalletEmit = (event, data) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(data);
  };
  bridge.__ever = provider;
  bridge.__hasEverscaleProvider = true;
  window.dispatchEvent(new Event('ever#initialized'));
}

/**
 * Installs the standard wallet on `page` (before its first navigation), signing as `account` through the dev wallet
 * of the chain process at `chainBase`.
 */
export async function installStandardWallet(page: Page, chainBase: string, account: string): Promise<StandardWallet> {
  const socket = new WebSocket(`${chainBase.replace('http', 'ws')}/devwallet/ws`, { origin: chainBase });
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  const waiting = new Map<number, (answer: { result?: unknown; error?: { code: number; message: string } }) => void>();
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as {
      type: string;
      id?: number;
      result?: unknown;
      error?: { code: number; message: string };
      event?: string;
      data?: unknown;
    };
    if (message.type === 'response' && message.id !== undefined) {
      waiting.get(message.id)?.({ result: message.result, error: message.error });
      waiting.delete(message.id);
    } else if (message.type === 'event' && message.event) {
      const emit = ([event, data]: [string, unknown]) =>
        (window as unknown as { __standardWalletEmit?: (e: string, d: unknown) => void }).__standardWalletEmit?.(
          event,
          data,
        );
      page.evaluate(emit, [message.event, message.data] as [string, unknown]).catch(() => undefined);
    }
  });
  const wallet: StandardWallet = { calls: [], refused: [], sent: [], close: () => socket.close() };
  let id = 0;
  await page.exposeBinding('__standardWalletRequest', async (_source, method: string, params: unknown) => {
    wallet.calls.push(method);
    if (!(STANDARD_METHODS as readonly string[]).includes(method)) {
      wallet.refused.push(method);
      return { error: { code: METHOD_NOT_FOUND, message: `${method} is not a standard provider method` } };
    }
    if (method === 'sendMessage') wallet.sent.push(params as Record<string, unknown>);
    // the popup: the user picks `account` when the app asks to interact with one
    const wantsAccount =
      method === 'requestPermissions' &&
      ((params as { permissions?: string[] } | null)?.permissions ?? []).includes('accountInteraction');
    const n = ++id;
    const answer = new Promise<{ result?: unknown; error?: { code: number; message: string } }>((done) =>
      waiting.set(n, done),
    );
    socket.send(
      JSON.stringify({
        type: 'request',
        id: n,
        method,
        params: params ?? undefined,
        approval: wantsAccount ? { account } : undefined,
      }),
    );
    return answer;
  });
  await page.addInitScript(injectProvider);
  return wallet;
}
