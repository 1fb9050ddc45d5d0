/**
 * The wrapped token's wallet (VaultTokenWallet): a TIP-3 wallet plus `acceptNative`, which wraps the attached coin
 * into this wallet's owner balance through the vault (`wrap` with the owner as recipient). Every wallet of the
 * wrapped root carries the vault address in its init params, so it knows where to send the coin.
 */
import { VaultTokenWalletAbiJson, WrappedCurrencyVaultAbiJson } from '@tycho/abi';
import { packCell } from '../engine/codec';
import { Flag } from '../engine/constants';
import { ensure } from '../engine/types';
import { big, str, TokenErrors } from './tip3';
import { tokenWalletModel } from './token-wallet';

export const VaultTokenWalletModel = tokenWalletModel('VaultTokenWallet', VaultTokenWalletAbiJson, {
  acceptNative(ctx, i) {
    const amount = big(i.amount);
    ensure(amount > 0n, TokenErrors.WRONG_AMOUNT);
    ensure(ctx.value >= amount + big(i.deployWalletValue), TokenErrors.LOW_GAS_VALUE);
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
});

Object.assign(VaultTokenWalletModel.getters, {
  version: () => ({ value0: 1 }),
  platformCode: () => ({ value0: packCell([{ name: 'kind', type: 'string' }], { kind: 'VaultTokenWalletPlatform' }) }),
  specialWalletOwners: () => ({ value0: [] }),
});
