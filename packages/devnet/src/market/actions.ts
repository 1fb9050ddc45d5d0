/**
 * What the market's traders do on chain, through the same wallet messages a user's wallet sends (dex-actions): read
 * the seeded pools as the planner's views, sell a fraction of a reserve, bring a pair back to the reference prices,
 * and top a trader up from the giver when a token or the native coin runs low.
 */
import { TokenRootAbiJson } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { EMPTY_CELL } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deterministicKeyPair } from '../engine/keys';
import { at } from '../engine/must';
import type { PoolState } from '../contracts/dex/pool-state';
import * as dex from '../seed/dex-actions';
import { seeded } from '../seed/steps';
import { MARKET_POOLS } from '../seed/market-config';
import { arbitrage, referencePrices, worstPair, type PoolView } from './plan';

type D = DevnetImpl;

/** The seeded traders (wallets funded by the history step). */
export const TRADER_NAMES = ['Trader1', 'Trader2', 'Trader3', 'Trader4'];

/** Address of a wallet the seed deployed for `name` (dev accounts, traders, the market maker). */
export const seededWallet = (d: D, name: string) =>
  d.addressOf('EverWallet', { publicKey: deterministicKeyPair(`${d.seed}:account:${name}`).publicKey, name });

/** Whole-token view of a pool state. */
export function viewOf(s: PoolState, kind: PoolView['kind']): PoolView {
  const fee = Number(s.fee.pool_numerator + s.fee.beneficiary_numerator) / Number(s.fee.denominator || 1n);
  const reserves = s.balances.map((b, k) => Number(b) / 10 ** at(s.decimals, k, 'pool token decimals'));
  return { symbols: s.symbols, kind, reserves, fee };
}

/** The seeded pools' roots (MARKET_POOLS order) on this network. */
export function marketRoots(d: Pick<D, 'addresses'>): string[][] {
  const addresses = d.addresses();
  return MARKET_POOLS.map((p) => p.symbols.map((s) => seeded(addresses, `token:${s}`)));
}

/** Current state and view of every seeded pool (MARKET_POOLS order). */
export function marketViews(d: D, dexRoot: string, roots: string[][]) {
  const states = roots.map((r) => dex.deployedPool(d, dexRoot, r));
  return { states, views: states.map((s, k) => viewOf(s, at(MARKET_POOLS, k, 'market pool').kind)) };
}

/** Mints `amount` of a token whose root the giver owns (every seeded token but WTYCHO) to `to`. */
async function mint(d: D, root: string, to: string, amount: bigint) {
  const giver = d.info().giver;
  const sent = await d.sendFrom(giver, root, {
    value: TYCHO / 2n,
    bounce: true,
    call: {
      abi: TokenRootAbiJson,
      method: 'mint',
      params: {
        amount,
        recipient: to,
        deployWalletValue: TYCHO / 10n,
        remainingGasTo: giver,
        notify: false,
        payload: EMPTY_CELL,
      },
    },
  });
  await sent.settled;
}

/** Makes sure `user` holds `amount` of `root` (minted, or for WTYCHO wrapped from native coin the giver sends). */
export async function ensureHolding(d: D, user: string, root: string, amount: bigint): Promise<void> {
  const held = dex.tokenBalance(d, root, user);
  if (held >= amount) return;
  const missing = (amount - held) * 2n;
  if (root === d.addresses().wtycho) {
    await d.give(user, missing + 2n * TYCHO);
    const sent = await d.sendFrom(user, seeded(d.addresses(), 'vault'), { value: missing + TYCHO, bounce: true });
    await sent.settled;
  } else await mint(d, root, user, missing);
}

/** Keeps a trader's native balance above 1 000 TYCHO for gas. */
export async function ensureGas(d: D, user: string): Promise<void> {
  const balance = d.account(user)?.balance ?? 0n;
  if (balance < 1_000n * TYCHO) await d.give(user, 10_000n * TYCHO);
}

/** Sells `fraction` of the pool's reserve of token `from` for token `to` (a one-pool swap, real wallet messages). */
export async function sellFraction(
  d: D,
  dexRoot: string,
  user: string,
  s: PoolState,
  from: number,
  to: number,
  fraction: number,
  o: { id: bigint; topUp: boolean },
): Promise<boolean> {
  let amount = BigInt(Math.floor(Number(at(s.balances, from, 'pool balance')) * fraction));
  if (amount <= 0n) return false;
  const root = at(s.roots, from, 'pool root');
  if (o.topUp) await ensureHolding(d, user, root, amount);
  else {
    const held = dex.tokenBalance(d, root, user);
    if (held < amount) amount = held / 4n;
    if (amount <= 0n) return false;
  }
  const outcoming = at(s.roots, to, 'pool root');
  await dex.swap(d, dexRoot, user, root, amount, [{ roots: s.roots, outcoming, expected: 1n }], { id: o.id });
  return true;
}

/**
 * Arbitrage: while a seeded pair is more than `threshold` off the prices the pools agree on, `maker` brings the
 * worst one back (at most `rounds` swaps). Returns the number of swaps made.
 */
export async function arbitragePairs(
  d: D,
  dexRoot: string,
  maker: string,
  roots: string[][],
  o: { threshold: number; rounds: number; id: bigint },
): Promise<number> {
  let made = 0;
  for (let round = 0; round < o.rounds; round++) {
    const { states, views } = marketViews(d, dexRoot, roots);
    const prices = referencePrices(views);
    const k = worstPair(views, prices, o.threshold);
    if (k === undefined) break;
    const { from, fraction } = arbitrage(at(views, k, 'pool view'), prices);
    const state = at(states, k, 'pool state');
    if (!(await sellFraction(d, dexRoot, maker, state, from, 1 - from, fraction, { id: o.id, topUp: true }))) break;
    made++;
  }
  return made;
}
