/**
 * The user wallet account (EverWallet): an external message from the key holder calls `sendTransaction`, which
 * sends one internal message. Every internal message is accepted (callbacks such as onAcceptTokensTransfer land
 * here and keep their value). The genesis giver is the same contract.
 */
import { EverWalletAbiJson } from '@tycho/abi';
import { bocHash, EMPTY_CELL } from '../engine/codec';
import { type ContractModel, ContractError, type DeployInit } from '../engine/types';

export interface EverWalletState {
  publicKey: string;
  name?: string;
}

/** EverWallet rejects calls not signed by its key (internal messages carry no signature). */
export const WalletErrors = { NOT_OWNER: 100 } as const;

const emptyHash = bocHash(EMPTY_CELL);

export const EverWalletModel: ContractModel<EverWalletState> = {
  kind: 'EverWallet',
  abi: EverWalletAbiJson,
  acceptsUnknown: true,
  init: (p) => ({ publicKey: String(p.publicKey), name: p.name === undefined ? undefined : String(p.name) }),
  handlers: {
    sendTransaction(ctx, input) {
      if (ctx.sender !== undefined) throw new ContractError(WalletErrors.NOT_OWNER);
      const payload = String(input.payload);
      ctx.send({
        to: String(input.dest),
        value: BigInt(input.value as string),
        bounce: Boolean(input.bounce),
        flag: Number(input.flags),
        body: bocHash(payload) === emptyHash ? undefined : payload,
        deploy: ctx.inboundDeploy as DeployInit | undefined,
      });
    },
  },
  getters: {},
};
