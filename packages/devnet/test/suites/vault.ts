import { describe, expect, it } from 'vitest';
import { TokenWalletAbiJson, VaultTokenWalletAbiJson, WrappedCurrencyVaultAbiJson } from '@tycho/abi';
import { EMPTY_CELL } from '../../src/engine/codec';
import { GENESIS_SUPPLY, TYCHO } from '../../src/engine/constants';
import { balanceOf, nativeSum, tokenBalance, totalSupply, transferTokens, walletOf } from '../helpers';
import { d } from '../shared';

const wtycho = () => d.addresses().wtycho!;
const vault = () => d.addresses().vault!;
const totalWrapped = () => BigInt(d.get(vault(), WrappedCurrencyVaultAbiJson, 'total_wrapped').total_wrapped as string);

function expectVaultBacked() {
  const supply = totalSupply(d, wtycho());
  expect(balanceOf(d, vault())).toBeGreaterThanOrEqual(supply);
  expect(totalWrapped()).toBe(supply);
  const wallets = d.accounts().filter((a) => a.kind === 'VaultTokenWallet');
  const sum = wallets.reduce((s, a) => s + (a.state as { balance: bigint }).balance, 0n);
  expect(sum).toBe(supply);
  expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
}

describe('wrapped native vault', () => {
  it('seeded every dev account with WTYCHO backed by the vault', () => {
    for (const a of d.devAccounts()) expect(tokenBalance(d, wtycho(), a.address)).toBe(1000n * TYCHO);
    expectVaultBacked();
  });

  it('wraps a plain transfer (minus receive_safe_fee) and a wrap call (amount + 5 TYCHO gas)', async () => {
    const alice = await d.createFundedWallet();
    const vault0 = balanceOf(d, vault());
    await (
      await d.sendFromWallet({ sender: alice.address, recipient: vault(), amount: 11n * TYCHO, bounce: true })
    ).settled;
    expect(tokenBalance(d, wtycho(), alice.address)).toBe(10n * TYCHO);
    expect(balanceOf(d, vault())).toBe(vault0 + 10n * TYCHO);
    const native0 = balanceOf(d, alice.address);
    await d
      .sendFrom(alice.address, vault(), {
        value: 7n * TYCHO + 5n * TYCHO,
        bounce: true,
        call: {
          abi: WrappedCurrencyVaultAbiJson,
          method: 'wrap',
          params: {
            tokens: 7n * TYCHO,
            owner_address: alice.address,
            gas_back_address: alice.address,
            payload: EMPTY_CELL,
          },
        },
      })
      .then((s) => s.settled);
    expect(tokenBalance(d, wtycho(), alice.address)).toBe(17n * TYCHO);
    // The leftover gas came back: the wrap cost 7 TYCHO plus a few transaction fees.
    const spent = native0 - balanceOf(d, alice.address);
    expect(spent).toBeGreaterThan(7n * TYCHO);
    // (includes the 0.1 TYCHO deployWalletValue the vault attaches, kept by the already deployed wallet)
    expect(spent).toBeLessThan(7n * TYCHO + TYCHO / 5n);
    expectVaultBacked();
  });

  it('unwraps a WTYCHO transfer to the vault with 0.5 TYCHO attached: burns and returns the coin', async () => {
    const bob = await d.createFundedWallet();
    await (
      await d.sendFromWallet({ sender: bob.address, recipient: vault(), amount: 21n * TYCHO, bounce: true })
    ).settled;
    const supply0 = totalSupply(d, wtycho());
    const native0 = balanceOf(d, bob.address);
    await transferTokens(d, wtycho(), bob.address, vault(), 8n * TYCHO, { notify: true, value: 500_000_000n });
    expect(tokenBalance(d, wtycho(), bob.address)).toBe(12n * TYCHO);
    expect(totalSupply(d, wtycho())).toBe(supply0 - 8n * TYCHO);
    const gained = balanceOf(d, bob.address) - native0;
    expect(gained).toBeGreaterThan(8n * TYCHO - TYCHO / 10n);
    expect(gained).toBeLessThan(8n * TYCHO);
    expect(tokenBalance(d, wtycho(), vault())).toBe(0n);
    expectVaultBacked();
  });

  it('acceptNative on the VaultTokenWallet wraps the attached coin into the wallet', async () => {
    const carol = await d.createFundedWallet();
    await (
      await d.sendFromWallet({ sender: carol.address, recipient: vault(), amount: 2n * TYCHO, bounce: true })
    ).settled;
    const wallet = walletOf(d, wtycho(), carol.address);
    await d
      .sendFrom(carol.address, wallet, {
        value: 3n * TYCHO + TYCHO,
        bounce: true,
        call: {
          abi: VaultTokenWalletAbiJson,
          method: 'acceptNative',
          params: { amount: 3n * TYCHO, deployWalletValue: 0n, remainingGasTo: carol.address, payload: EMPTY_CELL },
        },
      })
      .then((s) => s.settled);
    expect(tokenBalance(d, wtycho(), carol.address)).toBe(4n * TYCHO);
    expect(d.get(wallet, TokenWalletAbiJson, 'root').value0).toBe(wtycho());
    expectVaultBacked();
  });
});
