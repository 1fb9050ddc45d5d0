/**
 * Root-owner administration of the TIP-3 root: burning from a holder's wallet, disabling mint / burn-by-root,
 * pausing burns and transferring ownership. Responsible setters answer their new value to the caller.
 */
import { TokenCallbacksAbiJson, TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { ZERO_ADDRESS } from '@tycho/abi';
import { Flag } from '../engine/constants';
import { ensure, type Handler, type HandlerContext } from '../engine/types';
import { big, max, str, TokenErrors, TokenGas, walletInit } from './tip3';
import type { TokenRootState } from './token-root-state';

type Ctx = HandlerContext<TokenRootState>;

const onlyOwner = (ctx: Ctx) =>
  ensure(ctx.state.rootOwner !== ZERO_ADDRESS && ctx.sender === ctx.state.rootOwner, TokenErrors.NOT_OWNER);

const reserveRoot = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, TokenGas.TARGET_ROOT_BALANCE));

/** The decoded `map(address, tuple)` of callbacks: nekoton gives `[address, {value, payload}]` pairs. */
function callbackEntries(map: unknown): [string, { value: unknown; payload: unknown }][] {
  if (!Array.isArray(map)) return [];
  return map.map((entry) => {
    const [dest, params] = entry as [unknown, { value: unknown; payload: unknown }];
    return [str(dest), params];
  });
}

function answerBool(ctx: Ctx, method: string, answerId: unknown, value: boolean) {
  ctx.answer(TokenRootAbiJson, method, Number(answerId), { value0: value });
}

export const tokenRootAdminHandlers: Record<string, Handler<TokenRootState>> = {
  burnTokens(ctx, i) {
    onlyOwner(ctx);
    const s = ctx.state;
    ensure(!s.burnByRootDisabled, TokenErrors.BURN_BY_ROOT_DISABLED);
    ensure(big(i.amount) > 0n, TokenErrors.WRONG_AMOUNT);
    ensure(str(i.walletOwner) !== ZERO_ADDRESS, TokenErrors.WRONG_WALLET_OWNER);
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
  /**
   * One step, no check on the new owner (the zero address locks the root for good). Each callback target but
   * remainingGasTo gets `onTransferTokenRootOwnership` with its value; remainingGasTo gets the rest (with the callback
   * when it is one of the targets).
   */
  transferOwnership(ctx, i) {
    onlyOwner(ctx);
    reserveRoot(ctx);
    const oldOwner = ctx.state.rootOwner;
    const newOwner = str(i.newOwner);
    const remainingGasTo = str(i.remainingGasTo);
    ctx.state.rootOwner = newOwner;
    const callback = (payload: unknown) => ({
      abi: TokenCallbacksAbiJson,
      method: 'onTransferTokenRootOwnership',
      params: { oldOwner, newOwner, remainingGasTo, payload },
    });
    let gasOwnerPayload: unknown;
    for (const [dest, params] of callbackEntries(i.callbacks)) {
      if (dest === ZERO_ADDRESS) continue;
      if (dest === remainingGasTo) gasOwnerPayload = params.payload;
      else
        ctx.send({
          to: dest,
          value: big(params.value),
          flag: Flag.SENDER_PAYS_FEES,
          bounce: false,
          call: callback(params.payload),
        });
    }
    if (remainingGasTo === ZERO_ADDRESS) return;
    if (gasOwnerPayload !== undefined)
      ctx.send({ to: remainingGasTo, flag: Flag.ALL_NOT_RESERVED, bounce: false, call: callback(gasOwnerPayload) });
    else ctx.send({ to: remainingGasTo, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
  },
};
