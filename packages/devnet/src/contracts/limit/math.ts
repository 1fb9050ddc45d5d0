/**
 * Exact settlement of a limit-order fill (FlatQube `Order._calculateExecutionAmount`, `_fullFilledOrder`,
 * `_partFilledOrder`) and the quotes of `getExpectedSpentAmount` / `getExpectedReceiveAmount`. Pure bigint math.
 *
 * I/E: initial spent / expected receive amounts; cS/cR: what is left of them; N/D: taker fee fraction (0 when N or
 * D is 0). A fill of S receive tokens: fee f = ⌈S·N/D⌉, net n = S − f. Full (n ≥ cR): the maker gets cR, the taker
 * all of cS and the change n − cR. Partial: the taker gets t = ⌊n·I/E⌋ (the initial ratio), the maker n.
 */
export interface OrderAmounts {
  initial: bigint;
  expected: bigint;
  currentSpent: bigint;
  currentReceive: bigint;
}

export interface Fee {
  numerator: bigint;
  denominator: bigint;
}

export type FillResult =
  | { kind: 'reject' }
  | {
      kind: 'full' | 'partial';
      fee: bigint;
      /** Receive tokens the maker gets. */
      toMaker: bigint;
      /** Spent tokens the taker gets. */
      toTaker: bigint;
      /** Receive tokens returned to the taker. */
      change: bigint;
      currentSpent: bigint;
      currentReceive: bigint;
    };

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const noFee = (fee: Fee) => fee.numerator === 0n || fee.denominator === 0n;

export function takerFee(amount: bigint, fee: Fee): bigint {
  return noFee(fee) ? 0n : ceilDiv(amount * fee.numerator, fee.denominator);
}

export function fill(order: OrderAmounts, amount: bigint, fee: Fee): FillResult {
  const f = takerFee(amount, fee);
  const n = amount - f;
  if (n <= 0n || order.currentSpent <= 0n || order.currentReceive <= 0n) return { kind: 'reject' };
  if (n >= order.currentReceive) {
    return {
      kind: 'full',
      fee: f,
      toMaker: order.currentReceive,
      toTaker: order.currentSpent,
      change: n - order.currentReceive,
      currentSpent: 0n,
      currentReceive: 0n,
    };
  }
  const t = (n * order.initial) / order.expected;
  if (t === 0n || t >= order.currentSpent) return { kind: 'reject' };
  return {
    kind: 'partial',
    fee: f,
    toMaker: n,
    toTaker: t,
    change: 0n,
    currentSpent: order.currentSpent - t,
    currentReceive: order.currentReceive - n,
  };
}

/** What `amount` receive tokens buy now: [spent tokens out, fee]. */
export function expectedReceive(order: OrderAmounts, amount: bigint, fee: Fee): [bigint, bigint] {
  const f = takerFee(amount, fee);
  if (order.currentReceive === 0n) return [0n, f];
  return [((amount - f) * order.currentSpent) / order.currentReceive, f];
}

/** What buying `amount` spent tokens costs now: [receive tokens to send, of which fee]. */
export function expectedSpent(order: OrderAmounts, amount: bigint, fee: Fee): [bigint, bigint] {
  if (order.currentSpent === 0n) return [0n, 0n];
  const base = ceilDiv(amount * order.currentReceive, order.currentSpent);
  if (noFee(fee) || fee.numerator >= fee.denominator) return [base, 0n];
  const gross = ceilDiv(base * fee.denominator, fee.denominator - fee.numerator);
  return [gross, gross - base];
}
