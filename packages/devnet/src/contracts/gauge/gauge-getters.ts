/** The Gauge's getters (js-core `GaugeUtils`): details, rounds, token data, sync data, boost and payload helpers. */
import { type GaugeAbi, ZERO_ADDRESS } from '@tycho/abi';
import type { TypedGetters } from '../../engine/typed-model';
import { big } from '../tip3';
import { accountOf, type GaugeState, projected, roundsOut, syncData, tokenOut } from './gauge-core';
import { decodeDepositPayload, encodeDepositPayload, encodeRewardDepositPayload } from './payload';
import { boostedAmount } from './rewards';

const lastIdx = (n: number) => Math.max(n - 1, 0);

export const gaugeGetters: TypedGetters<GaugeState, typeof GaugeAbi> = {
  getDetails: (s) => ({
    _owner: s.owner,
    _voteEscrow: s.voteEscrow,
    _lockBoostedSupply: s.lockBoostedSupply,
    _totalBoostedSupply: s.totalBoostedSupply,
    _maxBoost: s.maxBoost,
    _maxLockTime: s.maxLockTime,
    _lastExtraRewardRoundIdx: s.extraRounds.map((r) => lastIdx(r.length)),
    _lastQubeRewardRoundIdx: lastIdx(s.qubeRounds.length),
    _lastRewardTime: s.lastRewardTime,
    _lastAverageUpdateTime: s.lastAverageUpdateTime ?? s.lastRewardTime,
    _initialized: s.initialized,
  }),
  getRewardDetails: (s) => ({
    _qubeRewardRounds: roundsOut(s.qubeRounds),
    _qubeVestingPeriod: s.qubeVestingPeriod,
    _qubeVestingRatio: s.qubeVestingRatio,
    _extraRewardRounds: s.extraRounds.map(roundsOut),
    _extraVestingPeriods: s.extraVestingPeriods,
    _extraVestingRatios: s.extraVestingRatios,
    _extraRewardEnded: s.extraRewardEnded,
    _withdrawAllLockPeriod: s.withdrawAllLockPeriod,
  }),
  getTokenDetails: (s) => ({
    _depositTokenData: tokenOut(s.deposit),
    _qubeTokenData: tokenOut(s.qube),
    _extraTokenData: s.extra.map(tokenOut),
  }),
  calculateRewardData: (s, _i, env) => {
    const p = projected(s, env.now);
    return {
      _lastRewardTime: p.time,
      _extraRewardRounds: p.extra,
      _extra_sync_idx: p.extra.map((r) => lastIdx(r.length)),
      _qubeRewardRounds: p.qube,
      _qube_sync_idx: lastIdx(p.qube.length),
    };
  },
  calcSyncData: (s, _i, env) => ({ value0: syncData(s, env.now) }),
  calculateBoostedAmount: (s, i) => ({
    boosted_amount: boostedAmount(big(i.amount), Number(i.lock_time), s.maxBoost, s.maxLockTime),
  }),
  encodeDepositPayload: (_s, i) => ({
    deposit_payload: encodeDepositPayload({
      owner: i.deposit_owner,
      lockTime: Number(i.lock_time),
      claim: i.claim,
      callId: Number(i.call_id),
      nonce: Number(i.nonce),
    }),
  }),
  encodeRewardDepositPayload: (_s, i) => ({
    reward_deposit_payload: encodeRewardDepositPayload(Number(i.call_id), Number(i.nonce)),
  }),
  decodeDepositPayload: (_s, i) => {
    const p = decodeDepositPayload(i.payload);
    return {
      deposit_owner: p?.owner ?? ZERO_ADDRESS,
      lock_time: p?.lockTime ?? 0,
      claim: p?.claim ?? false,
      call_id: p?.callId ?? 0,
      nonce: p?.nonce ?? 0,
      correct: p !== undefined,
    };
  },
  getGaugeAccountAddress: (_s, i, env) => ({ value0: accountOf(env, i.user) }),
};
