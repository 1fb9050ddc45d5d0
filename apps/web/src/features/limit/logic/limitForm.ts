/**
 * The order form of a pair (document 2, sections 3 and 5): the user picks a side (buy or sell the left token), a
 * price (right tokens for one left token) and an amount of the left token; the total in the right token follows.
 * A sell order spends the left token, a buy order spends the right one. The price is checked as typed: text that is
 * not a positive decimal number is a problem of its own, shown next to the field, and nothing is sent.
 */
import { formatUnits, parseUnits } from '@tycho/units';
import { orderFormState, type FormToken, type OrderFormProblem } from './orderForm';

export type Side = 'buy' | 'sell';

/** Price digits kept (the price is a decimal with at most this many fractional digits). */
export const PRICE_DECIMALS = 18;
const PRICE_SCALE = 10n ** BigInt(PRICE_DECIMALS);

export type PriceProblem = 'enterPrice' | 'invalidPrice';
export type LimitFormProblem = PriceProblem | OrderFormProblem | 'totalTooSmall';

/** The price as a fixed-point integer (18 decimals), or the problem of the typed text. */
export function parsePrice(text: string): { value: bigint } | { problem: PriceProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'enterPrice' };
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return { problem: 'invalidPrice' };
  const value = parseUnits(trimmed, PRICE_DECIMALS);
  if (value === null || value <= 0n) return { problem: 'invalidPrice' };
  return { value };
}

/** The right-token total of `amount` left tokens at a fixed-point price, rounded down to the right token's units. */
export function totalAt(amount: bigint, price: bigint, left: FormToken, right: FormToken): bigint {
  return (amount * price * 10n ** BigInt(right.decimals)) / (10n ** BigInt(left.decimals) * PRICE_SCALE);
}

export interface LimitFormInput {
  side: Side;
  left: FormToken | undefined;
  right: FormToken | undefined;
  amountText: string;
  priceText: string;
  /** Wallet balances of the left and right tokens (smallest units); undefined while unknown. */
  balances: { left?: bigint; right?: bigint };
  /** Total supplies of the left and right tokens; undefined while unknown. */
  supplies: { left?: bigint; right?: bigint };
  connected: boolean;
}

export interface LimitFormState {
  problem?: LimitFormProblem;
  /** The price problem (also shown beside the field while other fields are incomplete). */
  priceProblem?: 'invalidPrice';
  /** Total in the right token, smallest units, once amount and price are valid. */
  total?: bigint;
  /** What the order spends and expects, smallest units (the order's sell and buy amounts). */
  spent?: { token: FormToken; amount: bigint };
  expected?: { token: FormToken; amount: bigint };
}

/** The first problem that stops the order, or what it spends and expects. */
export function limitFormState(input: LimitFormInput): LimitFormState {
  const { left, right, side } = input;
  const price = parsePrice(input.priceText);
  const priceProblem = 'problem' in price && price.problem === 'invalidPrice' ? 'invalidPrice' : undefined;
  if (!left || !right) return { problem: 'selectTokens', priceProblem };
  if (priceProblem) return { problem: priceProblem, priceProblem };
  if (!input.connected) return { problem: 'connectWallet' };
  const amountText = input.amountText.trim();
  const amount = amountText ? parseUnits(amountText, left.decimals) : null;
  if ('problem' in price) return { problem: price.problem };
  if (amount === null || amount <= 0n) return { problem: 'enterAmounts' };
  const total = totalAt(amount, price.value, left, right);
  if (total <= 0n) return { problem: 'totalTooSmall', total };
  const [sell, buy] = side === 'sell' ? [left, right] : [right, left];
  const [sellAmount, buyAmount] = side === 'sell' ? [amount, total] : [total, amount];
  const state = orderFormState({
    sell,
    buy,
    sellText: formatUnits(sellAmount, sell.decimals),
    buyText: formatUnits(buyAmount, buy.decimals),
    balance: side === 'sell' ? input.balances.left : input.balances.right,
    totalSupply: side === 'sell' ? input.supplies.left : input.supplies.right,
    connected: input.connected,
  });
  return {
    problem: state.problem,
    total,
    spent: { token: sell, amount: sellAmount },
    expected: { token: buy, amount: buyAmount },
  };
}
