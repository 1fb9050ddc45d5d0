/**
 * The background market's DAO activity, so a long-running network keeps its epochs going and its gauges paid:
 * - every `DAO_TICKS`-th tick one of the traders locks a little QUBE in the vote escrow (30 days);
 * - every tick, once the epoch allows it, a trader starts the vote, and each trader with voting power who has not
 *   voted in the epoch spreads it evenly over the active candidates (whitelisted and DAO-approved);
 * - once the vote's end has passed, a trader finishes voting: the epoch's QUBE reaches the gauges and the next
 *   epoch starts. The dev accounts never act here: they are the user's to try.
 * Specs that move the clock run on networks with the market still (MARKET_ACTIVITY=off) and finish voting themselves.
 */
import type { DevnetImpl } from '../devnet';
import { endVoting, lockQube, startVoting, veAccountState, veState, voteEpoch } from '../seed/dao-actions';
import { units } from '../seed/tokens';
import { ensureGas, ensureHolding } from './actions';
import { at } from '../engine/must';

export const DAO_TICKS = 25;
const LOCK = 30 * 86_400;

/** Voting power of an account now: its deposits whose lock is still running. */
function votingPower(d: DevnetImpl, ve: string, user: string): bigint {
  const account = veAccountState(d, ve, user);
  if (!account) return 0n;
  return Object.values(account.deposits)
    .filter((x) => x.createdAt + x.lockTime > d.now())
    .reduce((sum, x) => sum + BigInt(x.veAmount), 0n);
}

/** Starts, votes in or finishes the current epoch when its time has come; true when it sent anything. */
export async function keepEpochs(d: DevnetImpl, traders: string[], ve: string): Promise<boolean> {
  const s = veState(d, ve);
  if (!s.initialized || traders.length === 0) return false;
  const keeper = at(traders, s.currentEpoch % traders.length, 'market trader');
  const now = d.now();
  if (s.votingStart !== 0 && now >= s.votingEnd) {
    await ensureGas(d, keeper);
    await endVoting(d, keeper, ve);
    return true;
  }
  if (s.votingStart === 0 && now >= s.epochStart + s.timeBeforeVoting) {
    await ensureGas(d, keeper);
    await startVoting(d, keeper, ve);
    return true;
  }
  if (s.votingStart === 0 || now >= s.votingEnd) return false;
  const candidates = s.whitelist.filter((g) => s.daoApproved.includes(g)).slice(0, s.maxGaugesPerVote);
  if (candidates.length === 0) return false;
  let sent = false;
  for (const trader of traders) {
    const account = veAccountState(d, ve, trader);
    if (!account || account.lastEpochVoted >= s.currentEpoch) continue;
    const power = votingPower(d, ve, trader);
    const each = power / BigInt(candidates.length);
    if (each === 0n) continue;
    await ensureGas(d, trader);
    await voteEpoch(
      d,
      trader,
      ve,
      candidates.map((g) => [g, each]),
    );
    sent = true;
  }
  return sent;
}

export async function daoTick(d: DevnetImpl, traders: string[], tick: number): Promise<boolean> {
  const a = d.addresses();
  const [ve, qube] = [a.voteEscrow, a['token:QUBE']];
  if (!ve || !qube || !d.chain.peek(ve)) return false;
  const kept = await keepEpochs(d, traders, ve);
  if (tick % DAO_TICKS !== DAO_TICKS - 1) return kept;
  const user = at(traders, Math.floor(tick / DAO_TICKS) % traders.length, 'market trader');
  const amount = units(10 + (tick % 90), 9);
  await ensureHolding(d, user, qube, amount);
  await lockQube(d, user, qube, ve, amount, LOCK, tick);
  return true;
}
