/**
 * The wrapped token's wallet (VaultTokenWallet): a TIP-3 wallet plus `acceptNative`, which wraps the attached coin
 * into this wallet's owner balance through the vault (`wrap` with the owner as recipient). Every wallet of the
 * wrapped root carries the vault address in its init params, so it knows where to send the coin.
 *
 * Combined swaps (token + native coin): the OWNER calls `acceptNative` on its own wallet with a combo payload
 * (dex/payload.ts `encodeCombo`: total, pool wallet, swap payload). The wallet remembers the payload; when the
 * vault's mint of the coin part arrives with that payload, the wallet sends `total` (its token balance part plus
 * the freshly wrapped part) to the pool wallet with notify and the swap payload, as a transfer from its owner.
 */
import { TokenWalletAbiJson, VaultTokenWalletAbiJson, WrappedCurrencyVaultAbiJson } from '@tycho/abi';
import { bocHash, packCell } from '../engine/codec';
import { Flag } from '../engine/constants';
import { ensure, type HandlerContext } from '../engine/types';
import { must } from '../engine/must';
import { decodeCombo } from './dex/payload';
import { big, str, TokenErrors } from './tip3';
import { reserveWallet, tokenWalletHandlers, tokenWalletModel, type TokenWalletState } from './token-wallet';

type ComboState = TokenWalletState & { combo?: string };
const base = tokenWalletHandlers('VaultTokenWallet');
const baseAcceptMint = must(base.acceptMint, 'acceptMint handler of the token wallet');

export const VaultTokenWalletModel = tokenWalletModel('VaultTokenWallet', VaultTokenWalletAbiJson, {
  acceptNative(ctx, i) {
    const amount = big(i.amount);
    ensure(amount > 0n, TokenErrors.WRONG_AMOUNT);
    ensure(ctx.value >= amount + big(i.deployWalletValue), TokenErrors.LOW_GAS_VALUE);
    const state = ctx.state as ComboState;
    if (ctx.sender === state.owner && decodeCombo(str(i.payload))) state.combo = bocHash(str(i.payload));
    ctx.send({
      to: str(ctx.state.extra.vault),
      flag: Flag.REMAINING_GAS,
      bounce: true,
      call: {
        abi: WrappedCurrencyVaultAbiJson,
        method: 'wrap',
        params: {
          tokens: amount,
          owner_address: ctx.state.owner,
          gas_back_address: i.remainingGasTo,
          payload: i.payload,
        },
      },
    });
  },
  acceptMint(ctx, i) {
    const state = ctx.state as ComboState;
    const payload = str(i.payload);
    const combo = state.combo && bocHash(payload) === state.combo ? decodeCombo(payload) : undefined;
    if (!combo) return baseAcceptMint(ctx, i);
    ensure(ctx.sender === state.root, TokenErrors.NOT_ROOT);
    delete state.combo;
    state.balance += big(i.amount);
    ensure(combo.total > 0n && combo.total <= state.balance, TokenErrors.NOT_ENOUGH_BALANCE);
    state.balance -= combo.total;
    reserveWallet(ctx as HandlerContext<TokenWalletState>);
    ctx.send({
      to: combo.poolWallet,
      flag: Flag.ALL_NOT_RESERVED,
      bounce: true,
      call: {
        abi: TokenWalletAbiJson,
        method: 'acceptTransfer',
        params: {
          amount: combo.total,
          sender: state.owner,
          remainingGasTo: i.remainingGasTo,
          notify: true,
          payload: combo.swapPayload,
        },
      },
    });
  },
});

Object.assign(VaultTokenWalletModel.getters, {
  version: () => ({ value0: 1 }),
  platformCode: () => ({ value0: packCell([{ name: 'kind', type: 'string' }], { kind: 'VaultTokenWalletPlatform' }) }),
  specialWalletOwners: () => ({ value0: [] }),
});
