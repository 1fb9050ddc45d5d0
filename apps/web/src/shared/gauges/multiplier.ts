/** A boost multiplier as every screen shows it: rounded down to 3 decimals (×2.6849 → 2.684), so none overstates it. */
export const multiplierText = (value: number) => Math.floor(Math.round(value * 1_000_000) / 1000) / 1000;
