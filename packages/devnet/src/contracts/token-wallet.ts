/**
 * TIP-3 TokenWallet model (also the base of VaultTokenWallet): transfers between sibling wallets of one root,
 * deploying the recipient's wallet on demand, notifications to the owner, burns through the root, and bounce
 * handling that restores the balance of a failed transfer or burn.
 */
import { TokenCallbacksAbiJson, TokenRootAbiJson, TokenWalletAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { functionId, packCell } from '../engine/codec';
import { Flag } from '../engine/constants';
import { type ContractModel, ensure, type Handler, type HandlerContext } from '../engine/types';
import { big, max, str, TokenErrors, TokenGas, walletInit } from './tip3';

export interface TokenWalletState {
  root: string;
  owner: string;
  balance: bigint;
  /** Root-wide extra init params (part of every sibling's address). */
  extra: Record<string, unknown>;
}

type Ctx = HandlerContext<TokenWalletState>;
const RETURN_GAS = Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS;

export const reserveWallet = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, TokenGas.TARGET_WALLET_BALANCE));

/** The real checks' order: owner, amount, balance, then the recipient (`recipientOk`); see docs/fidelity.md. */
function debit(ctx: Ctx, amount: bigint, recipientOk = true) {
  ensure(ctx.sender === ctx.state.owner, TokenErrors.NOT_OWNER);
  ensure(amount > 0n, TokenErrors.WRONG_AMOUNT);
  ensure(amount <= ctx.state.balance, TokenErrors.NOT_ENOUGH_BALANCE);
  ensure(recipientOk, TokenErrors.WRONG_RECIPIENT);
  ctx.state.balance -= amount;
  reserveWallet(ctx);
}

function sendTransfer(ctx: Ctx, to: string, i: Record<string, unknown>) {
  ctx.send({
    to,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: {
      abi: TokenWalletAbiJson,
      method: 'acceptTransfer',
      params: {
        amount: i.amount,
        sender: ctx.state.owner,
        remainingGasTo: i.remainingGasTo,
        notify: i.notify,
        payload: i.payload,
      },
    },
  });
}

/** acceptBurn to the root with all the remaining gas; bounces back (and restores the balance) if the root rejects. */
function sendBurn(ctx: Ctx, i: Record<string, unknown>) {
  ctx.send({
    to: ctx.state.root,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: {
      abi: TokenRootAbiJson,
      method: 'acceptBurn',
      params: {
        amount: i.amount,
        walletOwner: ctx.state.owner,
        remainingGasTo: i.remainingGasTo,
        callbackTo: i.callbackTo,
        payload: i.payload,
      },
    },
  });
}

/** After tokens arrived: notify the owner with the remaining gas, or return the gas to remainingGasTo. */
function afterAccept(
  ctx: Ctx,
  notify: boolean,
  remainingGasTo: string,
  callback: { method: string; params: Record<string, unknown> },
) {
  reserveWallet(ctx);
  if (notify) {
    ctx.send({
      to: ctx.state.owner,
      flag: RETURN_GAS,
      bounce: false,
      call: { abi: TokenCallbacksAbiJson, ...callback },
    });
  } else if (remainingGasTo !== ZERO_ADDRESS && remainingGasTo !== ctx.self) {
    ctx.send({ to: remainingGasTo, flag: RETURN_GAS, bounce: false });
  }
}

export function tokenWalletHandlers(kind: string): Record<string, Handler<TokenWalletState>> {
  const sibling = (ctx: Ctx, owner: string) => ctx.addressOf(kind, walletInit(ctx.state.root, owner, ctx.state.extra));
  return {
    constructor() {},
    transfer(ctx, i) {
      const recipient = str(i.recipient);
      debit(ctx, big(i.amount), recipient !== ZERO_ADDRESS && recipient !== ctx.state.owner);
      const deployWalletValue = big(i.deployWalletValue);
      const init = walletInit(ctx.state.root, recipient, ctx.state.extra);
      const to =
        deployWalletValue > 0n
          ? ctx.deploy(kind, init, {
              value: deployWalletValue,
              flag: Flag.SENDER_PAYS_FEES,
              bounce: true,
              call: { abi: TokenWalletAbiJson, method: 'constructor', params: {} },
            })
          : sibling(ctx, recipient);
      sendTransfer(ctx, to, i);
    },
    transferToWallet(ctx, i) {
      const to = str(i.recipientTokenWallet);
      debit(ctx, big(i.amount), to !== ZERO_ADDRESS && to !== ctx.self);
      sendTransfer(ctx, to, i);
    },
    acceptTransfer(ctx, i) {
      ensure(ctx.sender === sibling(ctx, str(i.sender)), TokenErrors.SENDER_IS_NOT_VALID_WALLET);
      ctx.state.balance += big(i.amount);
      afterAccept(ctx, Boolean(i.notify), str(i.remainingGasTo), {
        method: 'onAcceptTokensTransfer',
        params: {
          tokenRoot: ctx.state.root,
          amount: i.amount,
          sender: i.sender,
          senderWallet: ctx.sender,
          remainingGasTo: i.remainingGasTo,
          payload: i.payload,
        },
      });
    },
    acceptMint(ctx, i) {
      ensure(ctx.sender === ctx.state.root, TokenErrors.NOT_ROOT);
      ctx.state.balance += big(i.amount);
      afterAccept(ctx, Boolean(i.notify), str(i.remainingGasTo), {
        method: 'onAcceptTokensMint',
        params: { tokenRoot: ctx.state.root, amount: i.amount, remainingGasTo: i.remainingGasTo, payload: i.payload },
      });
    },
    burn(ctx, i) {
      debit(ctx, big(i.amount));
      sendBurn(ctx, i);
    },
    burnByRoot(ctx, i) {
      const amount = big(i.amount);
      ensure(ctx.sender === ctx.state.root, TokenErrors.NOT_ROOT);
      ensure(amount > 0n, TokenErrors.WRONG_AMOUNT);
      ensure(amount <= ctx.state.balance, TokenErrors.NOT_ENOUGH_BALANCE);
      ctx.state.balance -= amount;
      reserveWallet(ctx);
      sendBurn(ctx, i);
    },
    sendSurplusGas(ctx, i) {
      ensure(ctx.sender === ctx.state.owner, TokenErrors.NOT_OWNER);
      reserveWallet(ctx);
      ctx.send({ to: str(i.to), flag: RETURN_GAS, bounce: false });
    },
  };
}

const ACCEPT_TRANSFER_ID = () => functionId(TokenWalletAbiJson, 'acceptTransfer');
const ACCEPT_BURN_ID = () => functionId(TokenRootAbiJson, 'acceptBurn');

export function tokenWalletModel(
  kind: string,
  abi: string,
  extraHandlers: Record<string, Handler<TokenWalletState>> = {},
): ContractModel<TokenWalletState> {
  return {
    kind,
    abi,
    init: (p) => {
      const { root, owner, ...extra } = p;
      return { root: str(root), owner: str(owner), balance: 0n, extra };
    },
    handlers: { ...tokenWalletHandlers(kind), ...extraHandlers },
    onBounce(ctx, bounce) {
      const isTransfer = bounce.functionId === ACCEPT_TRANSFER_ID();
      if (!isTransfer && bounce.functionId !== ACCEPT_BURN_ID()) return;
      const amount = big(bounce.read([{ name: 'amount', type: 'uint128' }]).amount ?? '0');
      ctx.state.balance += amount;
      reserveWallet(ctx);
      ctx.send({
        to: ctx.state.owner,
        flag: RETURN_GAS,
        bounce: false,
        call: isTransfer
          ? {
              abi: TokenCallbacksAbiJson,
              method: 'onBounceTokensTransfer',
              params: { tokenRoot: ctx.state.root, amount, revertedFrom: ctx.sender },
            }
          : { abi: TokenCallbacksAbiJson, method: 'onBounceTokensBurn', params: { tokenRoot: ctx.state.root, amount } },
      });
    },
    getters: {
      balance: (s) => ({ value0: s.balance.toString() }),
      owner: (s) => ({ value0: s.owner }),
      root: (s) => ({ value0: s.root }),
      walletCode: () => ({ value0: packCell([{ name: 'kind', type: 'string' }], { kind }) }),
      supportsInterface: () => ({ value0: true }),
    },
  };
}

export const TokenWalletModel = tokenWalletModel('TokenWallet', TokenWalletAbiJson);
