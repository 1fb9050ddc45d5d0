/** The dev wallet driven by the real ProviderRpcClient (everscale-inpage-provider) in Chromium. */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devWalletScriptTag } from '../server/plugin';
import { ALICE, BOB } from '../server/testing/fake-devnet';
import { startDemoServer } from './demo-server';

const CHROMIUM = '/usr/bin/chromium';
let browser: Browser;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) return;
  const outDir = mkdtempSync(join(tmpdir(), 'devwallet-rpc-'));
  const root = fileURLToPath(new URL('../..', import.meta.url));
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir } });
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: join(outDir, 'rpc'),
      lib: {
        entry: join(root, 'src/dev/rpc-client-entry.ts'),
        formats: ['iife'],
        name: 'TychoRpcBundle',
        fileName: () => 'rpc.js',
      },
    },
  });
  const rpcScript = readFileSync(join(outDir, 'rpc', 'rpc.js'), 'utf8');
  ({ app, url } = await startDemoServer({
    bundlePath: join(outDir, 'inpage.js'),
    extraRoutes: (server) => {
      server.get('/rpc.js', async (_request, reply) => reply.type('application/javascript').send(rpcScript));
      server.get('/rpc', async (_request, reply) =>
        reply
          .type('text/html')
          .send(
            `<!doctype html><html lang="en"><head><title>rpc</title>${devWalletScriptTag()}<script src="/rpc.js"></script></head><body><main><h1>rpc</h1></main></body></html>`,
          ),
      );
    },
  }));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.skipIf(!existsSync(CHROMIUM))('ProviderRpcClient with the dev wallet', () => {
  it('initializes, connects, reads, subscribes and sends', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/rpc?devAccount=alice&autoApprove=1&walletVersion=0.3.55`);
    const result = await page.evaluate(
      async ({ bob }) => {
        type Rpc = { ProviderRpcClient: new () => any; Address: new (a: string) => any }; // eslint-disable-line @typescript-eslint/no-explicit-any
        const { ProviderRpcClient, Address } = (window as unknown as { TychoRpc: Rpc }).TychoRpc;
        const ever = new ProviderRpcClient();
        const hasProvider = await ever.hasProvider();
        await ever.ensureInitialized();
        const { accountInteraction } = await ever.requestPermissions({ permissions: ['basic', 'accountInteraction'] });
        const state = await ever.getProviderState();
        const full = await ever.getFullContractState({ address: accountInteraction.address });
        const subscriber = new ever.Subscriber();
        const seen = new Promise((resolve) =>
          subscriber
            .transactions(accountInteraction.address)
            .on((batch: { transactions: unknown[] }) => resolve(batch.transactions.length)),
        );
        const tx = await ever.sendMessage({
          sender: accountInteraction.address,
          recipient: new Address(bob),
          amount: '1000000000',
          bounce: false,
        });
        const delayed = await ever.sendMessageDelayed({
          sender: accountInteraction.address,
          recipient: new Address(bob),
          amount: '1',
          bounce: false,
        });
        const delayedTx = await delayed.transaction;
        const count = await seen;
        await subscriber.unsubscribe();
        let rejected: unknown;
        try {
          await ever.rawApi.signData({ publicKey: '00', data: '' });
        } catch (error) {
          rejected = { code: (error as { code: number }).code, message: (error as Error).message };
        }
        return {
          hasProvider,
          address: accountInteraction.address.toString(),
          version: state.version,
          numericVersion: state.numericVersion,
          balance: full.state?.balance,
          txLt: tx.transaction.id.lt,
          delayedHash: delayed.messageHash,
          delayedTxIn: delayedTx.inMessage.hash,
          count,
          rejected,
        };
      },
      { bob: BOB.address },
    );
    expect(result).toMatchObject({
      hasProvider: true,
      address: ALICE.address,
      version: '0.3.55',
      numericVersion: 3055,
      count: expect.any(Number),
    });
    expect(result.balance).toMatch(/^\d+$/);
    expect(result.txLt).toMatch(/^\d+$/);
    expect(result.delayedTxIn).toBe(result.delayedHash);
    expect(result.rejected).toEqual({ code: 4, message: 'signData is not supported by the Tycho dev wallet' });
    await context.close();
  });
});
