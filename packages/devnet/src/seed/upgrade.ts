/**
 * Seed step: old-version (v4) tokens with v5 counterparts and the upgrade proxy. Only the dev accounts named in
 * `V4_HOLDERS` hold v4 balances: the app shows a persistent upgrade notice to holders, which would otherwise sit over
 * every browser test that connects a wallet. Addresses: `v4:<SYMBOL>` (the v4 roots), `upgradeProxy`. `upgradableTokens()` gives the manifest entries the
 * server serves (rootV4, rootV5, proxy, symbol, name, logoURI).
 */
import { TokenRootAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import type { TokenMetadata } from '../devnet';
import { sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { must } from '../engine/must';
import { logoURI } from './logos';
import { mintTo, rootOf } from './market';
import { deployViaGiver, rootConstructor, seeded, seedToken, type SeedStep } from './steps';
import { units } from './tokens';

/** The dev accounts holding v4 tokens (the token-upgrade browser test uses Dave). */
export const V4_HOLDERS: readonly string[] = ['Dave'];

/** The v4 tokens: symbol (same as the v5 token) and whole tokens each holder holds. */
export const V4_TOKENS: { symbol: string; perAccount: number }[] = [
  { symbol: 'QUBE', perAccount: 250 },
  { symbol: 'BRIDGE', perAccount: 400 },
  { symbol: 'WBTC', perAccount: 1 },
];

export interface UpgradableToken {
  rootV4: string;
  rootV5: string;
  proxy: string;
  symbol: string;
  name: string;
  logoURI: string;
}

export const upgradeStep: SeedStep = {
  name: 'v4 tokens and upgrade proxy',
  async run(ctx) {
    const pairs: [string, string][] = [];
    const holders = ctx.devAccounts.filter((a) => V4_HOLDERS.includes(a.name));
    for (const { symbol, perAccount } of V4_TOKENS) {
      const v5 = seedToken(ctx, symbol);
      const init = {
        name: `${v5.name} (old)`,
        symbol,
        decimals: v5.decimals,
        rootOwner: ctx.giver,
        randomNonce: sha256(`${ctx.seed}:v4:${symbol}`),
      };
      const root = await deployViaGiver(ctx, 'TokenRootV4', init, 2n * TYCHO, {
        abi: TokenRootAbiJson,
        params: rootConstructor(ZERO_ADDRESS),
      });
      ctx.addresses[`v4:${symbol}`] = root;
      pairs.push([root, v5.address]);
      for (const account of holders) await mintTo(ctx, root, account.address, units(perAccount, v5.decimals));
    }
    const proxy = await deployViaGiver(ctx, 'TokenUpgradeProxy', { pairs, nonce: sha256(`${ctx.seed}:proxy`) }, TYCHO);
    ctx.addresses.upgradeProxy = proxy;
    // The v5 reserve: the whole v4 supply, so every v4 token can be upgraded.
    for (const { symbol, perAccount } of V4_TOKENS) {
      const decimals = seedToken(ctx, symbol).decimals;
      await mintTo(ctx, rootOf(ctx, symbol), proxy, units(perAccount, decimals) * BigInt(holders.length));
    }
  },
};

/** Manifest entries of the upgradable tokens of a seeded network (for the server's manifest file). */
export function upgradableTokens(d: {
  addresses(): Record<string, string>;
  tokenMetadata(): TokenMetadata[];
}): UpgradableToken[] {
  const a = d.addresses();
  const proxy = a.upgradeProxy;
  if (!proxy) return [];
  return V4_TOKENS.map(({ symbol }) => {
    const v5 = must(
      d.tokenMetadata().find((t) => t.symbol === symbol),
      `token metadata of ${symbol}`,
    );
    return {
      rootV4: seeded(a, `v4:${symbol}`),
      rootV5: v5.address,
      proxy,
      symbol,
      name: v5.name,
      logoURI: logoURI(symbol),
    };
  });
}
