import { mulDivUp } from './bigint-math';

/**
 * Fee parameters as the Broxus/FlatQube pool contracts store them: a fee of
 * `(poolNumerator + beneficiaryNumerator) / denominator` of the spent amount. The pool's part
 * stays in the reserves (it accrues to LP holders); the beneficiary's part leaves the reserves.
 * Example: 0.3 % all to the pool = `{ denominator: 1_000_000n, poolNumerator: 3000n, beneficiaryNumerator: 0n }`.
 */
export interface FeeParams {
  denominator: bigint;
  poolNumerator: bigint;
  beneficiaryNumerator: bigint;
}

/** A fee split into the part kept by the pool and the part sent to the beneficiary. */
export interface FeeSplit {
  /** poolFee + beneficiaryFee */
  total: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
}

/** Builds fee params with the Broxus denominator 1 000 000 unless told otherwise. */
export function feeParams(poolNumerator: bigint, beneficiaryNumerator = 0n, denominator = 1_000_000n): FeeParams {
  const fee = { denominator, poolNumerator, beneficiaryNumerator };
  assertValidFee(fee);
  return fee;
}

/** Throws unless `0 <= pool + beneficiary < denominator` (the contracts' own check). */
export function assertValidFee(fee: FeeParams): void {
  if (
    fee.denominator <= 0n ||
    fee.poolNumerator < 0n ||
    fee.beneficiaryNumerator < 0n ||
    fee.poolNumerator + fee.beneficiaryNumerator >= fee.denominator
  ) {
    throw new RangeError('invalid fee params: need 0 <= pool + beneficiary < denominator');
  }
}

/** pool + beneficiary numerators. */
export function feeNumerator(fee: FeeParams): bigint {
  return fee.poolNumerator + fee.beneficiaryNumerator;
}

/** The fee as a float fraction, for display only. */
export function feeRate(fee: FeeParams): number {
  return Number(feeNumerator(fee)) / Number(fee.denominator);
}

/**
 * Splits a total fee amount: the pool's part is rounded up (the pool is favoured), the
 * beneficiary gets the rest.
 */
export function splitFee(total: bigint, fee: FeeParams): FeeSplit {
  const n = feeNumerator(fee);
  const poolFee = n === 0n ? 0n : mulDivUp(total, fee.poolNumerator, n);
  return { total, poolFee, beneficiaryFee: total - poolFee };
}

/** The fee charged on a spent amount: ceil(amount * numerator / denominator), then split. */
export function chargeFee(amount: bigint, fee: FeeParams): FeeSplit {
  return splitFee(mulDivUp(amount, feeNumerator(fee), fee.denominator), fee);
}
