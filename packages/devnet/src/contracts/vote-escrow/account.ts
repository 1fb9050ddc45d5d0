/**
 * VoteEscrowAccount (dao `VoteEscrowAccount.tsol` and its bases): one user's QUBE locks. Each deposit keeps its full
 * ve until createdAt + lockTime and then loses all of it; the account notices lazily, at its next call from the
 * root (`_syncDeposits`), moves the amount to `unlockedQubes` and tells the root to burn the ve (`burnVeQubes`).
 * Withdraw takes all unlocked QUBE and is refused while a proposal threshold is locked; the epoch vote is once per
 * epoch (a second one throws 3001). Proposal locks and votes are in `account-dao.ts`.
 */
import { callOf, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { big, max } from '../tip3';
import { daoGetters, daoHandlers, lockedTokens, onDaoBounce } from './account-dao';
import type { VeDeposit, VoteEscrowAccountState } from './account-state';
import { DEPOSIT_KEY_SCALE, VE_ACCOUNT_KIND, VeErrors, VeGas } from './constants';

export type { VeDeposit, VoteEscrowAccountState } from './account-state';

type Ctx = HandlerContext<VoteEscrowAccountState>;

const unlockAt = (d: VeDeposit) => d.createdAt + d.lockTime;

/** The account brought to `now`: expired deposits removed, their QUBE unlocked, the time-average of ve advanced. */
export function syncedAccount(s: VoteEscrowAccountState, now: number) {
  const expired = Object.entries(s.deposits).filter(([, d]) => unlockAt(d) <= now);
  let ve = s.veQubeBalance;
  let area = s.veQubeAverage * BigInt(s.veQubeAveragePeriod);
  // a new account's first sync only starts its average (the contract's first update sets the start time)
  const from = s.lastUpdateTime > 0 ? s.lastUpdateTime : now;
  let t = from;
  for (const [, d] of [...expired].sort(([, a], [, b]) => unlockAt(a) - unlockAt(b))) {
    const at = Math.max(unlockAt(d), t);
    area += ve * BigInt(at - t);
    t = at;
    ve -= d.veAmount;
  }
  if (now > t) area += ve * BigInt(now - t);
  const period = s.veQubeAveragePeriod + Math.max(now - from, 0);
  const deposits = Object.fromEntries(Object.entries(s.deposits).filter(([, d]) => unlockAt(d) > now));
  const amount = expired.reduce((a, [, d]) => a + d.amount, 0n);
  const expiredVe = expired.reduce((a, [, d]) => a + d.veAmount, 0n);
  const next: VoteEscrowAccountState = {
    ...s,
    deposits,
    qubeBalance: s.qubeBalance - amount,
    veQubeBalance: s.veQubeBalance - expiredVe,
    unlockedQubes: s.unlockedQubes + amount,
    veQubeAverage: period > 0 ? area / BigInt(period) : s.veQubeBalance,
    veQubeAveragePeriod: period,
    lastUpdateTime: Math.max(now, s.lastUpdateTime),
  };
  return { next, expiredVe, expiredKeys: expired.map(([k]) => k) };
}

function sync(ctx: Ctx, fromRoot = true) {
  if (fromRoot) ensure(ctx.sender === ctx.state.voteEscrow, VeErrors.NOT_VOTE_ESCROW);
  ctx.reserve(max(ctx.balanceBefore, VeGas.ACCOUNT_RESERVE));
  const { next, expiredVe, expiredKeys } = syncedAccount(ctx.state, ctx.now);
  Object.assign(ctx.state, next);
  if (expiredKeys.length > 0) {
    ctx.send({
      to: ctx.state.voteEscrow,
      value: VeGas.DEPLOY_WALLET_VALUE,
      bounce: false,
      call: callOf(VoteEscrowAbi, 'burnVeQubes', {
        user: ctx.state.user,
        expiredVeQubes: expiredVe,
        expiredDeposits: expiredKeys,
      }),
    });
  }
}

const toRoot = (ctx: Ctx, call: ReturnType<typeof callOf>) =>
  ctx.send({ to: ctx.state.voteEscrow, flag: Flag.ALL_NOT_RESERVED, bounce: false, call });

const minGas = (s: VoteEscrowAccountState) => VeGas.accountMinGas(Object.keys(s.deposits).length);

export const VoteEscrowAccountModel = typedModel<VoteEscrowAccountState, typeof VoteEscrowAccountAbi>({
  kind: VE_ACCOUNT_KIND,
  abi: VoteEscrowAccountAbi,
  init: (p) => ({
    voteEscrow: String(p.voteEscrow),
    user: String(p.user),
    qubeBalance: 0n,
    veQubeBalance: 0n,
    veQubeAverage: 0n,
    veQubeAveragePeriod: 0,
    unlockedQubes: 0n,
    lastUpdateTime: 0,
    lastEpochVoted: 0,
    deposits: {},
    createdProposals: {},
    tmpProposals: {},
    castedVotes: {},
  }),
  onBounce(ctx, bounce) {
    onDaoBounce(ctx, bounce);
  },
  handlers: {
    ...daoHandlers(sync, minGas),
    constructor() {},
    processDeposit(ctx, i) {
      sync(ctx);
      const s = ctx.state;
      if (ctx.value < minGas(s)) {
        return toRoot(ctx, callOf(VoteEscrowAbi, 'revertDeposit', { user: s.user, deposit_nonce: i.deposit_nonce }));
      }
      const lockTime = Number(i.lock_time);
      const base = (ctx.now + lockTime) * DEPOSIT_KEY_SCALE;
      let k = 0;
      while (s.deposits[String(base + k)]) k += 1;
      const key = String(base + k);
      const amount = big(i.qube_amount);
      const veAmount = big(i.ve_amount);
      s.deposits[key] = { amount, veAmount, createdAt: ctx.now, lockTime };
      s.qubeBalance += amount;
      s.veQubeBalance += veAmount;
      toRoot(
        ctx,
        callOf(VoteEscrowAbi, 'finishDeposit', { user: s.user, deposit_key: key, deposit_nonce: i.deposit_nonce }),
      );
    },
    processWithdraw(ctx, i) {
      sync(ctx);
      const s = ctx.state;
      if (ctx.value < minGas(s) || lockedTokens(s) > 0n) {
        return toRoot(ctx, callOf(VoteEscrowAbi, 'revertWithdraw', { user: s.user, meta: i.meta }));
      }
      const amount = s.unlockedQubes;
      s.unlockedQubes = 0n;
      toRoot(ctx, callOf(VoteEscrowAbi, 'finishWithdraw', { user: s.user, unlockedQubes: amount, meta: i.meta }));
    },
    processVoteEpoch(ctx, i) {
      sync(ctx);
      const s = ctx.state;
      const epoch = Number(i.voteEpoch);
      ensure(s.lastEpochVoted < epoch, VeErrors.ALREADY_VOTED);
      const sum = i.votes.reduce((a, [, v]) => a + big(v), 0n);
      if (ctx.value < minGas(s) || sum > s.veQubeBalance) {
        return toRoot(ctx, callOf(VoteEscrowAbi, 'revertVote', { user: s.user, meta: i.meta }));
      }
      s.lastEpochVoted = epoch;
      toRoot(ctx, callOf(VoteEscrowAbi, 'finishVote', { user: s.user, votes: i.votes, meta: i.meta }));
    },
  },
  getters: {
    getDetails: (s) => ({
      _current_version: 1,
      _voteEscrow: s.voteEscrow,
      _user: s.user,
      _qubeBalance: s.qubeBalance,
      _veQubeBalance: s.veQubeBalance,
      _veQubeAverage: s.veQubeAverage,
      _veQubeAveragePeriod: s.veQubeAveragePeriod,
      _unlockedQubes: s.unlockedQubes,
      _lastUpdateTime: s.lastUpdateTime,
      _lastEpochVoted: s.lastEpochVoted,
      _activeDeposits: Object.keys(s.deposits).length,
    }),
    calculateMinGas: (s) => ({ min_gas: minGas(s) }),
    calculateVeAverage: (s, _i, env) => {
      const { next, expiredVe } = syncedAccount(s, env.now);
      return {
        _qubeBalance: next.qubeBalance,
        _veQubeBalance: next.veQubeBalance,
        _expiredVeQubes: expiredVe,
        _unlockedQubes: next.unlockedQubes,
        _veQubeAverage: next.veQubeAverage,
        _veQubeAveragePeriod: next.veQubeAveragePeriod,
      };
    },
    deposits: (s) => ({
      deposits: Object.entries(s.deposits).map(([k, d]) => [k, { ...d }] as const),
    }),
    ...daoGetters,
  },
});
