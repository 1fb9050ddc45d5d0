/** The farm fabric through the wallet's provider: `deployFarmPool` and the NewFarmPool it emits. */
import { FarmFabricAbi } from '@tycho/abi';
import { sendBuiltCall, walletCallOf, type BuiltCall } from '@/shared/chain/builtCall';
import type { WalletCall } from '@/shared/chain/preview/types';
import { getProviderClient } from '@/shared/chain/providerClient';
import { CREATE_FARM_VALUE, type DeployFarmParams } from '../logic/createFarm';

/** The fabric's newest transaction's logical time, so NewFarmPool events after a send can be told apart. */
export async function fabricLastLt(fabric: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const { transactions } = await client.getTransactions({ address: new lib.Address(fabric), limit: 1 });
  return transactions[0]?.id.lt ?? '0';
}

/** The one builder of the fabric's deployFarmPool (7 TYCHO, not returned): the preview runs it, the send signs it. */
async function deployFarmMethod(args: { fabric: string; owner: string; params: DeployFarmParams }): Promise<BuiltCall> {
  const { lib, client } = await getProviderClient();
  const { params } = args;
  const method = new client.Contract(FarmFabricAbi, new lib.Address(args.fabric)).methods.deployFarmPool({
    pool_owner: new lib.Address(args.owner),
    reward_rounds: [{ startTime: params.startTime, rewardPerSecond: params.rewardPerSecond.map(String) }],
    tokenRoot: new lib.Address(params.tokenRoot),
    rewardTokenRoot: params.rewardRoots.map((r) => new lib.Address(r)),
    vestingPeriod: params.vestingPeriod,
    vestingRatio: params.vestingRatio,
    withdrawAllLockPeriod: params.withdrawAllLockPeriod,
  });
  return { recipient: args.fabric, amount: CREATE_FARM_VALUE, method };
}

export async function sendDeployFarmPool(args: { fabric: string; owner: string; params: DeployFarmParams }) {
  return (await sendBuiltCall(await deployFarmMethod(args), args.owner)).hash;
}

/** The message sendDeployFarmPool asks the wallet to send, for the preview before signing. */
export async function deployFarmWalletCall(args: {
  fabric: string;
  owner: string;
  params: DeployFarmParams;
}): Promise<WalletCall> {
  return walletCallOf(await deployFarmMethod(args));
}

/**
 * The pool of a NewFarmPool after `sinceLt` for this owner, farm token and first start (the fabric's event carries
 * no call id), or undefined when it has not come yet.
 */
export async function findNewFarmPool(
  fabric: string,
  sinceLt: string,
  match: { owner: string; tokenRoot: string; startTime: number },
): Promise<string | undefined> {
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(FarmFabricAbi, new lib.Address(fabric));
  const { transactions } = await client.getTransactions({ address: new lib.Address(fabric), limit: 50 });
  const same = (a: { toString(): string }, b: string) => a.toString().toLowerCase() === b.toLowerCase();
  for (const tx of transactions.filter((t) => BigInt(t.id.lt) > BigInt(sinceLt))) {
    for (const e of await contract.decodeTransactionEvents({ transaction: tx })) {
      if (e.event !== 'NewFarmPool') continue;
      const d = e.data;
      if (
        same(d.pool_owner, match.owner) &&
        same(d.tokenRoot, match.tokenRoot) &&
        Number(d.reward_rounds[0]?.startTime) === match.startTime
      )
        return d.pool.toString();
    }
  }
  return undefined;
}
