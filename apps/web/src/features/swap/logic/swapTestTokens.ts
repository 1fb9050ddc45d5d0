/** Test tokens of the swap logic tests: a token of this root and decimals (its symbol from the address). */
import type { SwapToken } from './swapTokens';

export const testToken = (
  address: string,
  decimals: number | undefined,
  extra: Partial<SwapToken> = {},
): SwapToken => ({
  address,
  routeAddress: address,
  symbol: address.slice(2, 5),
  name: address,
  decimals,
  ...extra,
});
