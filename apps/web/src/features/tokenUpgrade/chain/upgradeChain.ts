/** On-chain calls of the token upgrade through the wallet's provider (loaded with the lazy notice chunk). */
import { TokenRootAbi, TokenWalletAbi } from '@tycho/abi';
import { getProviderClient, tokenWalletOf } from '@/shared/chain/providerClient';
import { UPGRADE_GAS, type CheckReader, type UpgradeSnapshot } from '../logic/upgradeLogic';

/** The owner's token wallet of a root: balance (0 when not deployed) and last transaction lt. Rejects on failure. */
export async function readWalletState(
  root: string,
  owner: string,
): Promise<{ balance: bigint; lt: string | undefined }> {
  const { lib, client } = await getProviderClient();
  const wallet = new lib.Address(await tokenWalletOf(root, owner));
  const { state } = await client.getFullContractState({ address: wallet });
  if (!state?.isDeployed) return { balance: 0n, lt: state?.lastTransactionId?.lt };
  const contract = new client.Contract(TokenWalletAbi, wallet);
  const out = await contract.methods.balance({ answerId: 0 }).call({ responsible: true, cachedState: state });
  return { balance: BigInt(out.value0), lt: state.lastTransactionId?.lt };
}

async function readDecimals(root: string): Promise<number> {
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(TokenRootAbi, new lib.Address(root));
  const out = await contract.methods.decimals({ answerId: 0 }).call({ responsible: true });
  return Number(out.value0);
}

export const chainCheckReader: CheckReader = {
  balance: async (root, owner) => (await readWalletState(root, owner)).balance.toString(),
  decimals: readDecimals,
};

/** The v4 wallet's balance and lt and the v5 balance, read together. */
export async function readSnapshot(rootV4: string, rootV5: string, owner: string): Promise<UpgradeSnapshot> {
  const [v4, v5] = await Promise.all([readWalletState(rootV4, owner), readWalletState(rootV5, owner)]);
  return { v4: v4.balance, v4Lt: v4.lt, v5: v5.balance };
}

/**
 * Upgrade (spec 7): the owner burns `amount` of the v4 token from its wallet with the proxy as callback target
 * (1 coin attached, bounce); the v4 root notifies the proxy, which sends the same amount of the v5 token.
 */
export async function sendUpgradeBurn(args: {
  rootV4: string;
  proxy: string;
  owner: string;
  amount: bigint;
}): Promise<void> {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const wallet = new client.Contract(TokenWalletAbi, new lib.Address(await tokenWalletOf(args.rootV4, args.owner)));
  await wallet.methods
    .burn({
      amount: args.amount.toString(),
      remainingGasTo: owner,
      callbackTo: new lib.Address(args.proxy),
      payload: '',
    })
    .send({ from: owner, amount: UPGRADE_GAS, bounce: true });
}
