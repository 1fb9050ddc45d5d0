/**
 * VoteEscrow (dao `VoteEscrow.tsol` and its bases): QUBE locks by TIP-3 transfer with a payload (deposit, whitelist
 * payment, distribution supply top-up), withdrawals of unlocked QUBE, gauge whitelist and DAO approval, the owner's
 * setup; the epoch voting is in `root-voting.ts`, the getters in `root-getters.ts`. Each user's locks live in their
 * VoteEscrowAccount (`account.ts`). Devnet deviations (package README): whitelisting by payment also refuses
 * addresses that are not gauges of the GaugeFactory; the end-of-voting passes run in one transaction; upgrades,
 * pause, emergency, manager and code installs are not modelled; the proposal entry points are in `root-proposals.ts`.
 */
import { abiJson, callOf, TokenRootAbi, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { functionId } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { senderOf } from '../../engine/must';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { ensure } from '../../engine/types';
import { big } from '../tip3';
import { BPS, PayloadType, VE_ACCOUNT_KIND, VE_KIND, VeErrors, VeGas } from './constants';
import { veMint } from './math';
import { decodeVePayload } from './payload';
import {
  accountOf,
  type Ctx,
  isActive,
  isFactoryGauge,
  onlyAccount,
  onlyDao,
  onlyOwner,
  reserveRoot,
  returnGas,
  sendQube,
  updateVeAverage,
  type VoteEscrowState,
} from './root-core';
import { veGetters } from './root-getters';
import { proposalHandlers } from './root-proposals';
import { removeGauge, votingHandlers } from './root-voting';

function refund(ctx: Ctx, callId: number, user: string, amount: bigint, sender: string, gasTo: string) {
  emitEvent(ctx, VoteEscrowAbi, 'DepositRevert', { call_id: callId, user, amount });
  sendQube(ctx, amount, sender, gasTo);
  returnGas(ctx, gasTo);
}

function whitelist(ctx: Ctx, gauge: string, callId: number) {
  const s = ctx.state;
  s.whitelist.push(gauge);
  s.gaugesNum += 1;
  emitEvent(ctx, VoteEscrowAbi, 'GaugeWhitelist', { call_id: callId, gauge });
  if (s.autoDaoApprove && !s.daoApproved.includes(gauge)) {
    s.daoApproved.push(gauge);
    emitEvent(ctx, VoteEscrowAbi, 'GaugeDAOApprove', { call_id: 0, gauge });
  }
}

function onTokens(ctx: Ctx, amount: bigint, sender: string, gasTo: string, payload: string) {
  const s = ctx.state;
  const p = decodeVePayload(payload);
  const user = p?.type === PayloadType.DEPOSIT ? p.owner : sender;
  const refuse = () => refund(ctx, p?.callId ?? 0, user, amount, sender, gasTo);
  if (!p || !isActive(s) || ctx.value < VeGas.MIN_MSG_VALUE) return refuse();
  if (p.type === PayloadType.DISTRIBUTION) {
    s.distributionSupply += amount;
    emitEvent(ctx, VoteEscrowAbi, 'DistributionSupplyIncrease', { call_id: p.callId, amount });
    return returnGas(ctx, gasTo);
  }
  if (p.type === PayloadType.WHITELIST) {
    const taken = s.whitelist.includes(p.gauge);
    if (taken || amount < s.gaugeWhitelistPrice || s.votingStart !== 0 || !isFactoryGauge(ctx, p.gauge)) {
      return refuse();
    }
    s.whitelistPayments += amount;
    whitelist(ctx, p.gauge, p.callId);
    return returnGas(ctx, gasTo);
  }
  if (p.lockTime < s.qubeMinLockTime || p.lockTime > s.qubeMaxLockTime) return refuse();
  const veAmount = veMint(amount, p.lockTime, s.qubeMaxLockTime);
  s.depositNonce += 1;
  s.pending[s.depositNonce] = { user, sender, amount, veAmount, lockTime: p.lockTime, callId: p.callId, gasTo };
  const call = callOf(VoteEscrowAccountAbi, 'processDeposit', {
    deposit_nonce: s.depositNonce,
    qube_amount: amount,
    ve_amount: veAmount,
    lock_time: p.lockTime,
    meta: { call_id: p.callId, nonce: p.nonce, send_gas_to: gasTo },
  });
  if (s.accounts.includes(user)) {
    ctx.send({ to: accountOf(ctx, user), flag: Flag.ALL_NOT_RESERVED, bounce: true, call });
  } else {
    s.accounts.push(user);
    emitEvent(ctx, VoteEscrowAbi, 'VoteEscrowAccountDeploy', { user });
    ctx.deploy(VE_ACCOUNT_KIND, { voteEscrow: ctx.self, user }, { value: 0n, flag: Flag.ALL_NOT_RESERVED, call });
  }
}

const meta0 = (m: { call_id: string | number; send_gas_to: string }) => ({ id: Number(m.call_id), to: m.send_gas_to });

export const VoteEscrowModel = typedModel<VoteEscrowState, typeof VoteEscrowAbi>({
  kind: VE_KIND,
  abi: VoteEscrowAbi,
  init: (p) => ({
    owner: '',
    dao: '',
    qube: '',
    qubeWallet: '',
    gaugeFactory: typeof p.gaugeFactory === 'string' ? p.gaugeFactory : '',
    autoDaoApprove: p.autoDaoApprove !== false,
    treasuryTokens: 0n,
    teamTokens: 0n,
    qubeBalance: 0n,
    veQubeBalance: 0n,
    veQubeAverage: 0n,
    veQubeAveragePeriod: 0,
    lastUpdateTime: 0,
    distributionSupply: 0n,
    qubeMinLockTime: 7 * 86_400,
    qubeMaxLockTime: 4 * 365 * 60 * 60,
    gaugeWhitelistPrice: 0n,
    whitelistPayments: 0n,
    emissionDebt: 0n,
    initialized: false,
    paused: false,
    emergency: false,
    epochTime: 0,
    timeBeforeVoting: 0,
    votingTime: 0,
    gaugeMinVotesRatio: 0,
    gaugeMaxVotesRatio: 0,
    gaugeMaxDowntime: 0,
    maxGaugesPerVote: 0,
    votingNormalizing: 0,
    gaugesNum: 0,
    currentEpoch: 0,
    epochStart: 0,
    epochEnd: 0,
    votingStart: 0,
    votingEnd: 0,
    totalVotes: 0n,
    whitelist: [],
    daoApproved: [],
    votes: {},
    downtimes: {},
    schedule: [],
    scheme: [],
    accounts: [],
    depositNonce: 0,
    pending: {},
  }),
  handlers: {
    constructor(ctx, i) {
      const s = ctx.state;
      s.owner = i._owner;
      s.qube = i._qube;
      s.dao = i._dao;
      s.lastUpdateTime = ctx.now;
      ctx.send({
        to: i._qube,
        value: VeGas.DEPLOY_WALLET_GAS + VeGas.DEPLOY_WALLET_VALUE,
        bounce: true,
        call: callOf(TokenRootAbi, 'deployWallet', {
          answerId: functionId(abiJson(VoteEscrowAbi), 'receiveTokenWalletAddress'),
          walletOwner: ctx.self,
          deployWalletValue: VeGas.DEPLOY_WALLET_VALUE,
        }),
      });
    },
    receiveTokenWalletAddress(ctx, i) {
      if (ctx.sender === ctx.state.qube && !ctx.state.qubeWallet) ctx.state.qubeWallet = i.wallet;
    },
    onAcceptTokensTransfer(ctx, i) {
      reserveRoot(ctx);
      // Another token is swallowed with no accounting, like the contract.
      if (ctx.sender !== ctx.state.qubeWallet) return;
      onTokens(ctx, big(i.amount), i.sender, i.remainingGasTo, i.payload);
    },
    revertDeposit(ctx, i) {
      onlyAccount(ctx, i.user);
      const d = ctx.state.pending[i.deposit_nonce];
      ensure(d, VeErrors.BAD_INPUT);
      delete ctx.state.pending[i.deposit_nonce];
      reserveRoot(ctx);
      refund(ctx, d.callId, d.user, d.amount, d.sender, d.gasTo);
    },
    finishDeposit(ctx, i) {
      onlyAccount(ctx, i.user);
      const s = ctx.state;
      const d = s.pending[i.deposit_nonce];
      ensure(d, VeErrors.BAD_INPUT);
      delete s.pending[i.deposit_nonce];
      reserveRoot(ctx);
      updateVeAverage(ctx);
      s.qubeBalance += d.amount;
      s.veQubeBalance += d.veAmount;
      emitEvent(ctx, VoteEscrowAbi, 'Deposit', {
        call_id: d.callId,
        user: i.user,
        amount: d.amount,
        ve_amount: d.veAmount,
        lock_time: d.lockTime,
        key: i.deposit_key,
      });
      returnGas(ctx, d.gasTo);
    },
    withdraw(ctx, i) {
      const s = ctx.state;
      ensure(ctx.value >= VeGas.MIN_MSG_VALUE, VeErrors.LOW_MSG_VALUE);
      ensure(isActive(s) || ctx.sender === s.owner, VeErrors.NOT_ACTIVE);
      reserveRoot(ctx);
      const user = senderOf(ctx);
      if (!s.accounts.includes(user)) {
        emitEvent(ctx, VoteEscrowAbi, 'WithdrawRevert', { call_id: i.meta.call_id, user });
        return returnGas(ctx, i.meta.send_gas_to);
      }
      ctx.send({
        to: accountOf(ctx, user),
        flag: Flag.ALL_NOT_RESERVED,
        bounce: true,
        call: callOf(VoteEscrowAccountAbi, 'processWithdraw', { meta: i.meta }),
      });
    },
    revertWithdraw(ctx, i) {
      onlyAccount(ctx, i.user);
      reserveRoot(ctx);
      emitEvent(ctx, VoteEscrowAbi, 'WithdrawRevert', { call_id: i.meta.call_id, user: i.user });
      returnGas(ctx, i.meta.send_gas_to);
    },
    finishWithdraw(ctx, i) {
      onlyAccount(ctx, i.user);
      const amount = big(i.unlockedQubes);
      ctx.state.qubeBalance -= amount;
      reserveRoot(ctx);
      if (amount > 0n) sendQube(ctx, amount, i.user, i.meta.send_gas_to);
      emitEvent(ctx, VoteEscrowAbi, 'Withdraw', { call_id: i.meta.call_id, user: i.user, amount });
      returnGas(ctx, i.meta.send_gas_to);
    },
    burnVeQubes(ctx, i) {
      onlyAccount(ctx, i.user);
      const amount = big(i.expiredVeQubes);
      const s = ctx.state;
      updateVeAverage(ctx);
      s.veQubeBalance = s.veQubeBalance > amount ? s.veQubeBalance - amount : 0n;
      emitEvent(ctx, VoteEscrowAbi, 'VeQubesBurn', { user: i.user, amount, expiredDeposits: i.expiredDeposits });
    },
    setQubeLockTimeLimits(ctx, i) {
      onlyOwner(ctx);
      const [min, max] = [Number(i.new_min), Number(i.new_max)];
      ensure(min > 0 && min < max, VeErrors.BAD_INPUT);
      Object.assign(ctx.state, { qubeMinLockTime: min, qubeMaxLockTime: max });
      emitEvent(ctx, VoteEscrowAbi, 'NewQubeLockLimits', { call_id: i.meta.call_id, new_min: min, new_max: max });
    },
    setWhitelistPrice(ctx, i) {
      onlyOwner(ctx);
      ctx.state.gaugeWhitelistPrice = big(i.new_price);
      emitEvent(ctx, VoteEscrowAbi, 'WhitelistPriceUpdate', { call_id: i.meta.call_id, amount: i.new_price });
    },
    addToWhitelist(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      ensure(s.votingStart === 0 && !s.whitelist.includes(i.gauge), VeErrors.BAD_INPUT);
      whitelist(ctx, i.gauge, meta0(i.meta).id);
    },
    removeFromWhitelist(ctx, i) {
      onlyOwner(ctx);
      ensure(ctx.state.votingStart === 0 && ctx.state.whitelist.includes(i.gauge), VeErrors.BAD_INPUT);
      removeGauge(ctx, i.gauge, meta0(i.meta).id);
    },
    approveGaugeDAO(ctx, i) {
      onlyDao(ctx);
      const s = ctx.state;
      ensure(s.whitelist.includes(i.gauge), VeErrors.GAUGE_NOT_WHITELISTED);
      if (!s.daoApproved.includes(i.gauge)) s.daoApproved.push(i.gauge);
      emitEvent(ctx, VoteEscrowAbi, 'GaugeDAOApprove', { call_id: 0, gauge: i.gauge });
    },
    removeGaugeDAO(ctx, i) {
      onlyDao(ctx);
      // needs an approval entry (`gaugeDaoApproved.exists`), then removes the gauge completely
      ensure(ctx.state.daoApproved.includes(i.gauge), VeErrors.GAUGE_NOT_WHITELISTED);
      removeGauge(ctx, i.gauge, 0);
    },
    setVotingParams(ctx, i) {
      onlyOwner(ctx);
      const params = {
        epochTime: Number(i._epoch_time),
        timeBeforeVoting: Number(i._time_before_voting),
        votingTime: Number(i._voting_time),
        gaugeMinVotesRatio: Number(i._gauge_min_votes_ratio),
        gaugeMaxVotesRatio: Number(i._gauge_max_votes_ratio),
        gaugeMaxDowntime: Number(i._gauge_max_downtime),
        maxGaugesPerVote: Number(i._max_gauges_per_vote),
      };
      const { epochTime, timeBeforeVoting, votingTime, gaugeMinVotesRatio: minR, gaugeMaxVotesRatio: maxR } = params;
      const valid = timeBeforeVoting + votingTime < epochTime && minR < maxR && maxR <= Number(BPS);
      ensure(valid && params.maxGaugesPerVote > 0, VeErrors.BAD_INPUT);
      Object.assign(ctx.state, params);
      emitEvent(ctx, VoteEscrowAbi, 'NewVotingParams', { call_id: i.meta.call_id, ...params });
    },
    setDistributionScheme(ctx, i) {
      onlyOwner(ctx);
      const scheme = i._new_scheme.map(Number);
      ensure(scheme.length === 3 && scheme.reduce((a, b) => a + b, 0) === Number(BPS), VeErrors.BAD_INPUT);
      ctx.state.scheme = scheme;
      emitEvent(ctx, VoteEscrowAbi, 'DistributionSchemeUpdate', {
        call_id: i.meta.call_id,
        distribution_scheme: scheme,
      });
    },
    setDistribution(ctx, i) {
      onlyOwner(ctx);
      ctx.state.schedule = [...ctx.state.schedule, ...i._new_distribution.map(big)];
      emitEvent(ctx, VoteEscrowAbi, 'DistributionScheduleUpdate', {
        call_id: i.meta.call_id,
        distribution: ctx.state.schedule,
      });
    },
    initialize(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      ensure(!s.initialized, VeErrors.ALREADY_INITIALIZED);
      const ready = s.schedule.length > 0 && s.scheme.length === 3 && s.gaugeWhitelistPrice > 0n && s.epochTime > 0;
      ensure(ready && s.qubeWallet !== '', VeErrors.CANT_BE_INITIALIZED);
      s.initialized = true;
      s.currentEpoch = 1;
      s.epochStart = ctx.now + Number(i.start_offset);
      s.epochEnd = s.epochStart + s.epochTime;
      emitEvent(ctx, VoteEscrowAbi, 'Initialize', {
        init_time: ctx.now,
        epoch_start: s.epochStart,
        epoch_end: s.epochEnd,
      });
    },
    deployVoteEscrowAccount(ctx, i) {
      const s = ctx.state;
      reserveRoot(ctx);
      if (!s.accounts.includes(i.user)) {
        s.accounts.push(i.user);
        emitEvent(ctx, VoteEscrowAbi, 'VoteEscrowAccountDeploy', { user: i.user });
        ctx.deploy(VE_ACCOUNT_KIND, { voteEscrow: ctx.self, user: i.user }, { value: VeGas.TRANSFER, bounce: false });
      }
      returnGas(ctx, senderOf(ctx));
    },
    ...votingHandlers,
    ...proposalHandlers,
  },
  getters: veGetters,
});
