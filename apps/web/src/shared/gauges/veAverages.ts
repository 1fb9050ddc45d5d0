/**
 * The veQUBE (average, period) pairs a GaugeAccount's `pendingReward` takes, read now: the VoteEscrow's total
 * (`calculateAverage`) and the user's account there (`calculateVeAverage`, found as everywhere through
 * `voteEscrowAccount`; zeros while the user never locked QUBE). With them `pendingReward` gives what a claim now
 * pays: the account boosts QUBE by the averages over the interval since its last action.
 */
import { voteEscrowAccount } from '@/shared/chain/voteEscrowAccount';

export interface VeAverageInputs {
  _veQubeAverage: string;
  _veQubeAveragePeriod: string;
  _veAccQubeAverage: string;
  _veAccQubeAveragePeriod: string;
}

export async function readVeAverages(voteEscrow: string, user: string): Promise<VeAverageInputs> {
  const { escrow, account, state } = await voteEscrowAccount(voteEscrow, user);
  const [total, own] = await Promise.all([
    escrow.methods.calculateAverage({}).call(),
    state ? account.methods.calculateVeAverage({}).call({ cachedState: state }) : undefined,
  ]);
  return {
    _veQubeAverage: total._veQubeAverage,
    _veQubeAveragePeriod: total._veQubeAveragePeriod,
    _veAccQubeAverage: own?._veQubeAverage ?? '0',
    _veAccQubeAveragePeriod: own?._veQubeAveragePeriod ?? '0',
  };
}
