/** Fastify wiring of the dev wallet: the in-page bundle and the provider WebSocket. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { DEV_WALLET_SCRIPT_PATH, DEV_WALLET_WS_PATH } from '../protocol';
import { createProviderBackend, DEFAULT_WALLET_VERSION, type ProviderBackend } from './backend';
import { serveConnection, type SocketLike } from './connection';
import type { Devnet } from './devnet-types';
import { ReadBudget } from './read-budget';

export interface DevWalletOptions {
  devnet: Devnet;
  /** Wallet version reported to the app; default env DEV_WALLET_VERSION, else 0.3.60. The page's ?walletVersion= wins. */
  version?: string;
  networkId: number;
  /** Path of the built in-page bundle; default packages/wallet/dist/inpage.js. */
  bundlePath?: string;
  /**
   * Which page origins may open the wallet WebSocket. Default: the server's own origin, scheme, host and port
   * (`sameOrigin`). Stops another site open in the browser from sending messages through the dev wallet without its
   * approval dialogs.
   */
  allowOrigin?: (origin: string, host: string | undefined, protocol: string) => boolean;
  /**
   * Test-only: clients that send no Origin header (Node tests) may connect. Off by default, and the server never
   * turns it on: such a client is no page, so no approval dialog stands behind the approvals it sends.
   */
  allowMissingOrigin?: boolean;
}

/**
 * Whether a page's `Origin` is this server's origin: the same scheme (the request's protocol), host and port (default
 * ports normalised: `http://h` is `http://h:80`). `https://host:port` for an `http` server, another port, or `null`
 * are refused.
 */
export function sameOrigin(origin: string, host: string | undefined, protocol: string): boolean {
  if (!host) return false;
  try {
    return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

export const DEFAULT_BUNDLE_PATH = fileURLToPath(new URL('../../dist/inpage.js', import.meta.url));

/** The tag the server injects into the app's index.html (before the app's own scripts). */
export function devWalletScriptTag(): string {
  return `<script src="${DEV_WALLET_SCRIPT_PATH}"></script>`;
}

/**
 * Registers GET /devwallet/inpage.js and the WebSocket route /devwallet/ws.
 * The caller must have registered @fastify/websocket on `app` first.
 */
export function registerDevWallet(app: FastifyInstance, options: DevWalletOptions): ProviderBackend {
  if (!app.hasDecorator('websocketServer')) {
    throw new Error('registerDevWallet: register @fastify/websocket on this Fastify instance first');
  }
  const version = options.version ?? process.env.DEV_WALLET_VERSION ?? DEFAULT_WALLET_VERSION;
  const backend = createProviderBackend(options.devnet, { version, networkId: options.networkId });
  const bundlePath = options.bundlePath ?? DEFAULT_BUNDLE_PATH;

  app.get(DEV_WALLET_SCRIPT_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
    let script: string;
    try {
      script = await readFile(bundlePath, 'utf8');
    } catch {
      return reply
        .code(503)
        .type('application/javascript; charset=utf-8')
        .send(
          `console.error(${JSON.stringify(`Tycho dev wallet is not built (${bundlePath} is missing): run \`npm run build -w @tycho/wallet\`.`)});\n`,
        );
    }
    return reply.type('application/javascript; charset=utf-8').send(script);
  });

  const allowOrigin = options.allowOrigin ?? sameOrigin;
  // one budget for every page's socket: a storm of frames no longer holds the event loop for a whole turn
  const reads = new ReadBudget();
  app.get(DEV_WALLET_WS_PATH, { websocket: true }, (socket, request) => {
    const origin = request.headers.origin;
    const allowed =
      origin === undefined
        ? options.allowMissingOrigin === true
        : allowOrigin(origin, request.headers.host, request.protocol);
    if (!allowed) {
      socket.close(1008, origin === undefined ? 'a page origin is required' : 'origin not allowed');
      return;
    }
    reads.watch(request.socket);
    serveConnection(backend, socket as unknown as SocketLike, origin ?? '');
  });

  return backend;
}
