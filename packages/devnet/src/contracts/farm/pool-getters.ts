/** The farm pool's getters (`getDetails`, `calculateRewardData`, `getUserDataAddress`, the payload encoder). */
import { type FarmPoolAbi, ZERO_ADDRESS } from '@tycho/abi';
import type { TypedGetters } from '../../engine/typed-model';
import { FARM_USER_DATA_KIND } from './constants';
import { encodeFarmDepositPayload } from './payload';
import { type FarmPoolState, projectedReward, userDataInit } from './pool-core';

export const poolGetters: TypedGetters<FarmPoolState, typeof FarmPoolAbi> = {
  getDetails: (s) => ({
    value0: {
      lastRewardTime: s.lastRewardTime,
      farmEndTime: s.farmEndTime,
      vestingPeriod: s.vestingPeriod,
      vestingRatio: s.vestingRatio,
      tokenRoot: s.tokenRoot,
      tokenWallet: s.tokenWallet || ZERO_ADDRESS,
      tokenBalance: s.tokenBalance,
      rewardRounds: s.rounds.map((r) => ({ startTime: r.startTime, rewardPerSecond: [...r.rewardPerSecond] })),
      accRewardPerShare: s.accRewardPerShare,
      rewardTokenRoot: s.rewardRoots,
      rewardTokenWallet: s.rewardWallets.map((w) => w || ZERO_ADDRESS),
      rewardTokenBalance: s.rewardBalance,
      rewardTokenBalanceCumulative: s.rewardBalanceCumulative,
      unclaimedReward: s.unclaimedReward,
      owner: s.owner,
      fabric: s.fabric || ZERO_ADDRESS,
      user_data_version: 0,
      pool_version: 0,
    },
  }),
  calculateRewardData: (s, _i, env) => {
    const p = projectedReward(s, env.now);
    return {
      _lastRewardTime: p.lastRewardTime,
      _accRewardPerShare: p.accRewardPerShare,
      _unclaimedReward: p.unclaimedReward,
    };
  },
  getUserDataAddress: (s, i, env) => ({
    value0: env.addressOf(FARM_USER_DATA_KIND, userDataInit(s, env.self, i.user)),
  }),
  encodeDepositPayload: (_s, i) => ({ deposit_payload: encodeFarmDepositPayload(i.deposit_owner, Number(i.nonce)) }),
};
