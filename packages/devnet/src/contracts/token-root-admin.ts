/**
 * Root-owner administration of the TIP-3 root: burning from a holder's wallet, disabling mint / burn-by-root,
 * pausing burns and transferring ownership. Responsible setters answer their new value to the caller.
 */
import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { Flag } from '../engine/constants';
import { ensure, type Handler, type HandlerContext } from '../engine/types';
import { big, str, TokenErrors, walletInit } from './tip3';
import type { TokenRootState } from './token-root';

type Ctx = HandlerContext<TokenRootState>;

const onlyOwner = (ctx: Ctx) => ensure(ctx.sender === ctx.state.rootOwner, TokenErrors.NOT_OWNER);

function answerBool(ctx: Ctx, method: string, answerId: unknown, value: boolean) {
  ctx.answer(TokenRootAbiJson, method, Number(answerId), { value0: value });
}

export const tokenRootAdminHandlers: Record<string, Handler<TokenRootState>> = {
  burnTokens(ctx, i) {
    onlyOwner(ctx);
    const s = ctx.state;
    ensure(!s.burnByRootDisabled, TokenErrors.BURN_BY_ROOT_DISABLED);
    ensure(big(i.amount) > 0n, TokenErrors.WRONG_AMOUNT);
    const wallet = ctx.addressOf(s.walletKind, walletInit(ctx.self, str(i.walletOwner), s.walletExtra));
    ctx.send({
      to: wallet,
      flag: Flag.REMAINING_GAS,
      bounce: true,
      call: {
        abi: TokenWalletAbiJson,
        method: 'burnByRoot',
        params: { amount: i.amount, remainingGasTo: i.remainingGasTo, callbackTo: i.callbackTo, payload: i.payload },
      },
    });
  },
  disableMint(ctx, i) {
    onlyOwner(ctx);
    ctx.state.mintDisabled = true;
    answerBool(ctx, 'disableMint', i.answerId, true);
  },
  disableBurnByRoot(ctx, i) {
    onlyOwner(ctx);
    ctx.state.burnByRootDisabled = true;
    answerBool(ctx, 'disableBurnByRoot', i.answerId, true);
  },
  setBurnPaused(ctx, i) {
    onlyOwner(ctx);
    ctx.state.burnPaused = Boolean(i.paused);
    answerBool(ctx, 'setBurnPaused', i.answerId, ctx.state.burnPaused);
  },
  transferOwnership(ctx, i) {
    onlyOwner(ctx);
    ensure(str(i.newOwner) !== ctx.state.rootOwner, TokenErrors.WRONG_ROOT_OWNER);
    ctx.state.rootOwner = str(i.newOwner);
    ctx.send({ to: str(i.remainingGasTo), flag: Flag.REMAINING_GAS | Flag.IGNORE_ERRORS, bounce: false });
  },
};
