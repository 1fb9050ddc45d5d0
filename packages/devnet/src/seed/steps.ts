/**
 * Seed steps, run in order inside one batch with the clock frozen. Each step is independent and deterministic;
 * later issues append their own (DEX root, pairs, market history...).
 */
import { TokenRootAbiJson, WrappedCurrencyVaultAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import type { DevAccount } from '../api';
import type { DevnetImpl, TokenMetadata } from '../devnet';
import { EMPTY_CELL, sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deterministicKeyPair } from '../engine/keys';
import { entry, must } from '../engine/must';
import { DEV_ACCOUNT_NAMES, DEV_ACCOUNT_TYCHO, DEV_ACCOUNT_WRAPPED, SEED_TOKENS, units } from './tokens';

export interface SeedContext {
  devnet: DevnetImpl;
  seed: number;
  giver: string;
  devAccounts: DevAccount[];
  addresses: Record<string, string>;
  tokens: TokenMetadata[];
  /** End of the market history (unix seconds). */
  historyEnd: number;
  /** Run by the history step at the end of every history day (later features add their daily activity). */
  historyDay?: ((day: number) => Promise<void>)[];
}

export type SeedStep = { name: string; run(ctx: SeedContext): Promise<void> };

/** A seeded address by its key ('dexRoot', 'token:QUBE', 'account:Bob'); a MissingStateError when none was seeded. */
export const seeded = (addresses: Readonly<Record<string, string>>, key: string): string =>
  entry(addresses, key, 'seeded address');

/** A seeded token's metadata by its symbol; a MissingStateError when no such token was seeded. */
export const seedToken = (ctx: Pick<SeedContext, 'tokens'>, symbol: string): TokenMetadata =>
  must(
    ctx.tokens.find((t) => t.symbol === symbol),
    `seed token ${symbol}`,
  );
/** Deploys a contract through the giver (state init + constructor call) and waits for the cascade. */
export async function deployViaGiver(
  ctx: SeedContext,
  kind: string,
  init: Record<string, unknown>,
  value: bigint,
  call?: { abi: string; params: Record<string, unknown> },
) {
  const address = ctx.devnet.addressOf(kind, init);
  const sent = await ctx.devnet.sendFrom(ctx.giver, address, {
    value,
    deploy: { kind, init },
    call: call ? { abi: call.abi, method: 'constructor', params: call.params } : undefined,
  });
  await sent.settled;
  return address;
}

export const rootConstructor = (remainingGasTo: string) => ({
  initialSupplyTo: ZERO_ADDRESS,
  initialSupply: 0,
  deployWalletValue: 0,
  mintDisabled: false,
  burnByRootDisabled: false,
  burnPaused: false,
  remainingGasTo,
});

export const devAccountsStep: SeedStep = {
  name: 'dev accounts',
  async run(ctx) {
    for (const name of DEV_ACCOUNT_NAMES) {
      const { publicKey } = deterministicKeyPair(`${ctx.seed}:account:${name}`);
      const address = await deployViaGiver(ctx, 'EverWallet', { publicKey, name }, DEV_ACCOUNT_TYCHO * TYCHO);
      ctx.devAccounts.push({ name, address, publicKey });
      ctx.addresses[`account:${name}`] = address;
    }
  },
};

export const tokensStep: SeedStep = {
  name: 'tokens',
  async run(ctx) {
    for (const [index, token] of SEED_TOKENS.entries()) {
      const init = {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        rootOwner: ctx.giver,
        randomNonce: sha256(`${ctx.seed}:${token.symbol}`),
      };
      const root = await deployViaGiver(ctx, 'TokenRoot', init, 2n * TYCHO, {
        abi: TokenRootAbiJson,
        params: rootConstructor(ZERO_ADDRESS),
      });
      ctx.addresses[`token:${token.symbol}`] = root;
      ctx.tokens.push({ address: root, name: token.name, symbol: token.symbol, decimals: token.decimals });
      // Every dev account holds the token except one (rotating), so "no wallet yet" is visible in the app too.
      for (const [i, account] of ctx.devAccounts.entries()) {
        if (i === (index + 3) % ctx.devAccounts.length) continue;
        const amount = units(token.perAccount, token.decimals) + BigInt(i) * units(1, token.decimals);
        await ctx.devnet.sendFrom(ctx.giver, root, {
          value: TYCHO / 2n,
          bounce: true,
          call: {
            abi: TokenRootAbiJson,
            method: 'mint',
            params: {
              amount,
              recipient: account.address,
              deployWalletValue: TYCHO / 10n,
              remainingGasTo: ctx.giver,
              notify: false,
              payload: EMPTY_CELL,
            },
          },
        });
      }
    }
  },
};

export const vaultStep: SeedStep = {
  name: 'wrapped native vault',
  async run(ctx) {
    const vaultInit = { _randomNonce: BigInt('0x' + sha256(`${ctx.seed}:vault`)).toString() };
    const vault = ctx.devnet.addressOf('WrappedCurrencyVault', vaultInit);
    const rootInit = {
      name: 'Wrapped TYCHO',
      symbol: 'WTYCHO',
      decimals: 9,
      rootOwner: vault,
      randomNonce: sha256(`${ctx.seed}:WTYCHO`),
      walletKind: 'VaultTokenWallet',
      walletExtra: { vault },
    };
    const root = await deployViaGiver(ctx, 'TokenRoot', rootInit, 2n * TYCHO, {
      abi: TokenRootAbiJson,
      params: rootConstructor(ZERO_ADDRESS),
    });
    await deployViaGiver(ctx, 'WrappedCurrencyVault', vaultInit, 10n * TYCHO, {
      abi: WrappedCurrencyVaultAbiJson,
      params: {
        owner_: ctx.giver,
        root,
        root_tunnel: vault,
        receive_safe_fee: TYCHO,
        settings_deploy_wallet_grams: TYCHO / 10n,
        initial_balance: TYCHO,
      },
    });
    ctx.addresses.vault = vault;
    ctx.addresses.wtycho = root;
    ctx.addresses['token:WTYCHO'] = root;
    ctx.tokens.push({ address: root, name: 'Wrapped TYCHO', symbol: 'WTYCHO', decimals: 9 });
    for (const account of ctx.devAccounts) {
      // A plain transfer wraps value minus receive_safe_fee (1 TYCHO).
      await ctx.devnet.sendFrom(account.address, vault, { value: (DEV_ACCOUNT_WRAPPED + 1n) * TYCHO, bounce: true });
    }
  },
};

/** The steps every network starts with; seed/index.ts appends the DEX, market and history. */
export const BASE_STEPS: SeedStep[] = [devAccountsStep, tokensStep, vaultStep];
