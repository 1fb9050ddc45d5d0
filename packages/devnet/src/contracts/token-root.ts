/**
 * TIP-3 TokenRoot model: deploys wallets at deterministic addresses, mints (root owner only), accepts burns from
 * its wallets (with the optional onAcceptTokensBurn callback). Speaks TokenRootAbi.
 */
import { TokenCallbacksAbiJson, TokenRootAbiJson, TokenWalletAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { packCell, readBounced, functionId } from '../engine/codec';
import { Flag } from '../engine/constants';
import { type ContractModel, ensure, type HandlerContext } from '../engine/types';
import { big, max, str, TokenErrors, TokenGas, walletInit } from './tip3';
import { tokenRootAdminHandlers } from './token-root-admin';
import type { TokenRootState } from './token-root-state';

export type { TokenRootState } from './token-root-state';

type Ctx = HandlerContext<TokenRootState>;

const walletOf = (ctx: { self: string; addressOf: Ctx['addressOf'] }, s: TokenRootState, owner: string) =>
  ctx.addressOf(s.walletKind, walletInit(ctx.self, owner, s.walletExtra));

const reserve = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, TokenGas.TARGET_ROOT_BALANCE));

function deployWalletFor(ctx: Ctx, owner: string, value: bigint): string {
  const s = ctx.state;
  return ctx.deploy(s.walletKind, walletInit(ctx.self, owner, s.walletExtra), {
    value,
    flag: Flag.SENDER_PAYS_FEES,
    // Like the real `new TokenWallet{...}`: a wallet that exists already refuses the constructor (51) and the value
    // bounces back (found by the fidelity test, docs/fidelity.md).
    bounce: true,
    call: { abi: TokenWalletAbiJson, method: 'constructor', params: {} },
  });
}

/** The real `_mint`: no checks (the constructor's initial supply skips them), supply raised before delivery. */
function mint(
  ctx: Ctx,
  amount: bigint,
  recipient: string,
  deployWalletValue: bigint,
  remainingGasTo: string,
  notify: boolean,
  payload: string,
) {
  const s = ctx.state;
  s.totalSupply += amount;
  const wallet =
    deployWalletValue > 0n ? deployWalletFor(ctx, recipient, deployWalletValue) : walletOf(ctx, s, recipient);
  ctx.send({
    to: wallet,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: { abi: TokenWalletAbiJson, method: 'acceptMint', params: { amount, remainingGasTo, notify, payload } },
  });
}

const getter = (pick: (s: TokenRootState) => unknown) => (s: TokenRootState) => ({ value0: pick(s) });

export const TokenRootModel: ContractModel<TokenRootState> = {
  kind: 'TokenRoot',
  abi: TokenRootAbiJson,
  init: (p) => ({
    name: str(p.name),
    symbol: str(p.symbol),
    decimals: Number(p.decimals),
    rootOwner: str(p.rootOwner),
    totalSupply: 0n,
    mintDisabled: false,
    burnByRootDisabled: false,
    burnPaused: false,
    deployer: p.deployer ? str(p.deployer) : ZERO_ADDRESS,
    walletKind: p.walletKind ? str(p.walletKind) : 'TokenWallet',
    walletExtra: (p.walletExtra as Record<string, unknown>) ?? {},
  }),
  handlers: {
    constructor: (ctx: Ctx, i: Record<string, unknown>) => {
      const s = ctx.state;
      // The real root also lets its owner deploy it when no deployer is set; seeded roots are deployed by the giver.
      ensure(s.deployer === ZERO_ADDRESS || ctx.sender === s.deployer, TokenErrors.WRONG_ROOT_OWNER);
      s.mintDisabled = Boolean(i.mintDisabled);
      s.burnByRootDisabled = Boolean(i.burnByRootDisabled);
      s.burnPaused = Boolean(i.burnPaused);
      if (big(i.initialSupply) > 0n && str(i.initialSupplyTo) !== ZERO_ADDRESS) {
        reserve(ctx);
        mint(
          ctx,
          big(i.initialSupply),
          str(i.initialSupplyTo),
          big(i.deployWalletValue),
          str(i.remainingGasTo),
          false,
          packCell([], {}),
        );
      } else if (str(i.remainingGasTo) !== ZERO_ADDRESS) {
        reserve(ctx);
        ctx.send({ to: str(i.remainingGasTo), flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
      }
    },
    mint(ctx, i) {
      const s = ctx.state;
      ensure(s.rootOwner !== ZERO_ADDRESS && ctx.sender === s.rootOwner, TokenErrors.NOT_OWNER);
      ensure(!s.mintDisabled, TokenErrors.MINT_DISABLED);
      ensure(big(i.amount) > 0n, TokenErrors.WRONG_AMOUNT);
      ensure(str(i.recipient) !== ZERO_ADDRESS, TokenErrors.WRONG_RECIPIENT);
      reserve(ctx);
      mint(
        ctx,
        big(i.amount),
        str(i.recipient),
        big(i.deployWalletValue),
        str(i.remainingGasTo),
        Boolean(i.notify),
        str(i.payload),
      );
    },
    deployWallet(ctx, i) {
      ensure(str(i.walletOwner) !== ZERO_ADDRESS, TokenErrors.WRONG_WALLET_OWNER);
      reserve(ctx);
      const wallet = deployWalletFor(ctx, str(i.walletOwner), big(i.deployWalletValue));
      ctx.answer(TokenRootAbiJson, 'deployWallet', Number(i.answerId), { tokenWallet: wallet }, Flag.ALL_NOT_RESERVED);
    },
    acceptBurn(ctx, i) {
      const s = ctx.state;
      const amount = big(i.amount);
      ensure(!s.burnPaused, TokenErrors.BURN_DISABLED);
      ensure(ctx.sender === walletOf(ctx, s, str(i.walletOwner)), TokenErrors.SENDER_IS_NOT_VALID_WALLET);
      s.totalSupply -= amount;
      reserve(ctx);
      const callbackTo = str(i.callbackTo);
      const remainingGasTo = str(i.remainingGasTo);
      const flag = Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS;
      if (callbackTo !== ZERO_ADDRESS) {
        ctx.send({
          to: callbackTo,
          flag,
          bounce: false,
          call: {
            abi: TokenCallbacksAbiJson,
            method: 'onAcceptTokensBurn',
            params: { amount, walletOwner: i.walletOwner, wallet: ctx.sender, remainingGasTo, payload: i.payload },
          },
        });
      } else if (remainingGasTo !== ZERO_ADDRESS) {
        ctx.send({ to: remainingGasTo, flag, bounce: false });
      }
    },
    sendSurplusGas(ctx, i) {
      ensure(ctx.sender === ctx.state.rootOwner, TokenErrors.NOT_OWNER);
      reserve(ctx);
      ctx.send({ to: str(i.to), flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
    },
    ...tokenRootAdminHandlers,
  },
  onBounce(ctx, bounce) {
    if (bounce.functionId === functionId(TokenWalletAbiJson, 'acceptMint')) {
      ctx.state.totalSupply -= big(
        readBounced(bounce.body, [{ name: 'amount', type: 'uint128' }]).values.amount ?? '0',
      );
    }
  },
  getters: {
    name: getter((s) => s.name),
    symbol: getter((s) => s.symbol),
    decimals: getter((s) => s.decimals),
    totalSupply: getter((s) => s.totalSupply.toString()),
    rootOwner: getter((s) => s.rootOwner),
    mintDisabled: getter((s) => s.mintDisabled),
    burnByRootDisabled: getter((s) => s.burnByRootDisabled),
    burnPaused: getter((s) => s.burnPaused),
    walletCode: getter((s) => packCell([{ name: 'kind', type: 'string' }], { kind: s.walletKind })),
    supportsInterface: () => ({ value0: true }),
    walletOf: (s, i, env) => {
      ensure(str(i.walletOwner) !== ZERO_ADDRESS, TokenErrors.WRONG_WALLET_OWNER);
      return { value0: walletOf(env, s, str(i.walletOwner)) };
    },
  },
};
