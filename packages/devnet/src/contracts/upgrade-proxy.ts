/**
 * Old-version (TIP-3 v4) tokens and their upgrade. The reference ABIs hold no TIP-3 v4 contracts, so a v4 root is
 * the TokenRoot model under its own kind `TokenRootV4` (own code hash; wallets are plain TokenWallets).
 *
 * TokenUpgradeProxy: the owner of v4 tokens burns them with `burn(amount, remainingGasTo, callbackTo = proxy,
 * payload)` (1 TYCHO attached, bounce); the v4 root calls `onAcceptTokensBurn` on the proxy, which sends the same
 * amount of the v5 token to the owner (deploying the wallet) out of the proxy's v5 reserve, funded at seeding with
 * the whole v4 supply. The v5 tokens are the market's tokens (their roots stay with the giver).
 */
import { TokenCallbacksAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { EMPTY_CELL } from '../engine/codec';
import { Flag, TYCHO } from '../engine/constants';
import { type ContractModel, ensure } from '../engine/types';
import { big, str, TokenErrors, walletInit } from './tip3';
import { TokenRootModel } from './token-root';

export const TokenRootV4Model: ContractModel = { ...(TokenRootModel as ContractModel), kind: 'TokenRootV4' };

export interface UpgradeProxyState {
  /** v4 root → v5 root. */
  pairs: Record<string, string>;
}

export const UpgradeProxyModel: ContractModel<UpgradeProxyState> = {
  kind: 'TokenUpgradeProxy',
  abi: TokenCallbacksAbiJson,
  init: (p) => ({ pairs: Object.fromEntries((p.pairs as [string, string][]).map(([a, b]) => [str(a), str(b)])) }),
  handlers: {
    onAcceptTokensBurn(ctx, i) {
      const v5 = ctx.state.pairs[ctx.sender ?? ''];
      ensure(v5, TokenErrors.NOT_ROOT);
      ctx.send({
        to: ctx.addressOf('TokenWallet', walletInit(v5, ctx.self)),
        flag: Flag.REMAINING_GAS,
        bounce: true,
        call: {
          abi: TokenWalletAbiJson,
          method: 'transfer',
          params: {
            amount: big(i.amount),
            recipient: str(i.walletOwner),
            deployWalletValue: TYCHO / 10n,
            remainingGasTo: str(i.remainingGasTo),
            notify: false,
            payload: EMPTY_CELL,
          },
        },
      });
    },
  },
  getters: {},
};
