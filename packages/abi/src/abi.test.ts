import { describe, expect, it } from 'vitest';
// js-core exports only its root entry (which drags in the whole SDK); the ABI files are read directly.
import { TokenRootAbi as RefRoot } from '../node_modules/@broxus/js-core/dist/esm/models/tvm-token/abi/TokenRoot.abi.js';
import { TokenWalletAbi as RefWallet } from '../node_modules/@broxus/js-core/dist/esm/models/tvm-token-wallet/abi/TokenWallet.abi.js';
import { VaultTokenWalletAbi as RefVaultWallet } from '../node_modules/@broxus/js-core/dist/esm/models/vault-token-wallet/abi/VaultTokenWallet.abi.js';
import { WrappedCurrencyVaultAbi as RefVault } from '../node_modules/@broxus/js-core/dist/esm/models/wrapped-currency-vault/abi/WrappedCurrencyVault.abi.js';
import {
  TokenCallbacksAbi,
  TokenRootAbi,
  TokenRootAbiJson,
  TokenWalletAbi,
  VaultTokenWalletAbi,
  WrappedCurrencyVaultAbi,
} from './index';

interface Param {
  name: string;
  type: string;
  components?: readonly Param[];
}
interface Entry {
  name: string;
  id?: string;
  inputs: readonly Param[];
  outputs?: readonly Param[];
}
interface AbiLike {
  functions: readonly Entry[];
  events?: readonly Entry[];
}

/** Names and types, recursively for tuples; what the encoding depends on. */
const shape = (params: readonly Param[] | undefined): unknown[] =>
  (params ?? []).map((x) => ({
    name: x.name,
    type: x.type,
    components: x.components ? shape(x.components) : undefined,
  }));

function expectMatches(ours: AbiLike, reference: AbiLike) {
  for (const kind of ['functions', 'events'] as const) {
    for (const entry of ours[kind] ?? []) {
      const ref = (reference[kind] ?? []).find((r) => r.name === entry.name);
      expect(ref, `${kind} ${entry.name} exists in the reference`).toBeDefined();
      expect(shape(entry.inputs), `${entry.name} inputs`).toEqual(shape(ref!.inputs));
      expect(shape(entry.outputs), `${entry.name} outputs`).toEqual(shape(ref!.outputs));
      if (entry.id !== undefined || ref!.id !== undefined) {
        expect(entry.id?.toLowerCase(), `${entry.name} id`).toEqual(ref!.id?.toLowerCase());
      }
    }
  }
}

describe('typed ABIs match the reference (js-core)', () => {
  it('TokenRoot', () => expectMatches(TokenRootAbi, RefRoot as AbiLike));
  it('TokenWallet', () => expectMatches(TokenWalletAbi, RefWallet as AbiLike));
  it('VaultTokenWallet', () => expectMatches(VaultTokenWalletAbi, RefVaultWallet as AbiLike));
  it('WrappedCurrencyVault', () => expectMatches(WrappedCurrencyVaultAbi, RefVault as AbiLike));
  it('onAcceptTokensTransfer callback matches the vault reference', () => {
    const ours = TokenCallbacksAbi.functions.filter((f) => f.name === 'onAcceptTokensTransfer');
    expectMatches({ functions: ours }, RefVault as AbiLike);
  });
  it('declares every reference function of the contracts the devnet implements', () => {
    for (const [ours, ref] of [
      [TokenRootAbi, RefRoot],
      [TokenWalletAbi, RefWallet],
      [VaultTokenWalletAbi, RefVaultWallet],
      [WrappedCurrencyVaultAbi, RefVault],
    ] as const) {
      const names = new Set((ours as AbiLike).functions.map((f) => f.name));
      for (const f of (ref as AbiLike).functions) expect(names.has(f.name), f.name).toBe(true);
    }
  });
  it('exports JSON strings for nekoton', () => {
    expect(JSON.parse(TokenRootAbiJson)).toEqual(JSON.parse(JSON.stringify(TokenRootAbi)));
  });
});
