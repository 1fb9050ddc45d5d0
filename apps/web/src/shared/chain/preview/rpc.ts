/** PreviewRpc over the wallet's provider (everscale-inpage-provider's raw API: executeLocal, getFullContractState, runLocal). */
import { EverWalletAbiJson, TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { getProviderClient } from '../providerClient';
import type { ChainState, PreviewRpc } from './types';

/** The empty cell: the wallet's payload of a plain transfer. */
const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';

type Output = Record<string, unknown> | undefined;

export async function providerPreviewRpc(): Promise<PreviewRpc> {
  const { client } = await getProviderClient();
  const raw = client.rawApi;
  const getter = async (address: string, abi: string, method: string, cachedState?: ChainState): Promise<Output> => {
    const { output, code } = await raw.runLocal({
      address,
      cachedState,
      responsible: true,
      functionCall: { abi, method, params: { answerId: 0 } },
    });
    return code === 0 ? (output as Output) : undefined;
  };
  return {
    async executeLocal(request) {
      const result =
        request.kind === 'wallet'
          ? await raw.executeLocal({
              address: request.address,
              payload: {
                abi: EverWalletAbiJson,
                method: 'sendTransaction',
                params: {
                  dest: request.call.recipient,
                  value: request.call.amount.toString(),
                  bounce: request.call.bounce,
                  flags: 3,
                  payload: request.call.body ?? EMPTY_CELL,
                },
              },
              messageHeader: { type: 'external', publicKey: request.publicKey, withoutSignature: true },
              executorParams: { disableSignatureCheck: true },
            })
          : await raw.executeLocal({
              address: request.address,
              cachedState: request.cachedState,
              payload: request.body ?? '',
              messageHeader: {
                type: 'internal',
                sender: request.sender,
                amount: request.amount,
                bounce: request.bounce,
                bounced: request.bounced,
              },
            });
      return { transaction: result.transaction, newState: result.newState };
    },
    async getFullContractState(address) {
      return (await raw.getFullContractState({ address })).state;
    },
    async tokenWallet(address, state) {
      try {
        const [owner, root, balance] = await Promise.all(
          ['owner', 'root', 'balance'].map((m) => getter(address, TokenWalletAbiJson, m, state)),
        );
        if (!owner || !root || !balance) return undefined;
        return { owner: String(owner.value0), root: String(root.value0), balance: BigInt(String(balance.value0)) };
      } catch {
        return undefined;
      }
    },
    async tokenInfo(root) {
      const [symbol, decimals] = await Promise.all([
        getter(root, TokenRootAbiJson, 'symbol'),
        getter(root, TokenRootAbiJson, 'decimals'),
      ]);
      return { symbol: String(symbol?.value0 ?? '?'), decimals: Number(decimals?.value0 ?? 0) };
    },
  };
}
