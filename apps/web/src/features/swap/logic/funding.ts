/**
 * What pays for a swap (spec 4.4): the one place the coin/token split of combined mode is decided. The confirm
 * popup shows it and the payload request sends it (`nativeInfo`, `amountToWrap`); the server only checks it
 * against the balances.
 */
import type { SwapMode } from './swapLogic';

export type SoldAs = 'token' | 'coin' | 'coinAndToken';
export type NativeInfo = 'spendonlynative' | 'spendnativeandwrappednative' | 'receivenative';

export interface Funding {
  /** How the confirm popup labels the sold side. */
  soldAs: SoldAs;
  /** Spent from the token (or wrapped coin) balance, smallest units. */
  token: bigint;
  /** Spent as native coin (wrapped on the way), smallest units. */
  coin: bigint;
  /** The payload request's native mode; undefined for a token-only swap. */
  nativeInfo: NativeInfo | undefined;
  /** The payload request's coin part (`coin`), null when no coin is spent. */
  amountToWrap: string | null;
}

/**
 * The split of `spent`: the token alone when its balance covers the amount (plain and combined modes), the coin
 * alone in coin mode or when no wrapped coin is held, otherwise the whole wrapped balance plus the rest in coin.
 * A swap into the coin (coinOut) is paid in tokens and asks the last pool to unwrap.
 */
export function swapFunding(mode: SwapMode, spent: bigint, tokenBalance: bigint): Funding {
  const of = (soldAs: SoldAs, token: bigint, coin: bigint, nativeInfo: NativeInfo | undefined): Funding => ({
    soldAs,
    token,
    coin,
    nativeInfo,
    amountToWrap: coin > 0n ? coin.toString() : null,
  });
  if (mode === 'coinIn') return of('coin', 0n, spent, 'spendonlynative');
  if (mode === 'coinOut') return of('token', spent, 0n, 'receivenative');
  if (mode !== 'combo' || tokenBalance >= spent) return of('token', spent, 0n, undefined);
  if (tokenBalance <= 0n) return of('coin', 0n, spent, 'spendnativeandwrappednative');
  return of('coinAndToken', tokenBalance, spent - tokenBalance, 'spendnativeandwrappednative');
}
