/**
 * Seed step: the DEX itself — its owner wallet ("DexOwner"), the fee beneficiary wallet ("DexBeneficiary"), the
 * DexRoot (linked to the wrapped-native vault and WTYCHO) and DexGasValues. Addresses: `dexOwner`,
 * `dexBeneficiary`, `dexRoot`, `dexGasValues`.
 */
import { sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deterministicKeyPair } from '../engine/keys';
import { deployViaGiver, seeded, type SeedStep } from './steps';

export const dexRootStep: SeedStep = {
  name: 'dex root',
  async run(ctx) {
    const wallet = async (name: string) => {
      const { publicKey } = deterministicKeyPair(`${ctx.seed}:account:${name}`);
      return deployViaGiver(ctx, 'EverWallet', { publicKey, name }, 100_000n * TYCHO);
    };
    const owner = await wallet('DexOwner');
    const beneficiary = await wallet('DexBeneficiary');
    const init = {
      owner,
      vault: seeded(ctx.addresses, 'vault'),
      wtycho: seeded(ctx.addresses, 'wtycho'),
      beneficiary,
      nonce: sha256(`${ctx.seed}:dex-root`),
    };
    const dexRoot = await deployViaGiver(ctx, 'DexRoot', init, 10n * TYCHO);
    const gasValues = await deployViaGiver(ctx, 'DexGasValues', { root: dexRoot }, TYCHO);
    Object.assign(ctx.addresses, { dexOwner: owner, dexBeneficiary: beneficiary, dexRoot, dexGasValues: gasValues });
  },
};
