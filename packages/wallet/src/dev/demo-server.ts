/**
 * Serves the dev wallet with a demo page: `node --import tsx packages/wallet/src/dev/demo-server.ts [port]`.
 * Uses the in-test fake devnet, so it runs without the real devnet. Build the bundle first (npm run build -w @tycho/wallet).
 */
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerDevWallet, type DevWalletOptions } from '../server/plugin';
import { createFakeDevnet } from '../server/testing/fake-devnet';
import { demoPage } from './demo-page';

export interface DemoServerOptions extends Partial<DevWalletOptions> {
  port?: number;
  /** Registers more routes before the server listens (tests). */
  extraRoutes?: (app: FastifyInstance) => void;
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(websocket);
  registerDevWallet(app, {
    devnet: options.devnet ?? createFakeDevnet(),
    networkId: options.networkId ?? 1000,
    version: options.version,
    bundlePath: options.bundlePath,
  });
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(demoPage()));
  options.extraRoutes?.(app);
  const url = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return { app, url };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4599);
  startDemoServer({ port }).then(({ url }) => console.log(`dev wallet demo on ${url}`));
}
