/**
 * The order form (document 2, sections 3 and 5): sell amount, buy amount, price, and what stops an order. Amounts are
 * bigints in smallest units; a token's decimals are known or the form is not ready (never a guess).
 */
import { formatUnits, parseUnits } from '@tycho/units';

export interface FormToken {
  root: string;
  decimals: number;
}

export interface OrderFormInput {
  /** Token sold (the order's spent token) and token bought. */
  sell: FormToken | undefined;
  buy: FormToken | undefined;
  sellText: string;
  buyText: string;
  /** Wallet balance of the sold token, smallest units; undefined while unknown. */
  balance: bigint | undefined;
  /** Total supply of the sold token, smallest units; undefined while unknown. */
  totalSupply: bigint | undefined;
  connected: boolean;
}

export type OrderFormProblem =
  | 'connectWallet'
  | 'selectTokens'
  | 'sameToken'
  | 'loading'
  | 'enterAmounts'
  | 'aboveTotalSupply'
  | 'insufficientBalance';

export interface OrderFormState {
  problem?: OrderFormProblem;
  sellAmount?: bigint;
  buyAmount?: bigint;
}

function parse(text: string, decimals: number): bigint | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = parseUnits(trimmed, decimals);
  return value !== null && value > 0n ? value : undefined;
}

/** The first problem that stops the order, in the order a user fixes them, or the amounts to send. */
export function orderFormState(input: OrderFormInput): OrderFormState {
  const { sell, buy } = input;
  if (!sell || !buy) return { problem: 'selectTokens' };
  if (sell.root === buy.root) return { problem: 'sameToken' };
  const sellAmount = parse(input.sellText, sell.decimals);
  const buyAmount = parse(input.buyText, buy.decimals);
  if (sellAmount === undefined || buyAmount === undefined) return { problem: 'enterAmounts', sellAmount, buyAmount };
  if (input.totalSupply !== undefined && sellAmount > input.totalSupply)
    return { problem: 'aboveTotalSupply', sellAmount, buyAmount };
  if (!input.connected) return { problem: 'connectWallet', sellAmount, buyAmount };
  if (input.balance === undefined || input.totalSupply === undefined)
    return { problem: 'loading', sellAmount, buyAmount };
  if (sellAmount > input.balance) return { problem: 'insufficientBalance', sellAmount, buyAmount };
  return { sellAmount, buyAmount };
}

/** Price of one sold token in bought tokens (whole tokens), as decimal text with up to `places` digits. */
export function priceText(sell: bigint, buy: bigint, sellDecimals: number, buyDecimals: number, places = 8): string {
  if (sell <= 0n) return '';
  const scaled = (buy * 10n ** BigInt(sellDecimals + places)) / (sell * 10n ** BigInt(buyDecimals));
  return trimZeros(formatUnits(scaled, places));
}

/** The buy amount text for a sell amount at a price (whole tokens), rounded down to the bought token's decimals. */
export function buyTextAt(sellText: string, priceTextValue: string, sell: FormToken, buy: FormToken): string {
  const amount = parse(sellText, sell.decimals);
  const price = parse(priceTextValue, 18);
  if (amount === undefined || price === undefined) return '';
  const value = (amount * price * 10n ** BigInt(buy.decimals)) / (10n ** BigInt(sell.decimals) * 10n ** 18n);
  return value > 0n ? trimZeros(formatUnits(value, buy.decimals)) : '';
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
