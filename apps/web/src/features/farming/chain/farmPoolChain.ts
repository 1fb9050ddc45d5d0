/**
 * On-chain farm pool calls through the wallet's provider (reference farming-gauges.md §1.4, §1.5): the chain's time,
 * LP deposit (a transfer with notify and the pool's `(deposit_owner, nonce)` payload), withdraw and claim with
 * 1 + 1 TYCHO per reward token, a reward deposit (a plain transfer with notify), and the owner's calls.
 */
import { EMPTY_CELL, FarmPoolAbi, TokenWalletAbi } from '@tycho/abi';
import { farmActionValue } from '@/shared/chain/gas';
import { getProviderClient, tokenWalletOf } from '@/shared/chain/providerClient';

/** A nonce: a random integer below 100000 (spec section 9's call id). */
const nonce = () => Math.floor(Math.random() * 100_000);
const TYCHO = 1_000_000_000n;
/** The owner's calls: 1 TYCHO (the pool needs 0.5; the rest comes back). */
const OWNER_VALUE = TYCHO;

/** The chain's time now (the pool's state generation time, unix seconds). */
export async function readChainNow(pool: string): Promise<number> {
  const { lib, client } = await getProviderClient();
  const { state } = await client.getFullContractState({ address: new lib.Address(pool) });
  return state ? Number(state.genTimings.genUtime) : Math.floor(Date.now() / 1000);
}

async function transferTo(args: {
  root: string;
  owner: string;
  pool: string;
  amount: bigint;
  payload: string;
  value: bigint;
}) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const wallet = new client.Contract(TokenWalletAbi, new lib.Address(await tokenWalletOf(args.root, args.owner)));
  const tx = await wallet.methods
    .transfer({
      amount: args.amount.toString(),
      recipient: new lib.Address(args.pool),
      deployWalletValue: '0',
      remainingGasTo: owner,
      notify: true,
      payload: args.payload,
    })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
  return tx.id.hash;
}

export async function sendFarmDeposit(args: {
  pool: string;
  lpRoot: string;
  owner: string;
  amount: bigint;
  nReward: number;
}) {
  const { lib, client } = await getProviderClient();
  const { deposit_payload: payload } = await new client.Contract(FarmPoolAbi, new lib.Address(args.pool)).methods
    .encodeDepositPayload({ deposit_owner: new lib.Address(args.owner), nonce: nonce() })
    .call();
  return transferTo({ ...args, root: args.lpRoot, payload, value: farmActionValue(args.nReward) });
}

/** Anyone's reward deposit: a transfer of a reward token to the pool (`RewardDeposit`). */
export async function sendRewardDeposit(args: { pool: string; root: string; owner: string; amount: bigint }) {
  return transferTo({ ...args, payload: EMPTY_CELL, value: TYCHO });
}

async function poolCall(pool: string, from: string) {
  const { lib, client } = await getProviderClient();
  return { contract: new client.Contract(FarmPoolAbi, new lib.Address(pool)), from: new lib.Address(from) };
}

export async function sendFarmWithdraw(args: { pool: string; owner: string; amount: bigint; nReward: number }) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .withdraw({ amount: args.amount.toString(), send_gas_to: from, nonce: nonce() })
    .send({ from, amount: farmActionValue(args.nReward).toString(), bounce: true });
  return tx.id.hash;
}

export async function sendFarmClaim(args: { pool: string; owner: string; nReward: number }) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .claimReward({ send_gas_to: from, nonce: nonce() })
    .send({ from, amount: farmActionValue(args.nReward).toString(), bounce: true });
  return tx.id.hash;
}

export async function sendAddRound(args: {
  pool: string;
  owner: string;
  startTime: number;
  rewardPerSecond: bigint[];
}) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .addRewardRound({
      reward_round: { startTime: args.startTime, rewardPerSecond: args.rewardPerSecond.map(String) },
      send_gas_to: from,
    })
    .send({ from, amount: OWNER_VALUE.toString(), bounce: true });
  return tx.id.hash;
}

export async function sendSetEnd(args: { pool: string; owner: string; end: number }) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .setEndTime({ farm_end_time: args.end, send_gas_to: from })
    .send({ from, amount: OWNER_VALUE.toString(), bounce: true });
  return tx.id.hash;
}

export async function sendWithdrawUnclaimedAll(args: { pool: string; owner: string }) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .withdrawUnclaimedAll({ to: from, send_gas_to: from, nonce: nonce() })
    .send({ from, amount: OWNER_VALUE.toString(), bounce: true });
  return tx.id.hash;
}
