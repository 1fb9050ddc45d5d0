import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governanceProposalsRoute, governanceVoterProposalsRoute, governanceVotesRoute } from '@tycho/api';
import { ProposalAbiJson } from '@tycho/abi';
import type { DatabaseHandle } from '@tycho/db';
import { type DevnetHandle, type DevnetInternals } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import { buildApp } from '../src/app';
import { DexIndexer } from '../src/indexer';

/** The contract's ProposalState enum, in order. */
const STATES = ['Pending', 'Active', 'Canceled', 'Failed', 'Succeeded', 'Expired', 'Queued', 'Executed'];

interface Proposal {
  proposalId: number;
  proposalAddress: string;
  proposer: string;
  state: string;
  forVotes: string;
  againstVotes: string;
  queued: boolean;
  executed: boolean;
  canceled: boolean;
  executionTime: number | null;
  description: string;
  actions: { tonActions: { value: string; target: string; call?: { method: string; gauge: string } | null }[] };
}
interface Vote {
  proposalId: number;
  voter: string;
  support: boolean;
  votes: string;
  reason: string;
  locked: boolean;
}

/** The governance API (/api/governance/v1) over the seeded devnet, indexed: the proposals in every state, then new. */
describe('governance API over the seeded devnet', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle & DevnetInternals;
  let indexer: DexIndexer;
  let app: FastifyInstance;
  let a: Record<string, string>;
  const post = async <T>(path: string, body: unknown) => {
    const res = await app.inject({ method: 'POST', url: `/api/governance/v1${path}`, payload: body as object });
    return { status: res.statusCode, body: res.json() as T };
  };
  const proposals = async (body: object = {}) =>
    (await post<{ proposals: Proposal[]; totalCount: number }>('/proposals/search', { limit: 100, ...body })).body;

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

  it('lists the seeded proposals newest first, each in the state its contract reports', async () => {
    const res = await post<unknown>('/proposals/search', { limit: 100 });
    expect(res.status).toBe(200);
    governanceProposalsRoute.response.parse(res.body);
    const list = (res.body as { proposals: Proposal[] }).proposals;
    expect(list.map((p) => p.proposalId)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    const byId = new Map(list.map((p) => [p.proposalId, p]));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((id) => byId.get(id)!.state)).toEqual([
      'Executed',
      'Failed',
      'Canceled',
      'Expired',
      'Succeeded',
      'Queued',
      'Active',
      'Pending',
    ]);
    for (const p of list) {
      const state = devnet.get(p.proposalAddress, ProposalAbiJson, 'getState');
      expect(STATES[Number(state.value0)], `proposal ${p.proposalId}`).toBe(p.state);
    }
    const executed = byId.get(1)!;
    expect(executed).toMatchObject({ proposer: a['account:Bob'], queued: true, executed: true, canceled: false });
    expect(executed.actions.tonActions).toEqual([
      expect.objectContaining({ value: String(10n ** 9n), target: a.daoOwner }),
    ]);
    expect(executed.actions.tonActions[0]!.call).toBeNull();
    // the active proposal's candidate action, decoded: approveGaugeDAO of the Pending DAO candidate (QUBE-WTYCHO)
    expect(byId.get(7)!.actions.tonActions).toEqual([
      expect.objectContaining({
        target: a.voteEscrow,
        call: { method: 'approveGaugeDAO', gauge: a['gauge:QUBE-WTYCHO'] },
      }),
    ]);
    expect(JSON.parse(executed.description)).toMatchObject({ title: 'Fund the community grants wallet' });
    expect(byId.get(3)!.canceled).toBe(true);
    expect(BigInt(byId.get(2)!.againstVotes)).toBeGreaterThan(BigInt(byId.get(2)!.forVotes));
    expect(byId.get(6)!.executionTime).toBeLessThanOrEqual(devnet.now());
    const overview = await app.inject({ method: 'GET', url: '/api/governance/v1/proposals/overview' });
    expect(overview.json()).toEqual({ proposalsTotalCount: 8 });
  });

  it('filters by state, proposer and id, pages and sorts', async () => {
    expect((await proposals({ state: 'Active' })).proposals.map((p) => p.proposalId)).toEqual([7]);
    const carol = await proposals({ proposer: a['account:Carol'] });
    expect(carol.proposals.map((p) => p.proposalId)).toEqual([7, 5, 3]);
    expect((await proposals({ proposalId: 4 })).proposals.map((p) => p.state)).toEqual(['Expired']);
    const page = await proposals({ limit: 3, offset: 3, ordering: { column: 'createdAt', direction: 'ASC' } });
    expect(page.totalCount).toBe(8);
    expect(page.proposals.map((p) => p.proposalId)).toEqual([4, 5, 6]);
    expect((await post('/proposals/search', { limit: 101 })).status).toBe(400);
    expect((await post('/proposals/search', { state: 'Sleeping' })).status).toBe(400);
    // Unknown (spec 2's last state) is a filter the API takes: every proposal here has a state the contract names
    expect(await proposals({ state: 'Unknown' })).toEqual({ proposals: [], totalCount: 0 });
    expect((await post(`/voters/not-an-address/search`, {})).status).toBe(400);
    const openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(
      Object.keys(openApi.paths)
        .filter((p) => p.startsWith('/api/governance/v1'))
        .sort(),
    ).toEqual([
      '/api/governance/v1/proposals/overview',
      '/api/governance/v1/proposals/search',
      '/api/governance/v1/voters/proposals/count',
      '/api/governance/v1/voters/{voter}/search',
      '/api/governance/v1/votes/search',
    ]);
  });

  it("answers the votes with their weight and reason, and Alice's locked votes available for unlock", async () => {
    const votes = await post<{ votes: Vote[]; totalCount: number }>('/votes/search', { proposalId: 1, limit: 100 });
    governanceVotesRoute.response.parse(votes.body);
    const by = (name: string) => votes.body.votes.find((v) => v.voter === a[`account:${name}`])!;
    // Bob, Carol and Dave for (Dave's small vote stays locked), Alice against
    expect(votes.body.totalCount).toBe(4);
    expect(by('Bob')).toMatchObject({ support: true, locked: false });
    expect(by('Dave')).toMatchObject({ support: true, locked: true });
    expect(by('Alice')).toMatchObject({ support: false, locked: true });
    expect(by('Alice').reason).toContain('team share');
    const sum = votes.body.votes.filter((v) => v.support).reduce((x, v) => x + BigInt(v.votes), 0n);
    expect(String(sum)).toBe((await proposals({ proposalId: 1 })).proposals[0]!.forVotes);

    const alice = a['account:Alice']!;
    const mine = await post<{ proposalWithVotes: { proposal: Proposal; vote: Vote }[]; totalCount: number }>(
      `/voters/${alice}/search`,
      { limit: 100, availableForUnlock: true },
    );
    governanceVoterProposalsRoute.response.parse(mine.body);
    expect(mine.body.proposalWithVotes.map((x) => x.proposal.proposalId).sort()).toEqual([1, 2, 6]);
    const active = await post<{ totalCount: number }>(`/voters/${a['account:Bob']}/search`, { state: 'Active' });
    expect(active.body.totalCount).toBe(1);
    const counts = await post<{ voter: string; count: number }[]>('/voters/proposals/count', {
      voters: [alice, a['account:Frank']],
    });
    expect(counts.body).toEqual([
      { voter: alice, count: 3 },
      { voter: a['account:Frank'], count: 0 },
    ]);
  });

  it('follows the clock: the active proposal ends and its vote unlocks', async () => {
    const before = (await proposals({ proposalId: 7 })).proposals[0]!;
    expect(before.state).toBe('Active');
    expect(before.executionTime).toBeNull();
    const p = devnet.get(before.proposalAddress, ProposalAbiJson, 'getTimings');
    await devnet.advanceClock(Number(p.value1) - devnet.now() + 1);
    const after = (await proposals({ proposalId: 7 })).proposals[0]!;
    // Bob's 3,000 veQUBE for, Erin's 500 against: above the quorum
    expect(after.state).toBe('Succeeded');
    const erin = await post<{ totalCount: number }>(`/voters/${a['account:Erin']}/search`, {
      availableForUnlock: true,
      proposalId: 7,
    });
    expect(erin.body.totalCount).toBe(1);
  });
});
