/**
 * On-chain gauge calls through the wallet's provider: the user's GaugeAccount figures, and deposit (an LP transfer
 * with notify and the gauge's own deposit payload), withdraw and claim (direct calls with the action gas).
 */
import { GaugeAbi, GaugeAccountAbi, TokenWalletAbi } from '@tycho/abi';
import { getProviderClient, tokenWalletOf } from '@/shared/chain/providerClient';

export interface GaugePosition {
  /** LP deposited, smallest units. */
  balance: bigint;
  /** Rewards ready to claim: QUBE first, then the extra tokens, smallest units. */
  unlocked: bigint[];
}

/** A call id: a random integer below 100000 (spec section 9). */
const callId = () => Math.floor(Math.random() * 100_000);

/** The owner's position in a gauge; zeros when the owner has no GaugeAccount yet. */
export async function readPosition(gauge: string, owner: string): Promise<GaugePosition> {
  const { lib, client } = await getProviderClient();
  const g = new client.Contract(GaugeAbi, new lib.Address(gauge));
  const { value0 } = await g.methods
    .getGaugeAccountAddress({ answerId: 0, user: new lib.Address(owner) })
    .call({ responsible: true });
  const { state } = await client.getFullContractState({ address: value0 });
  if (!state?.isDeployed) return { balance: 0n, unlocked: [] };
  const account = new client.Contract(GaugeAccountAbi, value0);
  const details = await account.methods.getDetails({ answerId: 0 }).call({ responsible: true, cachedState: state });
  const rewards = await account.methods
    .getRewardDetails({ answerId: 0 })
    .call({ responsible: true, cachedState: state });
  return {
    balance: BigInt(details._balance),
    unlocked: [rewards._qubeReward, ...rewards._extraReward].map((r) => BigInt(r.unlockedReward)),
  };
}

export async function sendDeposit(args: {
  gauge: string;
  lpRoot: string;
  owner: string;
  amount: bigint;
  lockSeconds: number;
  value: bigint;
}): Promise<void> {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const gauge = new lib.Address(args.gauge);
  const id = callId();
  const { deposit_payload: payload } = await new client.Contract(GaugeAbi, gauge).methods
    .encodeDepositPayload({ deposit_owner: owner, lock_time: args.lockSeconds, claim: false, call_id: id, nonce: id })
    .call();
  const wallet = new client.Contract(TokenWalletAbi, new lib.Address(await tokenWalletOf(args.lpRoot, args.owner)));
  await wallet.methods
    .transfer({
      amount: args.amount.toString(),
      recipient: gauge,
      deployWalletValue: '0',
      remainingGasTo: owner,
      notify: true,
      payload,
    })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
}

export async function sendWithdraw(args: { gauge: string; owner: string; amount: bigint; value: bigint }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const id = callId();
  await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .withdraw({ amount: args.amount.toString(), claim: false, meta: { call_id: id, nonce: id, send_gas_to: owner } })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
}

export async function sendClaim(args: { gauge: string; owner: string; value: bigint }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const id = callId();
  await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .claimReward({ meta: { call_id: id, nonce: id, send_gas_to: owner } })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
}
