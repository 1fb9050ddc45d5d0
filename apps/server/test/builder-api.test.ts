/**
 * The builder's token-root API: builder tokens answer the token root API like any root, and the search lists the
 * factory's roots by their current owner (following ownership transfers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { TokenFactoryAbiJson, TokenRootAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { BASE_STEPS, builderStep, createDevnet, TYCHO, type DevnetHandle } from '@tycho/devnet';
import { buildApp } from '../src/app';

describe('builder token API', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase();
    devnet = await createDevnet({ db: database.db, seed: 1, steps: [...BASE_STEPS, builderStep] });
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
    });
  });

  afterAll(async () => {
    await app.close();
    await devnet.close();
    await database.close();
  });

  const search = async (ownerAddress: string, extra: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tokens/v1/root_contract/search',
      payload: { ownerAddress, ...extra },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { tokens: { address: string; symbol: string; owner: string }[]; totalCount: number };
  };
  const heidi = () => devnet.devAccounts().find((a) => a.name === 'Heidi')!.address;

  it('answers the token root API for the seeded builder token', async () => {
    const demo = devnet.addresses()['builder:DEMO']!;
    const response = await app.inject({ method: 'GET', url: `/api/tokens/v1/root_contract/root_address/${demo}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      address: demo,
      name: 'Builder Demo',
      symbol: 'DEMO',
      decimals: 6,
      owner: heidi(),
      totalSupply: '1002500000000',
      standard: 'tip3.1',
      // Heidi keeps the 1 000 000 she minted to herself: only Grace's 2 500 circulate
      circulatingSupply: '2500000000',
    });
  });

  it('lists the roots an owner holds, newest first, with paging; others see none', async () => {
    expect(await search(heidi())).toMatchObject({ totalCount: 1, tokens: [{ symbol: 'DEMO', owner: heidi() }] });
    expect(await search(devnet.devAccounts()[0]!.address)).toEqual({ tokens: [], totalCount: 0 });

    const factory = devnet.addresses().tokenFactory!;
    for (const [callId, symbol] of [
      [1, 'ONE'],
      [2, 'TWO'],
    ] as const) {
      const sent = await devnet.sendFrom(heidi(), factory, {
        value: 5n * TYCHO,
        bounce: true,
        call: {
          abi: TokenFactoryAbiJson,
          method: 'createToken',
          params: {
            callId,
            name: symbol,
            symbol,
            decimals: 9,
            initialSupplyTo: ZERO_ADDRESS,
            initialSupply: 0,
            deployWalletValue: 0,
            mintDisabled: false,
            burnByRootDisabled: false,
            burnPaused: false,
            remainingGasTo: heidi(),
          },
        },
      });
      await sent.settled;
    }
    const all = await search(heidi());
    expect(all.totalCount).toBe(3);
    expect(all.tokens.map((t) => t.symbol)).toEqual(['TWO', 'ONE', 'DEMO']);
    expect((await search(heidi(), { limit: 1, offset: 1 })).tokens.map((t) => t.symbol)).toEqual(['ONE']);

    // ownership moves: the list follows the current owner
    const alice = devnet.devAccounts()[0]!.address;
    const sent = await devnet.sendFrom(heidi(), all.tokens[0]!.address, {
      value: 5n * TYCHO,
      bounce: true,
      call: {
        abi: TokenRootAbiJson,
        method: 'transferOwnership',
        params: { newOwner: alice, remainingGasTo: heidi(), callbacks: [] },
      },
    });
    await sent.settled;
    expect((await search(heidi())).tokens.map((t) => t.symbol)).toEqual(['ONE', 'DEMO']);
    expect((await search(alice)).tokens.map((t) => t.symbol)).toEqual(['TWO']);
  });

  it('rejects a bad owner with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tokens/v1/root_contract/search',
      payload: { ownerAddress: 'Heidi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/ownerAddress/);
  });
});
