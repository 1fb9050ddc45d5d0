/**
 * The one units module: on-chain integer amounts (bigint) to and from decimal text, exact, no floating point.
 * Display formatting (grouping, abbreviations, significant digits) is the web app's `shared/lib/format.ts`.
 */
export { parseUnits, formatUnits, approxNumber, toNano, fromNano, NANO_DECIMALS, type ParseUnitsMode } from './units';
export { sanitizeAmountInput } from './input';
export { isDecimals, resolveDecimals, type Decimals } from './decimals';
export {
  parseDecimal,
  decimalAbs,
  compareDecimals,
  addDecimals,
  multiplyDecimals,
  shiftDecimal,
  roundDecimal,
  divideDecimals,
  decimalExponent,
  decimalToString,
  type Decimal,
  type Rounding,
} from './decimal';
