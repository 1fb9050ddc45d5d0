/**
 * On-chain gauge actions through the wallet's provider: deposit (an LP transfer with notify and the gauge's own
 * deposit payload), withdraw and claim (direct calls with the action gas). The user's figures: `@/shared/gauges`.
 */
import { GaugeAbi, TokenWalletAbi } from '@tycho/abi';
import { getProviderClient, tokenWalletOf } from '@/shared/chain/providerClient';

/** A call id: a random integer below 100000 (spec section 9). */
const callId = () => Math.floor(Math.random() * 100_000);

export async function sendDeposit(args: {
  gauge: string;
  lpRoot: string;
  owner: string;
  amount: bigint;
  lockSeconds: number;
  value: bigint;
}): Promise<string> {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const gauge = new lib.Address(args.gauge);
  const id = callId();
  const { deposit_payload: payload } = await new client.Contract(GaugeAbi, gauge).methods
    .encodeDepositPayload({ deposit_owner: owner, lock_time: args.lockSeconds, claim: false, call_id: id, nonce: id })
    .call();
  const wallet = new client.Contract(TokenWalletAbi, new lib.Address(await tokenWalletOf(args.lpRoot, args.owner)));
  const tx = await wallet.methods
    .transfer({
      amount: args.amount.toString(),
      recipient: gauge,
      deployWalletValue: '0',
      remainingGasTo: owner,
      notify: true,
      payload,
    })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
  return tx.id.hash;
}

export async function sendWithdraw(args: { gauge: string; owner: string; amount: bigint; value: bigint }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const id = callId();
  const tx = await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .withdraw({ amount: args.amount.toString(), claim: false, meta: { call_id: id, nonce: id, send_gas_to: owner } })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
  return tx.id.hash;
}

export async function sendClaim(args: { gauge: string; owner: string; value: bigint }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const id = callId();
  const tx = await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .claimReward({ meta: { call_id: id, nonce: id, send_gas_to: owner } })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
  return tx.id.hash;
}
