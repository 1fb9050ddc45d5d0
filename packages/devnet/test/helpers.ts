import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '../src';
import { EMPTY_CELL } from '../src/engine/codec';
import { TYCHO } from '../src/engine/constants';

/** A network with the base steps only (accounts, tokens, vault): engine and TIP-3 tests need no market. */
export async function freshDevnet(seed = 1): Promise<DevnetHandle & { closeAll(): Promise<void> }> {
  const handle = await openDatabase();
  const devnet = await createDevnet({ db: handle.db, seed, steps: BASE_STEPS });
  return Object.assign(devnet, {
    async closeAll() {
      await devnet.close();
      await handle.close();
    },
  });
}

export const walletOf = (d: DevnetHandle, root: string, owner: string) =>
  String(d.get(root, TokenRootAbiJson, 'walletOf', { walletOwner: owner }).value0);

export function tokenBalance(d: DevnetHandle, root: string, owner: string): bigint {
  const wallet = walletOf(d, root, owner);
  if (!d.getFullContractState(wallet)?.isDeployed) return 0n;
  return BigInt(d.get(wallet, TokenWalletAbiJson, 'balance').value0 as string);
}

export const totalSupply = (d: DevnetHandle, root: string) =>
  BigInt(d.get(root, TokenRootAbiJson, 'totalSupply').value0 as string);

export const nativeSum = (d: DevnetHandle) => d.accounts().reduce((sum, a) => sum + a.balance, 0n);

export const balanceOf = (d: DevnetHandle, address: string) => BigInt(d.getFullContractState(address)?.balance ?? '0');

/** A TIP-3 transfer from `owner`'s wallet, as the app sends it. */
export async function transferTokens(
  d: DevnetHandle,
  root: string,
  owner: string,
  recipient: string,
  amount: bigint,
  opts: { deployWalletValue?: bigint; notify?: boolean; payload?: string; value?: bigint } = {},
) {
  const sent = await d.sendFrom(owner, walletOf(d, root, owner), {
    value: opts.value ?? TYCHO / 2n,
    bounce: true,
    call: {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: {
        amount,
        recipient,
        deployWalletValue: opts.deployWalletValue ?? 0n,
        remainingGasTo: owner,
        notify: opts.notify ?? false,
        payload: opts.payload ?? EMPTY_CELL,
      },
    },
  });
  await sent.settled;
  return sent;
}

let tokenCounter = 0;
/** Deploys a fresh TokenRoot owned by the giver (tests that need a token of their own). */
export async function deployToken(d: DevnetHandle, symbol: string, decimals = 9): Promise<string> {
  const giver = d.addresses().giver!;
  const init = { name: symbol, symbol, decimals, rootOwner: giver, randomNonce: `test-${symbol}-${++tokenCounter}` };
  const root = d.addressOf('TokenRoot', init);
  const sent = await d.sendFrom(giver, root, {
    value: 2n * TYCHO,
    deploy: { kind: 'TokenRoot', init },
    call: {
      abi: TokenRootAbiJson,
      method: 'constructor',
      params: {
        initialSupplyTo: giver,
        initialSupply: 0,
        deployWalletValue: 0,
        mintDisabled: false,
        burnByRootDisabled: false,
        burnPaused: false,
        remainingGasTo: giver,
      },
    },
  });
  await sent.settled;
  return root;
}

/** Sum of the balances of every wallet of `root` (from the devnet's accounts). */
export function walletSum(d: DevnetHandle, root: string): bigint {
  return d
    .accounts()
    .filter((a) => a.kind === 'TokenWallet' || a.kind === 'VaultTokenWallet')
    .map((a) => a.state as { root: string; balance: bigint })
    .filter((s) => s.root === root)
    .reduce((sum, s) => sum + s.balance, 0n);
}
