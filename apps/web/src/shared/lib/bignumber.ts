import BigNumberBase from 'bignumber.js';

/** A BigNumber constructor that never switches to exponential notation and rounds down by default. */
export const BigNumber = BigNumberBase.clone({
  EXPONENTIAL_AT: 1e9,
  ROUNDING_MODE: BigNumberBase.ROUND_DOWN,
});
export type BigNumberValue = BigNumberBase.Value;
export type BigNumberInstance = BigNumberBase;

/** A BigNumber from any input; invalid input gives NaN instead of throwing. */
export function toBigNumber(value: BigNumberValue): BigNumberInstance {
  try {
    return new BigNumber(value);
  } catch {
    return new BigNumber(Number.NaN);
  }
}
