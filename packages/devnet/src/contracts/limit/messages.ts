/**
 * Messages the order root and the orders both send: tokens returned through the wallet that announced them, and the
 * query that has a token root deploy (or name) the contract's own wallet.
 */
import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { EMPTY_CELL } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import type { HandlerContext } from '../../engine/types';
import { senderOf } from '../../engine/must';
import { OrderGas } from './constants';

type Sender = Pick<HandlerContext<unknown>, 'send' | 'sender' | 'self'>;

/** Returns `amount` through the wallet that announced it (the sender) to `to`, with all the remaining gas. */
export function returnTokens(ctx: Sender, amount: bigint, to: string, notify: boolean, payload: string = EMPTY_CELL) {
  ctx.send({
    to: senderOf(ctx),
    flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS,
    bounce: false,
    call: {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: { amount, recipient: to, deployWalletValue: 0, remainingGasTo: to, notify, payload },
    },
  });
}

/** Asks `token`'s root to deploy the contract's wallet; the root answers with the wallet at `answerId`. */
export function queryWallet(ctx: Sender, token: string, answerId: number) {
  ctx.send({
    to: token,
    value: OrderGas.WALLET_QUERY,
    flag: Flag.SENDER_PAYS_FEES,
    bounce: true,
    call: {
      abi: TokenRootAbiJson,
      method: 'deployWallet',
      params: { answerId, walletOwner: ctx.self, deployWalletValue: OrderGas.DEPLOY_WALLET },
    },
  });
}
