/**
 * Gauge boosts (dao `GaugeAccountHelpers.tsol` `_veBoost`, `calculateTotalBoostedBalance`): the lock boost and the
 * vote-escrow (veQUBE) boost of one gauge position, in integers like the contract.
 *
 * With U = the user's raw balance, T = the gauge's raw deposit supply, v = the user's veQUBE, V = the total veQUBE:
 * veBoosted = min(floor(4U/10) + floor(floor(6T/10)·v/V), U), or floor(4U/10) when v = 0 or V = 0.
 * The multipliers (×1e18): m_lock = lockBoosted/U, m_ve = veBoosted/floor(4U/10) (1 to 2.5), m_total = m_lock + m_ve − 1,
 * and totalBoosted = floor(U·m_total/1e18). Unlike the contract, m_ve is clamped at 2.5 (floor(4U/10) < 0.4U would
 * otherwise lift it a little above) and a balance under 3 raw units (base 0) has m_ve = 1 instead of a division by 0. QUBE rewards are shared by totalBoosted, extra tokens by lockBoosted.
 */

/** Fixed-point scale of the multipliers (the contract's SCALING_FACTOR). */
export const BOOST_SCALE = 10n ** 18n;

/** m_ve at its highest: 2.5 (the whole balance against a 0.4 base). */
export const MAX_VE_MULTIPLIER = (25n * BOOST_SCALE) / 10n;

/** The ve-boosted part of a balance: 0.4·U plus up to 0.6·U from the user's share of veQUBE (never above U). */
export function gaugeVeBoosted(balance: bigint, depositSupply: bigint, veAcc: bigint, veSupply: bigint): bigint {
  const base = (balance * 4n) / 10n;
  if (veAcc <= 0n || veSupply <= 0n) return base;
  const bonus = (((depositSupply * 6n) / 10n) * veAcc) / veSupply;
  const boosted = base + bonus;
  return boosted < balance ? boosted : balance;
}

export interface GaugeBoost {
  veBoosted: bigint;
  totalBoosted: bigint;
  /** Multipliers ×BOOST_SCALE (all 0 when the balance is 0, like the contract). */
  veMultiplier: bigint;
  lockMultiplier: bigint;
  totalMultiplier: bigint;
}

export interface GaugeBoostInput {
  balance: bigint;
  lockBoosted: bigint;
  depositSupply: bigint;
  veAcc: bigint;
  veSupply: bigint;
}

/** `calculateTotalBoostedBalance`: both boosts of a position and its total-boosted balance. */
export function gaugeTotalBoost(x: GaugeBoostInput): GaugeBoost {
  const base = (x.balance * 4n) / 10n;
  if (x.balance <= 0n || base === 0n) {
    // A balance under 3 raw units has no 0.4 base: the contract would divide by zero; treat it as unboosted by ve.
    if (x.balance <= 0n)
      return { veBoosted: 0n, totalBoosted: 0n, veMultiplier: 0n, lockMultiplier: 0n, totalMultiplier: 0n };
    const lockMultiplier = (x.lockBoosted * BOOST_SCALE) / x.balance;
    return {
      veBoosted: base,
      totalBoosted: x.lockBoosted,
      veMultiplier: BOOST_SCALE,
      lockMultiplier,
      totalMultiplier: lockMultiplier,
    };
  }
  const lockMultiplier = (x.lockBoosted * BOOST_SCALE) / x.balance;
  const veBoosted = gaugeVeBoosted(x.balance, x.depositSupply, x.veAcc, x.veSupply);
  // floor(4U/10) can be a little under 0.4·U, which would lift m_ve over 2.5 at the cap: the devnet clamps it.
  const raw = (veBoosted * BOOST_SCALE) / base;
  const veMultiplier = raw > MAX_VE_MULTIPLIER ? MAX_VE_MULTIPLIER : raw;
  const totalMultiplier = lockMultiplier + veMultiplier - BOOST_SCALE;
  return {
    veBoosted,
    totalBoosted: (x.balance * totalMultiplier) / BOOST_SCALE,
    veMultiplier,
    lockMultiplier,
    totalMultiplier,
  };
}

/**
 * The veQUBE a user needs for the full ve boost (m_ve = 2.5) on `balance` in a gauge whose supply after the deposit is
 * `depositSupply`: v = ceil(0.6·U·V/(0.6·T)) = ceil(U·V/T) (V = total veQUBE including the user's).
 */
export function gaugeVeForMaxBoost(balance: bigint, depositSupply: bigint, veSupply: bigint): bigint {
  if (depositSupply <= 0n) return 0n;
  return (balance * veSupply + depositSupply - 1n) / depositSupply;
}
