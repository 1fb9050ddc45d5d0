/**
 * DAO API (`/api/qube-dao/v1`, js-core's `useQubeDaoApi`): every answer comes from the VoteEscrow's indexed events
 * (`dao_events`, written by apps/server/src/indexer/dao.ts) through the pure model (model.ts), filtered, sorted and
 * paged in memory: a network has hundreds of DAO events, not millions. "Now" is the chain clock.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  qubeDaoBalanceRoute,
  qubeDaoBalancesRoute,
  qubeDaoBalancesStatsRoute,
  qubeDaoDepositsRoute,
  qubeDaoDepositsStatsRoute,
  qubeDaoDistributionsRoute,
  qubeDaoEpochLastRoute,
  qubeDaoEpochsRoute,
  qubeDaoEpochVotesRoute,
  qubeDaoEpochVotesSumRoute,
  qubeDaoEscrowRoute,
  qubeDaoGaugesBatchRoute,
  qubeDaoGaugesByUserRoute,
  qubeDaoMainPageRoute,
  qubeDaoTransactionsRoute,
  qubeDaoWhitelistRoute,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import type { ChainReader } from '../chain/reader';
import { query } from '../dex/sql';
import { NotFoundError } from '../http/errors';
import type { AnswerCache } from '../http/answer-cache';
import { keptReads } from '../http/routes';
import { eq, page, within } from '../http/memoryPage';
import { gaugesByUser } from '../gauges';
import { gaugesBatch } from '../gauges/history';
import { readEscrowState } from './escrow';
import { daoModel, percent, type DaoEventRow, type EpochRow } from './model';

const DAY = 86_400;

async function load(db: Db, chain: Pick<ChainReader, 'now'>) {
  const rows = await query<DaoEventRow & { transaction_hash: string }>(
    db,
    sql`select event, subject, data, lt::text as lt, timestamp, transaction_hash from dao_events
      order by dao_events.lt, event_index`,
  );
  return daoModel(
    rows.map((r) => ({ ...r, transactionHash: r.transaction_hash })),
    chain.now(),
  );
}

const s = (v: bigint) => v.toString();
const dayOf = (t: number) => t - (t % DAY);

function epochOut(e: EpochRow) {
  return {
    createdAt: e.createdAt,
    epochEnd: e.epochEnd,
    epochNum: e.epochNum,
    epochStart: e.epochStart,
    totalDistribution: s(e.totalDistribution),
    totalVeAmount: s(e.totalVeAmount),
    transactionTime: e.createdAt,
    updatedAt: e.updatedAt,
    voteEnd: e.voteEnd,
    voteStart: e.voteStart,
    distribution: e.split
      ? {
          toGauges: s(e.split.toGauges),
          treasury: s(e.split.treasury),
          team: s(e.split.team),
          emissionDebt: s(e.split.emissionDebt),
          previousEmissionDebt: s(e.split.previousEmissionDebt),
        }
      : null,
  };
}

export function registerDaoApi(
  app: FastifyInstance,
  deps: { db: Db; chain: ChainReader; voteEscrow?: string; answers?: AnswerCache },
  registry: RouteDef[],
): void {
  const read = keptReads(deps.answers);
  const { db, chain } = deps;
  read(
    app,
    qubeDaoEscrowRoute,
    async () => {
      if (!deps.voteEscrow) throw new NotFoundError('no vote escrow on this network');
      return readEscrowState(chain, deps.voteEscrow);
    },
    registry,
  );
  read(
    app,
    qubeDaoBalanceRoute,
    async ({ params }) => {
      const b = (await load(db, chain)).balances.find((x) => x.userAddress === params.address.toLowerCase());
      if (!b) throw new NotFoundError('no locks for this address');
      return { ...b, amount: s(b.amount), veAmount: s(b.veAmount) };
    },
    registry,
  );
  read(
    app,
    qubeDaoBalancesRoute,
    async ({ body }) => {
      const big = (v?: string | null) => (v == null ? undefined : BigInt(v));
      const items = (await load(db, chain)).balances.filter(
        (b) =>
          eq(b.userAddress, body.userAddress?.toLowerCase()) &&
          (big(body.amountGe) === undefined || b.amount >= big(body.amountGe)!) &&
          (big(body.amountLe) === undefined || b.amount <= big(body.amountLe)!) &&
          (big(body.veAmountGe) === undefined || b.veAmount >= big(body.veAmountGe)!) &&
          (big(body.veAmountLe) === undefined || b.veAmount <= big(body.veAmountLe)!),
      );
      const { rows, totalCount } = page(items, body, (b) => b.createdAt);
      return { balances: rows.map((b) => ({ ...b, amount: s(b.amount), veAmount: s(b.veAmount) })), totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoBalancesStatsRoute,
    async ({ body }) => {
      const m = await load(db, chain);
      const days = [...new Set(m.transactions.map((t) => dayOf(t.createdAt)))].filter((d) =>
        within(d, body.dayGe, body.dayLe),
      );
      const items = days.map((day) => {
        const end = day + DAY;
        const locked = m.deposits.filter((x) => x.createdAt < end);
        const out = m.transactions.filter((t) => t.kind === 'Unlock' && t.createdAt < end);
        return {
          day,
          amount: s(locked.reduce((a, x) => a + x.amount, 0n) - out.reduce((a, t) => a + t.amount, 0n)),
          veAmount: s(locked.filter((x) => x.createdAt + x.lockTime > end).reduce((a, x) => a + x.veAmount, 0n)),
        };
      });
      const { rows, totalCount } = page(
        items,
        { ...body, ordering: body.ordering ?? { column: 'day', direction: 'DESC' } },
        (x) => x.day,
      );
      return { balances: rows, totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoDepositsRoute,
    async ({ body }) => {
      // a withdrawn deposit is no longer one: the account paid it out and holds nothing for it
      const items = (await load(db, chain)).deposits.filter(
        (d) =>
          !d.withdrawn && eq(d.user, body.user?.toLowerCase()) && eq(d.isLocked, body.isLocked) && eq(d.key, body.key),
      );
      const { rows, totalCount } = page(items, body, (d, c) =>
        c === 'amount' ? d.amount : c === 'veAmount' ? d.veAmount : c === 'lockTime' ? d.lockTime : d.createdAt,
      );
      const deposits = rows.map((d) => ({
        amount: s(d.amount),
        callId: d.callId,
        createdAt: d.createdAt,
        isLocked: d.isLocked,
        key: d.key,
        lockTime: d.lockTime,
        transactionHash: d.transactionHash,
        transactionTime: d.createdAt,
        user: d.user,
        veAmount: s(d.veAmount),
      }));
      return { deposits, totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoDepositsStatsRoute,
    async ({ body }) => {
      const byDay = new Map<number, number[]>();
      for (const d of (await load(db, chain)).deposits) {
        const day = dayOf(d.createdAt);
        if (within(day, body.dayGe, body.dayLe)) byDay.set(day, [...(byDay.get(day) ?? []), d.lockTime]);
      }
      const items = [...byDay.entries()].map(([day, locks]) => ({
        day,
        averageLockTime: Math.round(locks.reduce((a, b) => a + b, 0) / locks.length),
      }));
      const { rows, totalCount } = page(
        items,
        { ...body, ordering: body.ordering ?? { column: 'day', direction: 'DESC' } },
        (x) => x.day,
      );
      return { deposits: rows, totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoEpochsRoute,
    async ({ body }) => {
      const items = (await load(db, chain)).epochs.filter(
        (e) => eq(e.epochNum, body.epochNum) && within(e.epochStart, body.epochStartGe, body.epochStartLe),
      );
      const { rows, totalCount } = page(items, body, (e) => e.epochNum);
      return { epochs: rows.map(epochOut), totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoEpochLastRoute,
    async () => {
      const current = (await load(db, chain)).current;
      if (!current) throw new NotFoundError('the vote escrow is not initialized');
      return epochOut(current);
    },
    registry,
  );
  read(
    app,
    qubeDaoEpochVotesRoute,
    async ({ body }) => {
      const items = (await load(db, chain)).votes.filter(
        (v) =>
          eq(v.epochNum, body.epochNum) &&
          eq(v.gauge, body.gauge?.toLowerCase()) &&
          eq(v.userAddress, body.userAddress?.toLowerCase()),
      );
      const { rows, totalCount } = page(items, body, (v) => v.createdAt);
      const epochVotes = rows.map((v) => ({ ...v, veAmount: s(v.veAmount), transactionTime: v.createdAt }));
      return { epochVotes, totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoEpochVotesSumRoute,
    async ({ params }) => {
      const e = (await load(db, chain)).epochs.find((x) => x.epochNum === params.epochNum);
      if (!e) throw new NotFoundError(`no epoch ${params.epochNum}`);
      const gauges = new Set([...e.votes.keys(), ...(e.distributed?.keys() ?? [])]);
      return [...gauges].map((gauge) => ({
        gauge,
        totalAmount: s(e.votes.get(gauge) ?? 0n),
        normalizedAmount: e.finished ? s(e.normalized?.get(gauge) ?? 0n) : null,
        distributedAmount: e.distributed ? s(e.distributed.get(gauge) ?? 0n) : null,
      }));
    },
    registry,
  );
  read(
    app,
    qubeDaoDistributionsRoute,
    async ({ body }) => {
      const items = (await load(db, chain)).epochs.flatMap((e) =>
        [...(e.distributed?.entries() ?? [])].map(([gauge, amount]) => ({
          gauge,
          amount,
          epochNum: e.epochNum,
          createdAt: e.distributedAt ?? e.updatedAt,
        })),
      );
      const matching = items.filter((x) => eq(x.epochNum, body.epochNum) && eq(x.gauge, body.gauge?.toLowerCase()));
      const { rows, totalCount } = page(
        matching,
        { ...body, limit: matching.length || 1, offset: 0 },
        (x) => x.createdAt,
      );
      return { epochDistributions: rows.map((x) => ({ ...x, amount: s(x.amount) })), totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoMainPageRoute,
    async () => {
      const m = await load(db, chain);
      const active = m.deposits.filter((d) => d.isLocked);
      return {
        averageLockTime: active.length ? Math.round(active.reduce((a, d) => a + d.lockTime, 0) / active.length) : 0,
        totalAmount: s(m.balances.reduce((a, b) => a + b.amount, 0n)),
        totalVeAmount: s(m.balances.reduce((a, b) => a + b.veAmount, 0n)),
      };
    },
    registry,
  );
  read(
    app,
    qubeDaoTransactionsRoute,
    async ({ body }) => {
      const items = (await load(db, chain)).transactions.filter(
        (t) =>
          eq(t.kind, body.kind) &&
          eq(t.userAddress, body.userAddress?.toLowerCase()) &&
          within(t.createdAt, body.transactionTimeGe, body.transactionTimeLe),
      );
      const { rows, totalCount } = page(items, body, (t, c) =>
        c === 'amount' ? t.amount : c === 'veAmount' ? t.veAmount : t.createdAt,
      );
      const transactions = rows.map((t) => ({
        ...t,
        amount: s(t.amount),
        veAmount: s(t.veAmount),
        transactionTime: t.createdAt,
      }));
      return { transactions, totalCount };
    },
    registry,
  );
  read(
    app,
    qubeDaoWhitelistRoute,
    async ({ body }) => {
      const items = (await load(db, chain)).candidates
        .filter((c) => eq(c.address, body.gaugeAddress?.toLowerCase()) && eq(c.isActive, body.isActive))
        .map((c) => {
          const n = BigInt(c.epochs.length);
          const sum = c.epochs.reduce((a, e) => a + e.amount, 0n);
          const pct = c.epochs.reduce((a, e) => a + Number(percent(e.amount, e.total)), 0);
          const last = c.epochs.at(-1);
          return {
            address: c.address,
            isActive: c.isActive,
            daoApprove: c.daoApprove,
            averageAmount: s(n > 0n ? sum / n : 0n),
            averagePercentage: (c.epochs.length ? pct / c.epochs.length : 0).toFixed(4),
            lastEpochAmount: s(last?.amount ?? 0n),
            lastEpochPercentage: last ? percent(last.amount, last.total) : '0',
            activeEpochs: c.epochs.length,
            createdAt: c.createdAt,
          };
        });
      const { rows, totalCount } = page(items, body, (c, col) =>
        col === 'averageAmount'
          ? BigInt(c.averageAmount)
          : col === 'averagePercentage'
            ? Number(c.averagePercentage)
            : c.createdAt,
      );
      return { gauges: rows.map(({ createdAt: _, ...g }) => g), totalCount };
    },
    registry,
  );
  read(app, qubeDaoGaugesBatchRoute, ({ body }) => gaugesBatch(db, chain, body.gauges), registry);
  read(app, qubeDaoGaugesByUserRoute, ({ body }) => gaugesByUser(db, chain, body.userAddress), registry);
}
