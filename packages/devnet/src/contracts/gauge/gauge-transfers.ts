/**
 * The Gauge's incoming token transfers (`onAcceptTokensTransfer` in `gauge.ts`): an LP deposit with its payload (sent
 * on to the user's GaugeAccount, deployed on the first one), a QUBE round funded by the VoteEscrow, an extra reward
 * deposit; a bad payload sends the tokens back.
 */
import { callOf, GaugeAbi, GaugeAccountAbi, TokenWalletAbi } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { at } from '../../engine/must';
import { emitEvent } from '../../engine/typed-model';
import { GaugeGas, MAX_QUBE_ROUNDS } from './constants';
import {
  accountOf,
  accountParams,
  changeDepositSupply,
  changeLockSupply,
  type Ctx,
  GAUGE_ACCOUNT_KIND,
  type GaugeState,
  sendTokens,
  syncData,
  updateRewards,
} from './gauge-core';
import { decodeDepositPayload, decodeQubeRoundPayload, decodeRewardDepositPayload } from './payload';
import { boostedAmount, currentAcc } from './rewards';

/** The least gas a deposit, withdrawal or claim brings (the account's round trip). */
export const minGas = (s: GaugeState) => GaugeGas.minGas(s.extra.length);

/** Returns tokens to their sender and emits DepositRevert (bad payload, too little gas, lock too long). */
function revertDeposit(ctx: Ctx, callId: number, user: string, amount: bigint, sender: string, gasTo: string) {
  emitEvent(ctx, GaugeAbi, 'DepositRevert', { call_id: callId, user, amount });
  ctx.send({
    to: ctx.state.deposit.wallet,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient: sender,
      deployWalletValue: 0,
      remainingGasTo: gasTo,
      notify: false,
      payload: '',
    }),
  });
}

export function onDeposit(ctx: Ctx, amount: bigint, sender: string, gasTo: string, payload: string) {
  const s = ctx.state;
  const p = decodeDepositPayload(payload);
  if (!p || !s.initialized || ctx.value < minGas(s) || p.lockTime > s.maxLockTime) {
    revertDeposit(ctx, p?.callId ?? 0, p?.owner ?? sender, amount, sender, gasTo);
    return;
  }
  updateRewards(ctx);
  const boosted = boostedAmount(amount, p.lockTime, s.maxBoost, s.maxLockTime);
  changeDepositSupply(ctx, amount);
  s.deposit.cumulativeBalance += amount;
  changeLockSupply(s, boosted);
  s.depositNonce += 1;
  s.pending[s.depositNonce] = { callId: p.callId, amount, boosted, lockTime: p.lockTime, gasTo };
  const init = { gauge: ctx.self, user: p.owner };
  const call = callOf(GaugeAccountAbi, 'processDeposit', {
    deposit_nonce: s.depositNonce,
    amount,
    boostedAmount: boosted,
    lockTime: p.lockTime,
    claim: p.claim,
    gauge_sync_data: syncData(s, ctx.now),
    meta: { call_id: p.callId, nonce: p.nonce, send_gas_to: gasTo },
  });
  if (!s.users.includes(p.owner)) {
    s.users.push(p.owner);
    emitEvent(ctx, GaugeAbi, 'GaugeAccountDeploy', { user: p.owner });
    ctx.deploy(GAUGE_ACCOUNT_KIND, init, { value: 0n, flag: Flag.ALL_NOT_RESERVED, call, params: accountParams(s) });
  } else {
    ctx.send({ to: accountOf(ctx, p.owner), flag: Flag.ALL_NOT_RESERVED, bounce: true, call });
  }
}

export function onQubeRound(ctx: Ctx, amount: bigint, payload: string) {
  const s = ctx.state;
  const round = decodeQubeRoundPayload(payload);
  if (!round || round.length <= 0) return; // swallowed, like the contract
  updateRewards(ctx);
  const last = s.qubeRounds.at(-1);
  const start = Math.max(round.start, last?.endTime ?? 0);
  const added = {
    startTime: start,
    endTime: start + round.length,
    rewardPerSecond: amount / BigInt(round.length),
    accRewardPerShare: currentAcc(s.qubeRounds),
  };
  s.qubeRounds = [...s.qubeRounds, added].slice(-MAX_QUBE_ROUNDS);
  s.qube.balance += amount;
  s.qube.cumulativeBalance += amount;
  emitEvent(ctx, GaugeAbi, 'QubeRewardRoundAdded', { new_qube_round: added });
}

export function onRewardDeposit(ctx: Ctx, id: number, amount: bigint, sender: string, gasTo: string, payload: string) {
  const s = ctx.state;
  const p = decodeRewardDepositPayload(payload);
  const token = at(s.extra, id, 'extra reward token of the gauge');
  if (!p) {
    sendTokens(ctx, token.wallet, amount, sender, gasTo);
    return;
  }
  token.balance += amount;
  token.cumulativeBalance += amount;
  emitEvent(ctx, GaugeAbi, 'RewardDeposit', { call_id: p.callId, sender, reward_id: id, amount });
}
