/**
 * Payload BOCs of DEX operations, in the layout of FlatQube's PairPayload (V2 operations):
 *   root cell: uint8 op, uint64 id, uint128 deployWalletGrams, address recipient, address referrer,
 *              ref1 "other data", ref2 operation data, [ref3 success payload], [ref4 cancel payload]
 *   ref2 per op: EXCHANGE_V2 / WITHDRAW_LIQUIDITY_ONE_COIN (uint128 expectedAmount, address outcoming);
 *                DEPOSIT_LIQUIDITY_V2 (uint128 expectedAmount); WITHDRAW_LIQUIDITY_V2 (uint128[] expectedAmounts);
 *                CROSS_PAIR_EXCHANGE_V2 (uint128 expectedAmount, address outcoming, NextExchangeData[] nextSteps)
 *   NextExchangeData = (uint128 numerator, address pool, cell payload, uint32 nestedNodes, uint32 leaves), where
 *   `payload` is the next step's ref2 (recursively).
 *   ref1 from a user: empty, or (bool toNative) when the builder got `_toNative`.
 *   ref1 between pools (trusted only when the transfer comes from a pool): see `HopContext`.
 */
import { ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL, packCell, unpackCell, type AbiParam } from '../../engine/codec';
import { must } from '../../engine/must';

const HEAD: AbiParam[] = [
  { name: 'op', type: 'uint8' },
  { name: 'id', type: 'uint64' },
  { name: 'deployWalletGrams', type: 'uint128' },
  { name: 'recipient', type: 'address' },
  { name: 'referrer', type: 'address' },
  { name: 'other', type: 'cell' },
  { name: 'data', type: 'cell' },
];
const SUCCESS: AbiParam = { name: 'success', type: 'cell' };
const CANCEL: AbiParam = { name: 'cancel', type: 'cell' };

export interface PayloadHead {
  op: number;
  id: bigint;
  deployWalletGrams: bigint;
  recipient: string;
  referrer: string;
  other: string;
  data: string;
  success?: string;
  cancel?: string;
}

export function encodePayload(h: PayloadHead): string {
  const params = [...HEAD, ...(h.success !== undefined ? [SUCCESS] : []), ...(h.cancel !== undefined ? [CANCEL] : [])];
  const tokens: Record<string, unknown> = { ...h };
  for (const k of ['success', 'cancel']) if (tokens[k] === undefined) delete tokens[k];
  return packCell(params, tokens);
}

export function decodePayload(boc: string): PayloadHead | undefined {
  for (const params of [[...HEAD, SUCCESS, CANCEL], [...HEAD, SUCCESS], HEAD]) {
    const r = unpackCell(params, boc);
    if (r) {
      return {
        op: Number(r.op),
        id: BigInt(r.id as string),
        deployWalletGrams: BigInt(r.deployWalletGrams as string),
        recipient: String(r.recipient),
        referrer: String(r.referrer),
        other: String(r.other),
        data: String(r.data),
        success: r.success === undefined ? undefined : String(r.success),
        cancel: r.cancel === undefined ? undefined : String(r.cancel),
      };
    }
  }
  return undefined;
}

/** ref1 of a user payload: `toNative` when given. */
export const encodeUserOther = (toNative: boolean | null | undefined) =>
  toNative === null || toNative === undefined
    ? EMPTY_CELL
    : packCell([{ name: 'toNative', type: 'bool' }], { toNative });

export function decodeUserOther(boc: string): { toNative: boolean } {
  const r = unpackCell([{ name: 'toNative', type: 'bool' }], boc);
  return { toNative: r ? Boolean(r.toNative) : false };
}

const NEXT: AbiParam = {
  name: 'nextSteps',
  type: 'tuple[]',
  components: [
    { name: 'numerator', type: 'uint128' },
    { name: 'pool', type: 'address' },
    { name: 'payload', type: 'cell' },
    { name: 'nestedNodes', type: 'uint32' },
    { name: 'leaves', type: 'uint32' },
  ],
};
const EXPECTED: AbiParam = { name: 'expectedAmount', type: 'uint128' };
const OUTCOMING: AbiParam = { name: 'outcoming', type: 'address' };

export interface NextStep {
  numerator: bigint;
  pool: string;
  payload: string;
  nestedNodes: number;
  leaves: number;
}
export interface StepData {
  expectedAmount: bigint;
  outcoming: string;
  nextSteps: NextStep[];
}

export const encodeStep = (s: StepData) => packCell([EXPECTED, OUTCOMING, NEXT], { ...s });
export const encodeExchangeData = (expectedAmount: bigint, outcoming: string) =>
  packCell([EXPECTED, OUTCOMING], { expectedAmount, outcoming });
export const encodeDepositData = (expectedAmount: bigint) => packCell([EXPECTED], { expectedAmount });
export const encodeWithdrawData = (expectedAmounts: bigint[]) =>
  packCell([{ name: 'expectedAmounts', type: 'uint128[]' }], { expectedAmounts });

/** ref2 of any operation, read the way its op defines; `undefined` when it does not parse. */
export function decodeData(
  op: number,
  boc: string,
): { expected: bigint[]; outcoming: string; nextSteps: NextStep[] } | undefined {
  const empty = { outcoming: ZERO_ADDRESS, nextSteps: [] as NextStep[] };
  if (op === 8) {
    const r = unpackCell([{ name: 'expectedAmounts', type: 'uint128[]' }], boc);
    return r ? { ...empty, expected: (r.expectedAmounts as string[]).map(BigInt) } : undefined;
  }
  if (op === 7) {
    const r = unpackCell([EXPECTED], boc);
    return r ? { ...empty, expected: [BigInt(r.expectedAmount as string)] } : undefined;
  }
  const full = op === 9 || op === 250;
  const r = unpackCell(full ? [EXPECTED, OUTCOMING, NEXT] : [EXPECTED, OUTCOMING], boc);
  if (!r) return undefined;
  const steps = (full ? (r.nextSteps as Record<string, string>[]) : []).map((s) => ({
    numerator: BigInt(must(s.numerator, 'numerator of a next step')),
    pool: String(s.pool),
    payload: String(s.payload),
    nestedNodes: Number(s.nestedNodes),
    leaves: Number(s.leaves),
  }));
  return { expected: [BigInt(r.expectedAmount as string)], outcoming: String(r.outcoming), nextSteps: steps };
}

/** One executed hop of a cross-pool exchange, carried along so a later failure can undo it. */
export interface Hop {
  pool: string;
  /** 0 exchange, 1 one-coin withdrawal (LP in). */
  kind: number;
  inRoot: string;
  outRoot: string;
  amountIn: bigint;
  amountOut: bigint;
  beneficiaryFee: bigint;
}

const HOPS: AbiParam = {
  name: 'hops',
  type: 'tuple[]',
  components: [
    { name: 'pool', type: 'address' },
    { name: 'kind', type: 'uint8' },
    { name: 'inRoot', type: 'address' },
    { name: 'outRoot', type: 'address' },
    { name: 'amountIn', type: 'uint128' },
    { name: 'amountOut', type: 'uint128' },
    { name: 'beneficiaryFee', type: 'uint128' },
  ],
};

/** ref1 between pools: who started the exchange, how it ends, which pool sent it and the hops done so far. */
export interface HopContext {
  toNative: boolean;
  /** The exchange was paid in native coin (acceptNative): a cancellation unwraps back to the user. */
  nativeIn: boolean;
  user: string;
  /** Token roots of the sending pool (its address is derived from them and checked). */
  fromRoots: string[];
  hops: Hop[];
}

const CONTEXT: AbiParam[] = [
  { name: 'toNative', type: 'bool' },
  { name: 'nativeIn', type: 'bool' },
  { name: 'user', type: 'address' },
  { name: 'fromRoots', type: 'address[]' },
  HOPS,
];

export const encodeContext = (c: HopContext) => packCell(CONTEXT, { ...c });

export function decodeContext(boc: string): HopContext | undefined {
  const r = unpackCell(CONTEXT, boc);
  if (!r) return undefined;
  return {
    toNative: Boolean(r.toNative),
    nativeIn: Boolean(r.nativeIn),
    user: String(r.user),
    fromRoots: (r.fromRoots as string[]).map(String),
    hops: (r.hops as Record<string, string>[]).map((h) => ({
      pool: String(h.pool),
      kind: Number(h.kind),
      inRoot: String(h.inRoot),
      outRoot: String(h.outRoot),
      amountIn: BigInt(must(h.amountIn, 'amount in of a hop')),
      amountOut: BigInt(must(h.amountOut, 'amount out of a hop')),
      beneficiaryFee: BigInt(must(h.beneficiaryFee, 'beneficiary fee of a hop')),
    })),
  };
}

/**
 * Payload of a WTYCHO transfer to the vault: unwrap and send the coin to `unwrapTo` (instead of the transfer's
 * sender). The DEX uses it for native-coin output and for returning native input on cancellation.
 */
export const encodeUnwrapTo = (unwrapTo: string) => packCell([{ name: 'unwrapTo', type: 'address' }], { unwrapTo });
export function decodeUnwrapTo(boc: string): string | undefined {
  const r = unpackCell([{ name: 'unwrapTo', type: 'address' }], boc);
  return r ? String(r.unwrapTo) : undefined;
}

/** Marker of a combined (token + native coin) swap payload given to the user's own WTYCHO wallet's acceptNative. */
export const COMBO_MAGIC = 0xc0b0c0b0;
const COMBO: AbiParam[] = [
  { name: 'magic', type: 'uint32' },
  { name: 'total', type: 'uint128' },
  { name: 'poolWallet', type: 'address' },
  { name: 'swapPayload', type: 'cell' },
];
export interface ComboPayload {
  total: bigint;
  poolWallet: string;
  swapPayload: string;
}
export const encodeCombo = (c: ComboPayload) => packCell(COMBO, { ...c, magic: COMBO_MAGIC });
export function decodeCombo(boc: string): ComboPayload | undefined {
  const r = unpackCell(COMBO, boc);
  if (!r || Number(r.magic) !== COMBO_MAGIC) return undefined;
  return { total: BigInt(r.total as string), poolWallet: String(r.poolWallet), swapPayload: String(r.swapPayload) };
}
