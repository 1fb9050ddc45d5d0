/**
 * A user's figures in a gauge, read on chain through the wallet's provider (spec 7 of document 1: "reading gauge and
 * escrow data for pending rewards"): the LP deposited in the user's GaugeAccount, each reward token's locked
 * (vesting) and unlocked (claimable) reward up to now (pending, as a claim would pay it), and the LP the gauge holds in all (the share's
 * denominator). Used by the gauge page and by the pool page's related rewards.
 */
import { GaugeAbi, GaugeAccountAbi } from '@tycho/abi';
import { getProviderClient } from '@/shared/chain/providerClient';
import { readVeAverages } from './veAverages';

export interface GaugeReward {
  /** Reward still vesting, smallest units. */
  locked: bigint;
  /** Reward ready to claim, smallest units. */
  unlocked: bigint;
  /** When the locked reward is all unlocked, unix seconds (the account's vesting time; absent: not read). */
  vestingTime?: number;
}

export interface GaugeUserData {
  /** LP the user deposited in the gauge (locked or not), smallest units. */
  balance: bigint;
  /** QUBE first, then the extra tokens; empty when the user has no GaugeAccount yet. */
  rewards: GaugeReward[];
  /** LP held by the gauge from every depositor, smallest units. */
  gaugeBalance: bigint;
  /** The account's boosts as stored at its last action (absent without a deposit). */
  boosts?: GaugeBoosts;
  /** Its lock-boosted and total-boosted balances (the weights of extras and of QUBE), smallest units. */
  lockBoosted?: bigint;
  totalBoosted?: bigint;
}

/** Multipliers (×1): lock = lockBoosted/U, ve = veBoosted/(0.4·U) (1 to 2.5), total = totalBoosted/U (QUBE's). */
export interface GaugeBoosts {
  lock: number;
  ve: number;
  total: number;
}

const ratioOf = (x: bigint, y: bigint) => (y > 0n ? Number((x * 10_000n) / y) / 10_000 : 1);

/** The boosts of an account from its getDetails balances. */
export function boostsOf(balance: bigint, lockBoosted: bigint, veBoosted: bigint, totalBoosted: bigint): GaugeBoosts {
  return {
    lock: ratioOf(lockBoosted, balance),
    ve: ratioOf(veBoosted, (balance * 4n) / 10n),
    total: ratioOf(totalBoosted, balance),
  };
}

/** The owner's figures in a gauge; zeros when the owner has no GaugeAccount yet. */
export async function readGaugeUser(gauge: string, owner: string): Promise<GaugeUserData> {
  const { lib, client } = await getProviderClient();
  const g = new client.Contract(GaugeAbi, new lib.Address(gauge));
  const [{ value0 }, tokens] = await Promise.all([
    g.methods.getGaugeAccountAddress({ answerId: 0, user: new lib.Address(owner) }).call({ responsible: true }),
    g.methods.getTokenDetails({}).call(),
  ]);
  const gaugeBalance = BigInt(tokens._depositTokenData.balance);
  const { state } = await client.getFullContractState({ address: value0 });
  if (!state?.isDeployed) return { balance: 0n, rewards: [], gaugeBalance };
  const account = new client.Contract(GaugeAccountAbi, value0);
  // what a claim would pay now: the account's rewards synced to the gauge's current reward data (the account itself
  // only holds what its last deposit, withdraw or claim synced), QUBE boosted by the veQUBE averages since then (the
  // gauge's VoteEscrow's and the owner's account there, as the account reads them at a claim)
  const [details, { value0: sync }, ve] = await Promise.all([
    account.methods.getDetails({ answerId: 0 }).call({ responsible: true, cachedState: state }),
    g.methods.calcSyncData({}).call(),
    g.methods
      .getDetails({})
      .call()
      .then(({ _voteEscrow }) => readVeAverages(_voteEscrow.toString(), owner)),
  ]);
  const pending = await account.methods.pendingReward({ ...ve, gauge_sync_data: sync }).call({ cachedState: state });
  const balance = BigInt(details._balance);
  return {
    balance,
    lockBoosted: BigInt(details._lockBoostedBalance),
    totalBoosted: BigInt(details._totalBoostedBalance),
    boosts:
      balance > 0n
        ? boostsOf(
            balance,
            BigInt(details._lockBoostedBalance),
            BigInt(details._veBoostedBalance),
            BigInt(details._totalBoostedBalance),
          )
        : undefined,
    rewards: [pending._qubeReward, ...pending._extraReward].map((r, i) => ({
      locked: BigInt(r.lockedReward),
      unlocked: BigInt(r.unlockedReward),
      vestingTime: Number([pending._qubeVesting, ...pending._extraVesting][i]?.vestingTime ?? 0),
    })),
    gaugeBalance,
  };
}
