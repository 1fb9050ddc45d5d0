import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  qubeDaoDepositsRoute,
  qubeDaoEpochLastRoute,
  qubeDaoEpochsRoute,
  qubeDaoEscrowRoute,
  qubeDaoTransactionsRoute,
  qubeDaoWhitelistRoute,
} from '@tycho/api';
import { VoteEscrowAbi } from '@tycho/abi';
import type { DatabaseHandle } from '@tycho/db';
import { SEED_GAUGES, type DevnetHandle, type DevnetInternals } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import { buildApp } from '../src/app';
import { DexIndexer } from '../src/indexer';

const Q = 10n ** 9n;

/** The DAO API over the seeded devnet, indexed: the seeded epochs, locks and candidates, and a new lock. */
describe('DAO API (/api/qube-dao/v1) over the seeded devnet', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle & DevnetInternals;
  let indexer: DexIndexer;
  let app: FastifyInstance;
  let a: Record<string, string>;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await app.inject({ method, url: `/api/qube-dao/v1${path}`, payload: body as object });
    return { status: res.statusCode, body: res.json() as T };
  };
  const post = <T>(path: string, body: unknown) => call<T>('POST', path, body);

  beforeAll(async () => {
    const seeded = await openSeededNetwork();
    database = seeded.database;
    devnet = seeded.devnet as DevnetHandle & DevnetInternals;
    indexer = new DexIndexer({ db: database.db, network: devnet });
    await indexer.start();
    await indexer.idle();
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
    });
    a = devnet.addresses();
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
    await devnet?.close();
    await database?.close();
  });

  it("answers the vote escrow's getters to a visitor: supply, whitelisting price, current epoch and running vote", async () => {
    const escrow = await call<Record<string, unknown>>('GET', '/escrow');
    expect(escrow.status).toBe(200);
    const e = qubeDaoEscrowRoute.response.parse(escrow.body);
    const details = devnet.runLocal(a.voteEscrow, JSON.stringify(VoteEscrowAbi), 'getDetails', {});
    expect(details.code).toBe(0);
    const out = details.output as Record<string, string>;
    expect(e.distributionSupply).toBe(BigInt(out._distributionSupply).toString());
    expect(e.whitelistPrice).toBe(BigInt(out._gaugeWhitelistPrice).toString());
    expect(BigInt(e.whitelistPrice)).toBeGreaterThan(0n);
    const last = await call<{ epochNum: number }>('GET', '/epochs/last');
    expect(e.currentEpoch).toBe(last.body.epochNum);
    expect(e.chainTime).toBe(devnet.now());
    expect(e.voting.approved.length).toBeGreaterThan(0);
    expect(e.voting.approved.every((g) => e.voting.whitelist.includes(g))).toBe(true);
    expect(e.voting.votes.reduce((sum, v) => sum + BigInt(v.amount), 0n)).toBe(BigInt(e.totalVotes));
  });

  it('answers the seeded epochs: finished ones with votes and distributions, the current one voting', async () => {
    const last = await call<{ epochNum: number; voteStart: number | null; voteEnd: number | null }>(
      'GET',
      '/epochs/last',
    );
    expect(last.status).toBe(200);
    qubeDaoEpochLastRoute.response.parse(last.body);
    expect(last.body.epochNum).toBeGreaterThanOrEqual(4);
    expect(last.body.voteEnd).toBeGreaterThan(devnet.now());
    type Split = Record<'toGauges' | 'treasury' | 'team' | 'emissionDebt' | 'previousEmissionDebt', string>;
    const epochs = await post<{
      epochs: { epochNum: number; totalDistribution: string; distribution?: Split | null }[];
      totalCount: number;
    }>('/epochs/search', { limit: 100, offset: 0, ordering: { column: 'createdAt', direction: 'ASC' } });
    qubeDaoEpochsRoute.response.parse(epochs.body);
    expect(epochs.body.totalCount).toBe(last.body.epochNum);
    expect(epochs.body.epochs.map((e) => e.epochNum)).toEqual(epochs.body.epochs.map((_, k) => k + 1));
    const finished = epochs.body.epochs.slice(0, -1);
    for (const e of finished) expect(BigInt(e.totalDistribution)).toBe(19_000n * Q);
    // EpochDistribution's parts: the team's 10 %, the treasury's 20 % and more, what the gauges got; what is left of
    // the budget (with the debt carried in) stays in the vote escrow
    for (const e of finished) {
      const d = e.distribution!;
      expect(BigInt(d.team)).toBe(1_900n * Q);
      expect(BigInt(d.treasury)).toBeGreaterThanOrEqual(3_800n * Q);
      const parts = BigInt(d.toGauges) + BigInt(d.treasury) + BigInt(d.team) + BigInt(d.emissionDebt);
      const kept = 19_000n * Q + BigInt(d.previousEmissionDebt) - parts;
      expect(kept >= 0n && kept < Q).toBe(true);
    }
    expect(epochs.body.epochs.at(-1)!.distribution).toBeNull();
    const sum = await call<{ gauge: string; totalAmount: string; distributedAmount: string | null }[]>(
      'GET',
      '/epochs/1/votes/sum',
    );
    expect(sum.status).toBe(200);
    const gauges = SEED_GAUGES.map((g) => a[`gauge:${g.lp}`]);
    expect(sum.body.map((x) => x.gauge).sort()).toEqual([...gauges].sort());
    const paid = sum.body.reduce((x, g) => x + BigInt(g.distributedAmount!), 0n);
    expect(BigInt(epochs.body.epochs[0]!.distribution!.toGauges)).toBe(paid);
    // farming is 70 % of the budget; what the gauges got is at most that
    expect(paid > 0n && paid <= 13_300n * Q).toBe(true);
    const dist = await post<{ epochDistributions: { gauge: string; amount: string }[]; totalCount: number }>(
      '/epochs/distributions/search',
      { epochNum: 1 },
    );
    expect(dist.body.epochDistributions.reduce((x, g) => x + BigInt(g.amount), 0n)).toBe(paid);
    const votes = await post<{ epochVotes: { userAddress: string }[]; totalCount: number }>('/epochs/votes/search', {
      epochNum: 1,
      limit: 100,
      offset: 0,
    });
    expect(new Set(votes.body.epochVotes.map((v) => v.userAddress))).toEqual(
      new Set(['Alice', 'Bob', 'Carol', 'Dave'].map((n) => a[`account:${n}`])),
    );
    expect((await call('GET', '/epochs/999/votes/sum')).status).toBe(404);
  });

  it('lists the candidates: Active, Pending DAO and Not active, up to 500 by average percentage', async () => {
    const res = await post<{
      gauges: { address: string; isActive: boolean; daoApprove: boolean; averagePercentage: string }[];
    }>('/whitelist/search', { limit: 500, offset: 0, ordering: { column: 'averagePercentage', direction: 'DESC' } });
    expect(res.status).toBe(200);
    qubeDaoWhitelistRoute.response.parse(res.body);
    const by = (lp: string) => res.body.gauges.find((g) => g.address === a[`gauge:${lp}`]);
    for (const g of SEED_GAUGES) expect(by(g.lp)).toMatchObject({ isActive: true, daoApprove: true });
    expect(by('QUBE-WTYCHO')).toMatchObject({ isActive: true, daoApprove: false });
    expect(by('BRIDGE-QUBE')).toMatchObject({ isActive: false, daoApprove: false });
    const pcts = res.body.gauges.map((g) => Number(g.averagePercentage));
    expect(pcts).toEqual([...pcts].sort((x, y) => y - x));
    const active = await post<{ totalCount: number }>('/whitelist/search', { isActive: true, limit: 500, offset: 0 });
    expect(active.body.totalCount).toBe(SEED_GAUGES.length + 1);
    expect((await post('/whitelist/search', { limit: 501, offset: 0 })).status).toBe(400);
  });

  it("answers the dev accounts' locks: Dave's first expired, the others locked; balances, transactions and totals", async () => {
    const dave = a['account:Dave']!;
    const deps = await post<{ deposits: { isLocked: boolean; amount: string }[]; totalCount: number }>(
      '/deposits/search',
      {
        user: dave,
        limit: 10,
        offset: 0,
      },
    );
    qubeDaoDepositsRoute.response.parse(deps.body);
    expect(deps.body.deposits).toHaveLength(2);
    expect(deps.body.deposits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ isLocked: false, amount: String(2000n * Q) }),
        expect.objectContaining({ isLocked: true, amount: String(150n * Q) }),
      ]),
    );
    const alice = await call<{ amount: string; veAmount: string }>('GET', `/balances/${a['account:Alice']}`);
    expect(alice.body.amount).toBe(String(5000n * Q));
    expect(BigInt(alice.body.veAmount)).toBe((4000n * Q * 365n) / 1460n + (1000n * Q * 90n) / 1460n);
    const daveBalance = await call<{ veAmount: string }>('GET', `/balances/${dave}`);
    expect(daveBalance.body.veAmount).toBe(String((150n * Q * 365n) / 1460n));
    expect((await call('GET', `/balances/${a.giver}`)).status).toBe(404);
    const locks = await post<{ transactions: { kind: string }[]; totalCount: number }>('/transactions/search', {
      kind: 'Lock',
      limit: 100,
      offset: 0,
    });
    qubeDaoTransactionsRoute.response.parse(locks.body);
    expect(locks.body.totalCount).toBe(8);
    const main = await call<{ totalAmount: string; totalVeAmount: string; averageLockTime: number }>(
      'GET',
      '/main_page',
    );
    expect(BigInt(main.body.totalAmount)).toBe(19_150n * Q);
    expect(main.body.averageLockTime).toBeGreaterThan(0);
    const stats = await post<{ balances: unknown[]; totalCount: number }>('/balances/statistics/search', {
      limit: 10,
      offset: 0,
    });
    expect(stats.body.totalCount).toBeGreaterThan(0);
    const depStats = await post<{ deposits: { averageLockTime: number }[] }>('/deposits/statistics/search', {
      limit: 10,
      offset: 0,
    });
    expect(depStats.body.deposits.length).toBeGreaterThan(0);
    const balances = await post<{ totalCount: number }>('/balances/search', { limit: 10, offset: 0 });
    expect(balances.body.totalCount).toBe(6);
  });

  it('validates requests and is in the OpenAPI document', async () => {
    expect((await post('/deposits/search', { limit: 0, offset: 0 })).status).toBe(400);
    expect((await post('/transactions/search', { kind: 'Steal', limit: 1, offset: 0 })).status).toBe(400);
    expect((await call('GET', '/balances/not-an-address')).status).toBe(400);
    const openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(openApi.paths).filter((p) => p.startsWith('/api/qube-dao/v1'));
    // the 14 DAO paths (escrow included) and the two gauge lookups it serves (gauges/batch, gauges/get-by-user)
    expect(paths.length).toBe(16);
  });
});
