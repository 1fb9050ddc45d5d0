/**
 * The wallet's deposits in old-farming pools (`farm_pools`, the fabric's pools): the amount and the rewards vested
 * and not claimed yet, as the farming API reads them (`userReward` of ../farming/figures.ts).
 */
import { sql } from 'drizzle-orm';
import { query } from '../dex/sql';
import { userReward, readFarm } from '../farming/figures';
import { tokenFacts } from '../gauges/figures';
import { poolShare, sectionUsd, sumOrNull, tokenAmount } from './values';
import { poolsByLp, type PortfolioDeps } from './wallet';

export async function farmDeposits(deps: PortfolioDeps, owner: string) {
  const { db, chain } = deps;
  const rows = await query<{ pool: string }>(
    db,
    sql`select distinct pool from farm_transactions where user_address = ${owner} and kind = 'deposit'`,
  );
  const found = [];
  for (const { pool } of rows) {
    const state = readFarm(chain, pool);
    const user = state ? userReward(chain, state, owner) : null;
    if (state && user && BigInt(user.amount) > 0n) found.push({ state, user });
  }
  const pools = await poolsByLp(
    db,
    found.map((f) => f.state.tokenRoot),
  );
  const facts = await tokenFacts(db, [
    ...found.flatMap((f) => [f.state.tokenRoot, ...f.state.rewardRoots]),
    ...[...pools.values()].flatMap((p) => p.currency_addresses),
  ]);
  const items = found.map(({ state, user }) => {
    const amount = BigInt(user.amount);
    const pool = pools.get(state.tokenRoot.toLowerCase());
    const lp = tokenAmount(state.tokenRoot, amount, facts);
    const rewards = state.rewardRoots.map((root, i) => tokenAmount(root, BigInt(user.unclaimed[i] ?? '0'), facts));
    return {
      pool: state.address.toLowerCase(),
      lp,
      tokens: pool ? poolShare(pool, amount, facts) : [],
      rewards,
      usd: sumOrNull([lp.usd, ...rewards.filter((r) => r.amount !== '0').map((r) => r.usd)]),
    };
  });
  return { items, usd: sectionUsd(items.map((i) => i.usd)) };
}
