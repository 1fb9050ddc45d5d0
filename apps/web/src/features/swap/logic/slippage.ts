/**
 * Slippage has one representation in the app: a percent, as the user types it and as it is stored ("0.5" is
 * 0.5 %); dex-math's `compoundSlippage` takes the same percent. The DEX API's JSON carries a fraction (percent / 100,
 * spec 7): `apiSlippage` makes it, exactly, at the HTTP edge only.
 */
import { compoundSlippage } from '@tycho/dex-math';
import { formatUnits, parseUnits } from '@tycho/units';

export const DEFAULT_SLIPPAGE_PERCENT = '0.5';
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1.0'] as const;
export const SLIPPAGE_KEY = 'slippage';

/** Percent text to the API's fraction as an exact decimal string ("0.5" → "0.005"); invalid text is 0. */
export function apiSlippage(percent: string): string {
  const units = parseUnits(percent.trim(), 16, 'truncate');
  return units === null ? '0' : formatUnits(units, 18);
}

/** The tolerance of a whole route: the per-step percent compounded over its steps (spec 9), in percent. */
export const routeSlippage = (percent: string, steps: number) => compoundSlippage(percent, Math.max(steps, 1));

/** The highest slippage the app accepts, in percent: above it the setting is refused and nothing changes. */
export const MAX_SLIPPAGE_PERCENT = 50;

export type SlippageWarning = 'high' | 'low' | 'tooHigh' | 'invalid' | null;
/**
 * Slippage check: above 5 % or below 0.05 % warns; above 50 % is refused (`tooHigh`); not a positive number is
 * invalid. A refused or invalid value is never saved (see isSlippageAccepted).
 */
export function slippageWarning(percent: string): SlippageWarning {
  const units = parseUnits(percent.trim(), 18, 'truncate');
  if (units === null || units <= 0n) return 'invalid';
  if (units > BigInt(MAX_SLIPPAGE_PERCENT) * 10n ** 18n) return 'tooHigh';
  if (units > 5n * 10n ** 18n) return 'high';
  if (units < 5n * 10n ** 16n) return 'low';
  return null;
}

/** Whether a slippage may be saved and used: a positive percent not above MAX_SLIPPAGE_PERCENT. */
export function isSlippageAccepted(percent: string): boolean {
  const warning = slippageWarning(percent);
  return warning !== 'invalid' && warning !== 'tooHigh';
}

/** The stored slippage (percent text), the default when missing, invalid or above the maximum. */
export function readSlippage(storage: Pick<Storage, 'getItem'> | undefined): string {
  try {
    const raw = storage?.getItem(SLIPPAGE_KEY);
    if (raw && isSlippageAccepted(raw)) return raw;
  } catch {
    /* storage failure ignored */
  }
  return DEFAULT_SLIPPAGE_PERCENT;
}
