/**
 * Seed step: the market. Extra TIP-3 tokens (minted to the dev accounts; one flagged scam), logos for every token,
 * a market-maker wallet that creates the pools of market-config.ts and provides their first liquidity at the start
 * prices. Addresses: `pool:<SYMBOLS>` and `lp:<SYMBOLS>` per pool, `marketMaker`.
 */
import { TokenRootAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL, sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deterministicKeyPair } from '../engine/keys';
import { at, entry, must } from '../engine/must';
import * as dex from './dex-actions';
import { logoURI } from './logos';
import { MARKET_POOLS, MARKET_TOKENS, poolName, START_PRICES, toUnits } from './market-config';
import { deployViaGiver, rootConstructor, seeded, seedToken, type SeedContext, type SeedStep } from './steps';
import { units } from './tokens';

export const rootOf = (ctx: SeedContext, symbol: string) => seeded(ctx.addresses, `token:${symbol}`);
export const decimalsOf = (ctx: SeedContext, symbol: string) => seedToken(ctx, symbol).decimals;

/** Mints from the giver (the owner of every seeded token root); waits for nothing (the caller drains). */
export async function mintTo(ctx: SeedContext, root: string, recipient: string, amount: bigint) {
  await ctx.devnet.sendFrom(ctx.giver, root, {
    value: TYCHO / 2n,
    bounce: true,
    call: {
      abi: TokenRootAbiJson,
      method: 'mint',
      params: {
        amount,
        recipient,
        deployWalletValue: TYCHO / 10n,
        remainingGasTo: ctx.giver,
        notify: false,
        payload: EMPTY_CELL,
      },
    },
  });
}

export async function seedWallet(ctx: SeedContext, name: string, tycho: bigint) {
  const { publicKey } = deterministicKeyPair(`${ctx.seed}:account:${name}`);
  return deployViaGiver(ctx, 'EverWallet', { publicKey, name }, tycho * TYCHO);
}

async function deployTokens(ctx: SeedContext) {
  for (const token of MARKET_TOKENS) {
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
    ctx.tokens.push({
      address: root,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      ...(token.scam ? { scam: true } : {}),
    });
    for (const account of ctx.devAccounts)
      await mintTo(ctx, root, account.address, units(token.perAccount, token.decimals));
  }
  for (const t of ctx.tokens) t.logoURI = logoURI(t.symbol);
}

/** Token amounts of a pool at its target TVL (equal USD value per token). */
export function poolAmounts(ctx: SeedContext, symbols: string[], tvl: number, prices = START_PRICES) {
  return symbols.map((s) => toUnits(tvl / symbols.length / entry(prices, s, 'start price'), decimalsOf(ctx, s)));
}

export const marketStep: SeedStep = {
  name: 'market',
  async run(ctx) {
    const d = ctx.devnet;
    await deployTokens(ctx);
    const maker = await seedWallet(ctx, 'MarketMaker', 20_000_000n);
    ctx.addresses.marketMaker = maker;
    // Everything the pools need, plus half again for later deposits.
    const need = new Map<string, bigint>();
    for (const p of MARKET_POOLS) {
      poolAmounts(ctx, p.symbols, p.tvl).forEach((a, k) => {
        const symbol = at(p.symbols, k, 'pool symbol');
        need.set(symbol, (need.get(symbol) ?? 0n) + a);
      });
    }
    for (const [symbol, amount] of need) {
      if (symbol === 'WTYCHO')
        await d.sendFrom(maker, seeded(ctx.addresses, 'vault'), { value: (amount * 3n) / 2n + TYCHO, bounce: true });
      else await mintTo(ctx, rootOf(ctx, symbol), maker, (amount * 3n) / 2n);
    }
    await d.drain();
    const dexRoot = seeded(ctx.addresses, 'dexRoot');
    const owner = seeded(ctx.addresses, 'dexOwner');
    for (const p of MARKET_POOLS) {
      const roots = p.symbols.map((s) => rootOf(ctx, s));
      if (p.kind === 'common')
        await dex.deployPair(d, dexRoot, owner, at(roots, 0, 'pool root'), at(roots, 1, 'pool root'));
      else await dex.deployStablePool(d, dexRoot, owner, roots);
      const state = dex.deployedPool(d, dexRoot, roots);
      ctx.addresses[poolName(p.symbols)] = dex.poolOf(d, dexRoot, roots);
      ctx.addresses[`lp:${p.symbols.join('-')}`] = state.lpRoot;
      const amounts = poolAmounts(ctx, p.symbols, p.tvl);
      const byRoot = new Map(roots.map((r, k) => [r, at(amounts, k, 'pool amount')]));
      await dex.addLiquidity(
        d,
        dexRoot,
        maker,
        state.roots,
        state.roots.map((r) => must(byRoot.get(r), `seed amount of pool root ${r}`)),
      );
    }
  },
};
