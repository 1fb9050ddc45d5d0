/**
 * An account's rewards in a gauge (`/gauges/user-rewards`): the GaugeAccount's `pendingReward` over the gauge's
 * `calcSyncData` and the veQUBE averages (the gauge's VoteEscrow's `calculateAverage`, the user's VE account's
 * `calculateVeAverage`), the figures a claim would see now: each token's unlocked (claimable) and locked (vesting)
 * reward and vesting time, with the gauge's vesting terms.
 */
import { GaugeAbi, GaugeAccountAbi, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import type { GaugeUserReward } from '@tycho/api';
import type { Db } from '@tycho/db';
import { callGetter, type ChainReader } from '../chain/reader';
import { NotFoundError } from '../http/errors';
import { readGauge, tokenFacts } from './figures';

/**
 * The veQUBE (average, period) pairs now as a GaugeAccount's `pendingReward` takes them: the gauge's VoteEscrow's
 * total (`calculateAverage`) and the user's VE account's (`calculateVeAverage`); zeros where there is none (a gauge
 * without a VoteEscrow, a user who never locked QUBE), which count as no veQUBE.
 */
export function veAverages(chain: ChainReader, gaugeAddress: string, user: string) {
  const voteEscrow = callGetter(chain, gaugeAddress, GaugeAbi, 'getDetails', {})?._voteEscrow;
  const total = voteEscrow ? callGetter(chain, voteEscrow, VoteEscrowAbi, 'calculateAverage', {}) : undefined;
  const veAccount =
    voteEscrow && total
      ? callGetter(chain, voteEscrow, VoteEscrowAbi, 'getVoteEscrowAccountAddress', { answerId: 0, user })?.value0
      : undefined;
  const own = veAccount ? callGetter(chain, veAccount, VoteEscrowAccountAbi, 'calculateVeAverage', {}) : undefined;
  return {
    _veQubeAverage: total?._veQubeAverage ?? '0',
    _veQubeAveragePeriod: total?._veQubeAveragePeriod ?? 0,
    _veAccQubeAverage: own?._veQubeAverage ?? '0',
    _veAccQubeAveragePeriod: own?._veQubeAveragePeriod ?? 0,
  };
}

/**
 * What a claim would see now in one GaugeAccount: per reward token (QUBE first) the unlocked (claimable) and locked
 * (vesting) reward and the vesting time, from `pendingReward` over the gauge's `calcSyncData` and the account owner's
 * veQUBE averages; undefined when the account is not deployed.
 */
export function pendingRewards(chain: ChainReader, gaugeAddress: string, account: string) {
  const sync = callGetter(chain, gaugeAddress, GaugeAbi, 'calcSyncData', {})?.value0;
  const user = sync ? callGetter(chain, account, GaugeAccountAbi, 'getDetails', { answerId: 0 })?._user : undefined;
  const pending =
    sync && user
      ? callGetter(chain, account, GaugeAccountAbi, 'pendingReward', {
          ...veAverages(chain, gaugeAddress, user),
          gauge_sync_data: sync,
        })
      : undefined;
  if (!pending) return undefined;
  const vesting = [pending._qubeVesting, ...pending._extraVesting];
  return [pending._qubeReward, ...pending._extraReward].map((r, i) => ({
    unlocked: BigInt(r.unlockedReward),
    locked: BigInt(r.lockedReward),
    vestingTime: Number(vesting[i]?.vestingTime ?? 0),
  }));
}

export async function userRewards(db: Db, chain: ChainReader, gaugeAddress: string, userAddress: string) {
  const state = readGauge(chain, gaugeAddress);
  if (!state) throw new NotFoundError(`gaugeAddress: ${gaugeAddress} is not a known gauge`);
  const account = callGetter(chain, gaugeAddress, GaugeAbi, 'getGaugeAccountAddress', {
    answerId: 0,
    user: userAddress,
  })?.value0;
  const pending = account ? pendingRewards(chain, gaugeAddress, account) : undefined;
  if (!pending) return { rewards: [] };
  const facts = await tokenFacts(
    db,
    state.rewards.map((r) => r.root),
  );
  return {
    rewards: state.rewards.map((r, i): GaugeUserReward => {
      const known = facts.get(r.root.toLowerCase());
      const locked = pending[i]?.locked ?? 0n;
      return {
        tokenRoot: r.root,
        tokenSymbol: known?.symbol ?? '',
        decimals: known?.decimals ?? null,
        unlockedReward: String(pending[i]?.unlocked ?? 0n),
        lockedReward: String(locked),
        vestingTime: locked > 0n ? (pending[i]?.vestingTime ?? 0) : null,
        vestingPeriod: r.vestingPeriod,
        vestingRatio: r.vestingRatio,
      };
    }),
  };
}
