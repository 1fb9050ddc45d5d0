/** The gauge factory through the wallet's provider: its QUBE root, `deployGauge`, and the NewGauge it emits. */
import { GaugeFactoryAbi } from '@tycho/abi';
import { sendBuiltCall, walletCallOf, type BuiltCall } from '@/shared/chain/builtCall';
import type { WalletCall } from '@/shared/chain/preview/types';
import { getProviderClient } from '@/shared/chain/providerClient';
import type { DeployGaugeParams } from '../logic/createGauge';

export async function readFactoryQube(factory: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(GaugeFactoryAbi, new lib.Address(factory));
  const details = await contract.methods.getDetails({}).call();
  return details._qube.toString();
}

/** The factory's newest transaction's logical time, so NewGauge events after a send can be told apart. */
export async function factoryLastLt(factory: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const { transactions } = await client.getTransactions({ address: new lib.Address(factory), limit: 1 });
  return transactions[0]?.id.lt ?? '0';
}

/** A gauge's creation: the factory's deployGauge with its call id and the coin the factory asks. */
export interface DeployGaugeCall {
  factory: string;
  owner: string;
  params: DeployGaugeParams;
  callId: number;
  value: bigint;
}

/** The one builder of deployGauge: the preview before signing runs it, the send signs it (same call id). */
async function deployGaugeMethod(args: DeployGaugeCall): Promise<BuiltCall> {
  const { lib, client } = await getProviderClient();
  const { params } = args;
  const method = new client.Contract(GaugeFactoryAbi, new lib.Address(args.factory)).methods.deployGauge({
    gauge_owner: new lib.Address(args.owner),
    depositTokenRoot: new lib.Address(params.depositRoot),
    maxBoost: params.maxBoost,
    maxLockTime: params.maxLockTime,
    rewardTokenRoots: params.rewardRoots.map((r) => new lib.Address(r)),
    vestingPeriods: params.vestingPeriods,
    vestingRatios: params.vestingRatios,
    withdrawAllLockPeriod: params.withdrawAllLockPeriod,
    call_id: args.callId,
  });
  return { recipient: args.factory, amount: args.value, method };
}

export async function sendDeployGauge(args: DeployGaugeCall): Promise<void> {
  await sendBuiltCall(await deployGaugeMethod(args), args.owner);
}

/** The message sendDeployGauge asks the wallet to send, for the preview before signing. */
export async function deployGaugeWalletCall(args: DeployGaugeCall): Promise<WalletCall> {
  return walletCallOf(await deployGaugeMethod(args));
}

/** The gauge of the factory's NewGauge with `callId` after `sinceLt`, or undefined when it has not come yet. */
export async function findNewGauge(factory: string, callId: number, sinceLt: string): Promise<string | undefined> {
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(GaugeFactoryAbi, new lib.Address(factory));
  const { transactions } = await client.getTransactions({ address: new lib.Address(factory), limit: 50 });
  for (const tx of transactions.filter((t) => BigInt(t.id.lt) > BigInt(sinceLt))) {
    const events = await contract.decodeTransactionEvents({ transaction: tx });
    for (const e of events)
      if (e.event === 'NewGauge' && Number(e.data.call_id) === callId) return e.data.gauge.toString();
  }
  return undefined;
}
