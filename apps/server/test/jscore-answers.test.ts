import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jsCoreDao, jsCoreGauges, jsCoreQubeDao } from '@tycho/api/jscore';
import { SEED_GAUGES } from '@tycho/devnet';
import { startSeededApp, type TestApp } from './app-fixture';

/**
 * Issue 44: real answers of our gauges, QUBE DAO and governance APIs over the seeded, indexed devnet parse under
 * schemas of `@broxus/js-core`'s published answer types (packages/api/src/jscore/answers.ts, each pinned to its type),
 * so a js-core client reads them. The requests carry what js-core's request types require (limit and offset).
 */
describe("gauges, QUBE DAO and governance answers parse as js-core's types", () => {
  let seeded: TestApp;
  let app: FastifyInstance;
  let a: Record<string, string>;

  /** The answer of `method path` (200 expected), parsed by js-core's schema; the parsed value is returned. */
  async function answer<S extends z.ZodType>(schema: S, path: string, body?: object): Promise<z.output<S>> {
    const res = await app.inject({ method: body ? 'POST' : 'GET', url: path, payload: body });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    const parsed = schema.safeParse(res.json());
    expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
    return parsed.data as z.output<S>;
  }
  const page = { limit: 10, offset: 0 };

  beforeAll(async () => {
    // the seeded extra reward rounds start a minute after the seed
    seeded = await startSeededApp(120);
    app = seeded.app;
    a = seeded.devnet.addresses();
  }, 300_000);

  afterAll(async () => {
    await seeded?.close();
  });

  it('gauges (useGaugesApi)', async () => {
    const base = '/api/gauges/v1';
    const gauge = a[`gauge:${SEED_GAUGES[0]!.lp}`]!;
    const alice = a['account:Alice']!;
    const list = await answer(jsCoreGauges.gauges, `${base}/gauges`, page);
    expect(list.gauges.length).toBeGreaterThan(0);
    await answer(jsCoreGauges.gauge, `${base}/gauges/get`, { gaugeAddress: gauge });
    await answer(jsCoreGauges.gaugesByUserAddress, `${base}/gauges/get-by-user`, { userAddress: alice });
    await answer(jsCoreGauges.gaugesBatch, `${base}/gauges/batch`, { gauges: [gauge] });
    const txs = await answer(jsCoreGauges.transactions, `${base}/transactions`, page);
    expect(txs.transactions.length).toBeGreaterThan(0);
    const rounds = await answer(jsCoreGauges.rewardRounds, `${base}/reward-rounds/tokens`, {
      gaugeAddress: gauge,
      ...page,
    });
    expect(rounds.rewardTokens.length).toBeGreaterThan(0);
    const to = Date.now();
    const window = { gaugeAddress: gauge, from: to - 30 * 86_400_000, to, timeframe: 'D1' };
    for (const graph of ['tvl', 'min-apr', 'max-apr']) {
      await answer(jsCoreGauges.graph, `${base}/gauges/${graph}`, window);
    }
  });

  it('QUBE DAO (useQubeDaoApi)', async () => {
    const base = '/api/qube-dao/v1';
    const alice = a['account:Alice']!;
    await answer(jsCoreQubeDao.balance, `${base}/balances/${alice}`);
    expect(
      (await answer(jsCoreQubeDao.balancesSearch, `${base}/balances/search`, page)).balances.length,
    ).toBeGreaterThan(0);
    await answer(jsCoreQubeDao.balancesStatsSearch, `${base}/balances/statistics/search`, page);
    expect(
      (await answer(jsCoreQubeDao.depositsSearch, `${base}/deposits/search`, page)).deposits.length,
    ).toBeGreaterThan(0);
    await answer(jsCoreQubeDao.depositsStatsSearch, `${base}/deposits/statistics/search`, page);
    const last = await answer(jsCoreQubeDao.epochsLast, `${base}/epochs/last`);
    expect((await answer(jsCoreQubeDao.epochsSearch, `${base}/epochs/search`, page)).epochs.length).toBeGreaterThan(0);
    await answer(jsCoreQubeDao.epochsDistributionsSearch, `${base}/epochs/distributions/search`, {});
    await answer(jsCoreQubeDao.epochsVotesSearch, `${base}/epochs/votes/search`, page);
    const finished = last.epochNum > 1 ? last.epochNum - 1 : last.epochNum;
    await answer(jsCoreQubeDao.epochsVotesSum, `${base}/epochs/${finished}/votes/sum`);
    await answer(jsCoreQubeDao.mainPage, `${base}/main_page`);
    expect(
      (await answer(jsCoreQubeDao.transactionsSearch, `${base}/transactions/search`, page)).transactions.length,
    ).toBeGreaterThan(0);
    expect(
      (await answer(jsCoreQubeDao.whitelistSearch, `${base}/whitelist/search`, page)).gauges.length,
    ).toBeGreaterThan(0);
  });

  it('governance (useDaoApi)', async () => {
    const base = '/api/governance/v1';
    const alice = a['account:Alice']!;
    const proposals = await answer(jsCoreDao.proposalsSearch, `${base}/proposals/search`, page);
    expect(proposals.proposals.length).toBeGreaterThan(0);
    expect((await answer(jsCoreDao.votesSearch, `${base}/votes/search`, page)).votes.length).toBeGreaterThan(0);
    const voter = await answer(jsCoreDao.votersSearch, `${base}/voters/${alice}/search`, page);
    expect(voter.proposalWithVotes.length).toBeGreaterThan(0);
  });
});
