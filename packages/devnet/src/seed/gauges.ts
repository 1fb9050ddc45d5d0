/**
 * Seed step: gauges on seeded LP tokens with rewards running (QUBE rounds from the DAO's epoch distributions, see
 * `dao.ts`; extra rounds from the gauge owner) and dev accounts holding positions (unlocked, locked, short locks), so
 * a new user sees farming content at once. The market maker pays the LP tokens in for the dev accounts (a deposit for
 * another owner), so their own LP balances, which other screens show, stay as the history left them. The gauges
 * themselves are deployed before the history (`deploySeedGauges`). Addresses: `gauge:<SYMBOLS>`, `gaugeOwner`.
 * WTYCHO-USDT's USDT reward vests (half of it over 30 days), so its depositors see locked and unlocked reward.
 */
import { EMPTY_CELL } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deterministicKeyPair } from '../engine/keys';
import { addExtraRound, deployGauge, depositExtraReward, depositToGauge } from './gauge-actions';
import { tokenBalance } from './dex-actions';
import { deployViaGiver, type SeedContext, seeded, type SeedStep } from './steps';
import { units } from './tokens';
import { TokenRootAbiJson } from '@tycho/abi';

const DAY = 86_400;

interface SeedGauge {
  lp: string;
  /**
   * Extra reward token, its speed in whole tokens per day and its vesting (period in days, ratio per mille: that share
   * of each accrued reward unlocks linearly over the period); no vesting: unlocked at once.
   */
  extra?: { symbol: string; decimals: number; perDay: number; vesting?: { days: number; ratio: number } };
  maxBoost: number;
  maxLockDays: number;
  /** Dev accounts' positions: share of the market maker's LP paid in for them, and lock in days. */
  positions: { account: string; share: number; lockDays: number }[];
}

export const SEED_GAUGES: SeedGauge[] = [
  {
    lp: 'QUBE-USDT',
    extra: { symbol: 'BRIDGE', decimals: 9, perDay: 200 },
    maxBoost: 2000,
    maxLockDays: 365,
    positions: [
      { account: 'Alice', share: 0.02, lockDays: 0 },
      { account: 'Bob', share: 0.02, lockDays: 365 },
      { account: 'Carol', share: 0.01, lockDays: 1 },
    ],
  },
  {
    lp: 'WTYCHO-USDT',
    extra: { symbol: 'USDT', decimals: 6, perDay: 500, vesting: { days: 30, ratio: 500 } },
    maxBoost: 2500,
    maxLockDays: 730,
    positions: [
      { account: 'Alice', share: 0.02, lockDays: 90 },
      { account: 'Dave', share: 0.03, lockDays: 0 },
    ],
  },
  {
    lp: 'USDT-USDC',
    maxBoost: 1000,
    maxLockDays: 0,
    positions: [{ account: 'Bob', share: 0.01, lockDays: 0 }],
  },
];

/** How long the seeded extra rounds are funded for. */
const FUNDED_DAYS = 365;

export async function mintTo(ctx: SeedContext, root: string, to: string, amount: bigint) {
  const sent = await ctx.devnet.sendFrom(ctx.giver, root, {
    value: TYCHO / 2n,
    bounce: true,
    call: {
      abi: TokenRootAbiJson,
      method: 'mint',
      params: {
        amount,
        recipient: to,
        deployWalletValue: TYCHO / 10n,
        remainingGasTo: ctx.giver,
        notify: false,
        payload: EMPTY_CELL,
      },
    },
  });
  await sent.settled;
}

async function wallet(ctx: SeedContext, name: string) {
  const { publicKey } = deterministicKeyPair(`${ctx.seed}:account:${name}`);
  return deployViaGiver(ctx, 'EverWallet', { publicKey, name }, 10_000n * TYCHO);
}

/**
 * Deploys the seeded gauges (and `extra` plain gauges, no extra token or lock: DAO candidates) with the real
 * VoteEscrow, before the history, so the DAO's epochs pay them (`dao.ts`). Addresses `gauge:<LP>`, `gaugeOwner`.
 */
export async function deploySeedGauges(ctx: SeedContext, extra: string[]) {
  const owner = await wallet(ctx, 'gaugeOwner');
  ctx.addresses.gaugeOwner = owner;
  const all = [
    ...SEED_GAUGES.map((g) => ({ lp: g.lp, extra: g.extra, maxBoost: g.maxBoost, maxLockDays: g.maxLockDays })),
    ...extra.map((lp) => ({ lp, extra: undefined, maxBoost: 1000, maxLockDays: 0 })),
  ];
  for (const g of all) {
    ctx.addresses[`gauge:${g.lp}`] = await deployGauge(ctx.devnet, ctx.giver, {
      name: g.lp,
      seed: ctx.seed,
      owner,
      voteEscrow: seeded(ctx.addresses, 'voteEscrow'),
      depositRoot: seeded(ctx.addresses, `lp:${g.lp}`),
      qubeRoot: seeded(ctx.addresses, 'token:QUBE'),
      extraRoots: g.extra ? [seeded(ctx.addresses, `token:${g.extra.symbol}`)] : [],
      maxBoost: g.maxBoost,
      maxLockTime: g.maxLockDays * DAY,
      vesting: g.extra?.vesting && { extra: [{ period: g.extra.vesting.days * DAY, ratio: g.extra.vesting.ratio }] },
    });
  }
}

export const gaugesStep: SeedStep = {
  name: 'gauges',
  async run(ctx) {
    const d = ctx.devnet;
    const owner = seeded(ctx.addresses, 'gaugeOwner');
    const maker = seeded(ctx.addresses, 'marketMaker');
    for (const g of SEED_GAUGES) {
      const lp = seeded(ctx.addresses, `lp:${g.lp}`);
      const gauge = seeded(ctx.addresses, `gauge:${g.lp}`);
      const now = d.now();
      if (g.extra) {
        const extraRoot = seeded(ctx.addresses, `token:${g.extra.symbol}`);
        const perDay = units(g.extra.perDay, g.extra.decimals);
        await mintTo(ctx, extraRoot, owner, perDay * BigInt(FUNDED_DAYS));
        await addExtraRound(d, owner, gauge, 0, now + 60, perDay / BigInt(DAY));
        await depositExtraReward(d, owner, extraRoot, gauge, perDay * BigInt(FUNDED_DAYS));
      }
      for (const [k, p] of g.positions.entries()) {
        const user = seeded(ctx.addresses, `account:${p.account}`);
        const held = tokenBalance(d, lp, maker);
        const amount = (held * BigInt(Math.round(p.share * 1000))) / 1000n;
        await depositToGauge(d, maker, lp, gauge, amount, p.lockDays * DAY, false, k + 1, user);
      }
    }
  },
};
