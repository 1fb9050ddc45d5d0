/**
 * Wrapped-native vault (WrappedCurrencyVault ABI). The vault owns the wrapped token root: coin sent to it (plain
 * transfer: minus `receive_safe_fee`; or `wrap`) mints the same amount of wrapped tokens; a wrapped-token transfer
 * to the vault with notify burns the tokens and returns the coin plus the leftover gas. The vault keeps the coin of
 * every wrapped token: its balance stays at least the wrapped supply.
 */
import { TokenRootAbiJson, TokenWalletAbiJson, WrappedCurrencyVaultAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { bocHash, EMPTY_CELL, functionId } from '../engine/codec';
import { Flag, TYCHO } from '../engine/constants';
import { type ContractModel, ensure, type HandlerContext } from '../engine/types';
import { senderOf } from '../engine/must';
import { decodeUnwrapTo } from './dex/payload';
import { big, max, str, TokenErrors } from './tip3';

export interface VaultConfiguration {
  root_tunnel: string;
  root: string;
  receive_safe_fee: bigint;
  settings_deploy_wallet_grams: bigint;
  initial_balance: bigint;
}

export interface VaultState {
  randomNonce: string;
  owner: string;
  configuration: VaultConfiguration;
  token_wallet: string;
  total_wrapped: bigint;
}

type Ctx = HandlerContext<VaultState>;

/** Gas the vault attaches to the burn of unwrapped tokens. */
export const VAULT_BURN_GAS = TYCHO / 10n;
export const VaultErrors = { NOT_OWNER: 1000, WRONG_WALLET: 1100, WRONG_ROOT: 1020, WRONG_AMOUNT: 1050 } as const;

const emptyHash = bocHash(EMPTY_CELL);
const onlyOwner = (ctx: Ctx) => ensure(ctx.sender === ctx.state.owner, VaultErrors.NOT_OWNER);

function wrap(ctx: Ctx, tokens: bigint, owner: string, gasBackTo: string, payload: string) {
  const s = ctx.state;
  ensure(tokens > 0n && ctx.value > tokens, VaultErrors.WRONG_AMOUNT);
  s.total_wrapped += tokens;
  ctx.reserve(ctx.balanceBefore + tokens);
  ctx.send({
    to: s.configuration.root,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: false,
    call: {
      abi: TokenRootAbiJson,
      method: 'mint',
      params: {
        amount: tokens,
        recipient: owner,
        deployWalletValue: s.configuration.settings_deploy_wallet_grams,
        remainingGasTo: gasBackTo,
        notify: bocHash(payload) !== emptyHash,
        payload,
      },
    },
  });
}

function config(i: Record<string, unknown>): VaultConfiguration {
  return {
    root_tunnel: str(i.root_tunnel),
    root: str(i.root),
    receive_safe_fee: big(i.receive_safe_fee),
    settings_deploy_wallet_grams: big(i.settings_deploy_wallet_grams),
    initial_balance: big(i.initial_balance),
  };
}

const surplus = (ctx: Ctx) => ctx.balance() - ctx.state.total_wrapped - ctx.state.configuration.initial_balance;

export const VaultModel: ContractModel<VaultState> = {
  kind: 'WrappedCurrencyVault',
  abi: WrappedCurrencyVaultAbiJson,
  init: (p) => ({
    randomNonce: str(p._randomNonce),
    owner: ZERO_ADDRESS,
    configuration: config({
      root_tunnel: ZERO_ADDRESS,
      root: ZERO_ADDRESS,
      receive_safe_fee: 0,
      settings_deploy_wallet_grams: 0,
      initial_balance: 0,
    }),
    token_wallet: ZERO_ADDRESS,
    total_wrapped: 0n,
  }),
  handlers: {
    constructor: (ctx: Ctx, i: Record<string, unknown>) => {
      ctx.state.owner = str(i.owner_);
      ctx.state.configuration = config(i);
      ctx.send({
        to: ctx.state.configuration.root,
        value: ctx.state.configuration.settings_deploy_wallet_grams + TYCHO / 2n,
        bounce: true,
        call: {
          abi: TokenRootAbiJson,
          method: 'deployWallet',
          params: {
            answerId: functionId(WrappedCurrencyVaultAbiJson, 'receiveTokenWalletAddress'),
            walletOwner: ctx.self,
            deployWalletValue: ctx.state.configuration.settings_deploy_wallet_grams,
          },
        },
      });
    },
    receiveTokenWalletAddress(ctx, i) {
      ensure(ctx.sender === ctx.state.configuration.root, VaultErrors.WRONG_ROOT);
      ctx.state.token_wallet = str(i.wallet);
    },
    wrap: (ctx, i) => wrap(ctx, big(i.tokens), str(i.owner_address), str(i.gas_back_address), str(i.payload)),
    onAcceptTokensTransfer(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === s.token_wallet, VaultErrors.WRONG_WALLET);
      ensure(str(i.tokenRoot) === s.configuration.root, VaultErrors.WRONG_ROOT);
      const amount = big(i.amount);
      // The coin goes to the transfer's sender, or to the address an `unwrapTo` payload names (DEX native output).
      const payload = str(i.payload);
      const sender = (bocHash(payload) !== emptyHash && decodeUnwrapTo(payload)) || str(i.sender);
      const gasTo = str(i.remainingGasTo) === ZERO_ADDRESS ? sender : str(i.remainingGasTo);
      s.total_wrapped -= amount;
      ctx.reserve(max(0n, ctx.balanceBefore - amount));
      ctx.send({
        to: s.token_wallet,
        value: VAULT_BURN_GAS,
        bounce: true,
        call: {
          abi: TokenWalletAbiJson,
          method: 'burn',
          params: { amount, remainingGasTo: gasTo, callbackTo: ZERO_ADDRESS, payload: EMPTY_CELL },
        },
      });
      if (gasTo !== sender) ctx.send({ to: sender, value: amount, bounce: false });
      ctx.send({ to: gasTo, flag: Flag.ALL_NOT_RESERVED, bounce: false });
    },
    grant(ctx, i) {
      ensure(ctx.value >= big(i.amount), TokenErrors.LOW_GAS_VALUE);
    },
    withdraw(ctx, i) {
      onlyOwner(ctx);
      const amount = big(i.amount);
      ensure(amount <= surplus(ctx), VaultErrors.WRONG_AMOUNT);
      ctx.send({ to: ctx.state.owner, value: amount, bounce: false });
    },
    drain(ctx, i) {
      onlyOwner(ctx);
      const amount = surplus(ctx);
      if (amount > 0n) ctx.send({ to: str(i.receiver), value: amount, bounce: false });
    },
    setConfiguration(ctx, i) {
      onlyOwner(ctx);
      ctx.state.configuration = config(i._configuration as Record<string, unknown>);
    },
    transferOwnership(ctx, i) {
      onlyOwner(ctx);
      ctx.emit(WrappedCurrencyVaultAbiJson, 'OwnershipTransferred', {
        previousOwner: ctx.state.owner,
        newOwner: i.newOwner,
      });
      ctx.state.owner = str(i.newOwner);
    },
    renounceOwnership(ctx) {
      onlyOwner(ctx);
      ctx.emit(WrappedCurrencyVaultAbiJson, 'OwnershipTransferred', {
        previousOwner: ctx.state.owner,
        newOwner: ZERO_ADDRESS,
      });
      ctx.state.owner = ZERO_ADDRESS;
    },
  },
  receive(ctx) {
    const tokens = ctx.value - ctx.state.configuration.receive_safe_fee;
    const sender = senderOf(ctx);
    wrap(ctx, tokens, sender, sender, EMPTY_CELL);
  },
  getters: {
    owner: (s) => ({ owner: s.owner }),
    configuration: (s) => ({ configuration: { ...s.configuration } }),
    token_wallet: (s) => ({ token_wallet: s.token_wallet }),
    total_wrapped: (s) => ({ total_wrapped: s.total_wrapped.toString() }),
    _randomNonce: (s) => ({ _randomNonce: s.randomNonce }),
  },
};
