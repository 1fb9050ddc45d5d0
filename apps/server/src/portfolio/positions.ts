/**
 * The wallet's positions in contracts: gauge deposits (GaugeAccount getters), QUBE locks (VoteEscrowAccount getters),
 * open limit orders (the limit read model) and the builder tokens whose root it owns. The figures are the ones the
 * managing pages read, so the portfolio and those pages agree.
 */
import { sql } from 'drizzle-orm';
import { GaugeAbi, GaugeAccountAbi, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { callGetter } from '../chain/reader';
import { query } from '../dex/sql';
import { tokenRootInfo } from '../dex/tokens';
import { readGauge, tokenFacts } from '../gauges/figures';
import { filledPercent } from '../limit/fill';
import { pendingRewards } from '../gauges/user-rewards';
import { poolShare, sectionUsd, sumOrNull, tokenAmount } from './values';
import { poolsByLp, walletBalance, type PortfolioDeps } from './wallet';

export async function gaugeDeposits(deps: PortfolioDeps, owner: string) {
  const { db, chain } = deps;
  const now = chain.now();
  const gauges = await query<{ gauge: string }>(
    db,
    sql`select distinct gauge from gauge_transactions where user_address = ${owner} and kind = 'deposit'`,
  );
  const found = [];
  for (const { gauge } of gauges) {
    const state = readGauge(chain, gauge);
    const account = callGetter(chain, gauge, GaugeAbi, 'getGaugeAccountAddress', { answerId: 0, user: owner })?.value0;
    if (!state || !account) continue;
    const details = callGetter(chain, account, GaugeAccountAbi, 'getDetails', { answerId: 0 });
    const pending = pendingRewards(chain, gauge, account);
    const locks = callGetter(chain, account, GaugeAccountAbi, 'lockedDeposits', {});
    if (!details || !pending || BigInt(details._balance) === 0n) continue;
    const ends = (locks?.lockedDeposits ?? [])
      .map(([, d]) => Number(d.createdAt) + Number(d.lockTime))
      .filter((end) => end > now);
    found.push({ state, details, pending, lockedUntil: ends.length ? Math.max(...ends) : null });
  }
  const pools = await poolsByLp(
    db,
    found.map((f) => f.state.depositRoot),
  );
  const facts = await tokenFacts(db, [
    ...found.flatMap((f) => [f.state.depositRoot, ...f.state.rewards.map((r) => r.root)]),
    ...[...pools.values()].flatMap((p) => p.currency_addresses),
  ]);
  const items = found.map(({ state, details, pending, lockedUntil }) => {
    const balance = BigInt(details._balance);
    const pool = pools.get(state.depositRoot.toLowerCase());
    const rewardAmounts = state.rewards.map((r, i) => tokenAmount(r.root, pending[i]?.unlocked ?? 0n, facts));
    const vesting = state.rewards.map((r, i) => tokenAmount(r.root, pending[i]?.locked ?? 0n, facts));
    const lp = tokenAmount(state.depositRoot, balance, facts);
    // the boosts as the account stored them at its last action, as the gauge page shows them
    const ratio = (boosted: string) => Math.max(Number(boosted) / Number(balance), 1).toFixed(4);
    return {
      gauge: state.address.toLowerCase(),
      lp,
      tokens: pool ? poolShare(pool, balance, facts) : [],
      lockedUntil,
      lockedAmount: String(details._lockedBalance),
      boost: ratio(details._totalBoostedBalance),
      lockBoost: ratio(details._lockBoostedBalance),
      rewards: rewardAmounts,
      vesting,
      usd: sumOrNull([lp.usd, ...[...rewardAmounts, ...vesting].filter((r) => r.amount !== '0').map((r) => r.usd)]),
    };
  });
  return { items, usd: sectionUsd(items.map((i) => i.usd)) };
}

export async function daoLocks(deps: PortfolioDeps, owner: string) {
  const { db, chain } = deps;
  const escrow = deps.addresses.addresses().voteEscrow;
  const empty = { voteEscrow: escrow ?? null, qube: null, votingPower: '0', unlockable: '0', items: [], usd: '0' };
  if (!escrow) return empty;
  const qube = callGetter(chain, escrow, VoteEscrowAbi, 'getDetails', {})?._qube;
  const account = callGetter(chain, escrow, VoteEscrowAbi, 'getVoteEscrowAccountAddress', {
    answerId: 0,
    user: owner,
  })?.value0;
  const live = account ? callGetter(chain, account, VoteEscrowAccountAbi, 'calculateVeAverage', {}) : undefined;
  const deposits = account ? callGetter(chain, account, VoteEscrowAccountAbi, 'deposits', {}) : undefined;
  if (!qube || !live || !deposits) return empty;
  const now = chain.now();
  const facts = await tokenFacts(db, [qube]);
  const items = deposits.deposits
    .map(([, d]) => {
      const endsAt = Number(d.createdAt) + Number(d.lockTime);
      const expired = endsAt <= now;
      return {
        amount: String(d.amount),
        votingPower: expired ? '0' : String(d.veAmount),
        createdAt: Number(d.createdAt),
        endsAt,
        expired,
        usd: tokenAmount(qube, BigInt(d.amount), facts).usd,
      };
    })
    .sort((a, b) => a.endsAt - b.endsAt);
  const total = tokenAmount(qube, BigInt(live._qubeBalance), facts);
  return {
    voteEscrow: escrow,
    qube: total,
    votingPower: String(live._veQubeBalance),
    unlockable: String(live._unlockedQubes),
    items,
    usd: total.usd ?? '0',
  };
}

interface OrderRow {
  address: string;
  spent_token_root: string;
  receive_token_root: string;
  initial_spent_amount: string;
  current_spent_amount: string;
  current_receive_amount: string;
  expected_receive_amount: string;
  created_at: number;
}

export async function openOrders(deps: PortfolioDeps, owner: string) {
  const rows = await query<OrderRow>(
    deps.db,
    sql`select address, spent_token_root, receive_token_root, initial_spent_amount::text as initial_spent_amount,
        current_spent_amount::text as current_spent_amount, current_receive_amount::text as current_receive_amount,
        expected_receive_amount::text as expected_receive_amount, created_at
      from limit_orders where owner_address = ${owner} and state = 'Active' order by created_at desc, created_lt desc`,
  );
  const facts = await tokenFacts(
    deps.db,
    rows.flatMap((r) => [r.spent_token_root, r.receive_token_root]),
  );
  const items = rows.map((r) => {
    const initial = BigInt(r.initial_spent_amount);
    const left = BigInt(r.current_spent_amount);
    const spent = tokenAmount(r.spent_token_root, left, facts);
    return {
      order: r.address,
      spent,
      receive: tokenAmount(r.receive_token_root, BigInt(r.current_receive_amount), facts),
      initialSpent: r.initial_spent_amount,
      filledPercent: filledPercent(initial, left),
      createdAt: r.created_at,
      usd: spent.usd,
    };
  });
  return { items, usd: sectionUsd(items.map((i) => i.usd)) };
}

/** The builder tokens (roots from the token factory) whose current owner is `owner`. */
export async function builderTokens(deps: PortfolioDeps, roots: readonly string[], owner: string) {
  const items = [];
  for (const root of roots) {
    const info = tokenRootInfo(deps.chain, root, new Set());
    if (info?.owner !== owner) continue;
    items.push({
      tokenRoot: info.address,
      name: info.name,
      symbol: info.symbol,
      decimals: info.decimals,
      totalSupply: info.totalSupply,
      balance: String(walletBalance(deps.chain, root, owner)),
    });
  }
  return { items };
}
