/**
 * Seed step: the old farming fabric (with the migration date setting) and farm pools on the main pools, so a new
 * user sees old farming at once: an active infinite pool with vesting (two reward tokens), an ended pool, a pool
 * awaiting its start, and a private pool of Alice's that holds half its reward. The market maker pays LP in for
 * the dev accounts (their own LP balances stay as the history left them); Bob claims, Carol withdraws part.
 * Addresses: `farmFabric`, `farmOwner`, `farm:<name>`; the migration time is the fabric's `migrationTime`.
 */
import { sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { at, must } from '../engine/must';
import { FARM_FABRIC_KIND } from '../contracts/farm/constants';
import { tokenBalance } from './dex-actions';
import {
  claimFromFarm,
  deployFarmPool,
  depositFarmReward,
  depositToFarm,
  setFarmEnd,
  withdrawFromFarm,
} from './farm-actions';
import { mintTo } from './gauges';
import { deployViaGiver, seeded, type SeedContext, type SeedStep } from './steps';
import { units } from './tokens';
import { deterministicKeyPair } from '../engine/keys';
import { FarmFabricAbiJson } from '@tycho/abi';

const DAY = 86_400;
/** The migration date setting: old pools stop earning this many days after the seed. */
export const FARM_MIGRATION_DAYS = 120;

interface SeedFarm {
  name: string;
  lp: string;
  /** Reward symbol, decimals and whole tokens per day. */
  rewards: { symbol: string; decimals: number; perDay: number }[];
  /** Seconds from now: start, and end (undefined = infinite). */
  start: number;
  end?: number;
  vesting: { period: number; ratio: number };
  /** Days of reward deposited (for an infinite pool); a pool with an end gets its full reward × `funded`. */
  fundedDays: number;
  funded: number;
  /** 'Alice' owns it, else the farm owner. */
  owner?: string;
  positions: { account: string; share: number }[];
}

export const SEED_FARMS: SeedFarm[] = [
  {
    name: 'active',
    lp: 'QUBE-USDT',
    rewards: [
      { symbol: 'QUBE', decimals: 9, perDay: 500 },
      { symbol: 'BRIDGE', decimals: 9, perDay: 100 },
    ],
    start: 60,
    vesting: { period: 30 * DAY, ratio: 500 },
    fundedDays: 365,
    funded: 1,
    positions: [
      { account: 'Alice', share: 0.01 },
      { account: 'Bob', share: 0.02 },
    ],
  },
  {
    name: 'ended',
    lp: 'WTYCHO-USDT',
    rewards: [{ symbol: 'USDT', decimals: 6, perDay: 2000 }],
    start: 60,
    end: 240,
    vesting: { period: 0, ratio: 0 },
    fundedDays: 0,
    funded: 1,
    positions: [
      { account: 'Carol', share: 0.02 },
      { account: 'Dave', share: 0.01 },
    ],
  },
  {
    name: 'awaiting',
    lp: 'USDT-USDC',
    rewards: [{ symbol: 'QUBE', decimals: 9, perDay: 300 }],
    start: 7 * DAY,
    end: 37 * DAY,
    vesting: { period: 7 * DAY, ratio: 300 },
    fundedDays: 0,
    funded: 1,
    positions: [],
  },
  {
    name: 'private',
    lp: 'QUBE-USDT',
    rewards: [{ symbol: 'BRIDGE', decimals: 9, perDay: 50 }],
    start: 60,
    end: 30 * DAY,
    vesting: { period: 0, ratio: 0 },
    fundedDays: 0,
    funded: 0.5,
    owner: 'Alice',
    positions: [],
  },
];

async function wallet(ctx: SeedContext, name: string) {
  const { publicKey } = deterministicKeyPair(`${ctx.seed}:account:${name}`);
  return deployViaGiver(ctx, 'EverWallet', { publicKey, name }, 10_000n * TYCHO);
}

/** Reward per second of a seeded farm token (whole tokens per day, rounded down). */
const perSecond = (r: SeedFarm['rewards'][number]) => units(r.perDay, r.decimals) / BigInt(DAY);

function rewardToDeposit(f: SeedFarm, r: SeedFarm['rewards'][number]) {
  const seconds = f.end !== undefined ? f.end - f.start : f.fundedDays * DAY;
  return (perSecond(r) * BigInt(seconds) * BigInt(Math.round(f.funded * 1000))) / 1000n;
}

export const farmsStep: SeedStep = {
  name: 'farms',
  async run(ctx) {
    const d = ctx.devnet;
    const owner = await wallet(ctx, 'farmOwner');
    ctx.addresses.farmOwner = owner;
    const init = { randomNonce: sha256(`${ctx.seed}:farm-fabric`), migrationTime: d.now() + FARM_MIGRATION_DAYS * DAY };
    const fabric = await deployViaGiver(ctx, FARM_FABRIC_KIND, init, 2n * TYCHO, {
      abi: FarmFabricAbiJson,
      params: { _owner: owner },
    });
    ctx.addresses.farmFabric = fabric;
    const maker = seeded(ctx.addresses, 'marketMaker');
    const now = d.now();
    const pools: { f: SeedFarm; pool: string }[] = [];
    for (const f of SEED_FARMS) {
      const poolOwner = f.owner ? seeded(ctx.addresses, `account:${f.owner}`) : owner;
      const roots = f.rewards.map((r) => seeded(ctx.addresses, `token:${r.symbol}`));
      const pool = await deployFarmPool(d, ctx.giver, fabric, {
        owner: poolOwner,
        tokenRoot: seeded(ctx.addresses, `lp:${f.lp}`),
        rewardRoots: roots,
        rounds: [{ startTime: now + f.start, rewardPerSecond: f.rewards.map(perSecond) }],
        vestingPeriod: f.vesting.period,
        vestingRatio: f.vesting.ratio,
        withdrawAllLockPeriod: 30 * DAY,
      });
      ctx.addresses[`farm:${f.name}`] = pool;
      if (f.end !== undefined) await setFarmEnd(d, poolOwner, pool, now + f.end);
      for (const [k, r] of f.rewards.entries()) {
        const amount = rewardToDeposit(f, r);
        const root = at(roots, k, 'farm reward root');
        await mintTo(ctx, root, poolOwner, amount);
        await depositFarmReward(d, poolOwner, root, pool, amount);
      }
      const lp = seeded(ctx.addresses, `lp:${f.lp}`);
      for (const [k, p] of f.positions.entries()) {
        const user = seeded(ctx.addresses, `account:${p.account}`);
        const amount = (tokenBalance(d, lp, maker) * BigInt(Math.round(p.share * 1000))) / 1000n;
        await depositToFarm(d, maker, lp, pool, amount, f.rewards.length, user, k + 1);
      }
      pools.push({ f, pool });
    }
    d.chain.clock.advance(300);
    const active = must(
      pools.find((p) => p.f.name === 'active'),
      "seed farm 'active'",
    );
    await claimFromFarm(d, seeded(ctx.addresses, 'account:Bob'), active.pool, active.f.rewards.length);
    const ended = must(
      pools.find((p) => p.f.name === 'ended'),
      "seed farm 'ended'",
    );

    const carol = seeded(ctx.addresses, 'account:Carol');
    const held = tokenBalance(d, seeded(ctx.addresses, `lp:${ended.f.lp}`), ended.pool);
    await withdrawFromFarm(d, carol, ended.pool, held / 4n, ended.f.rewards.length);
  },
};
