/**
 * The background market's DAO activity: every `DAO_TICKS`-th tick one of the traders locks a little QUBE in the
 * vote escrow (30 days), so the DAO's balance and transactions move on a running network. It never votes or ends a
 * vote (tests that move the clock finish voting themselves).
 */
import type { DevnetImpl } from '../devnet';
import { lockQube } from '../seed/dao-actions';
import { units } from '../seed/tokens';
import { ensureHolding } from './actions';

export const DAO_TICKS = 25;
const LOCK = 30 * 86_400;

export async function daoTick(d: DevnetImpl, traders: string[], tick: number): Promise<boolean> {
  const a = d.addresses();
  const [ve, qube] = [a.voteEscrow, a['token:QUBE']];
  if (tick % DAO_TICKS !== DAO_TICKS - 1 || !ve || !qube || !d.chain.peek(ve)) return false;
  const user = traders[Math.floor(tick / DAO_TICKS) % traders.length]!;
  const amount = units(10 + (tick % 90), 9);
  await ensureHolding(d, user, qube, amount);
  await lockQube(d, user, qube, ve, amount, LOCK, tick);
  return true;
}
