/**
 * Limit-order constants (FlatQube `OrderGas`, `OrderErrors`, `OrderRootOperationErrors`, payload ops) and the
 * payload layouts the order root and the order read.
 */
import { EMPTY_CELL, packCell, unpackCell, type AbiParam } from '../../engine/codec';
import { TYCHO } from '../../engine/constants';

export const FACTORY_KIND = 'LimitOrderFactory';
export const ROOT_KIND = 'LimitOrderRoot';
export const ORDER_KIND = 'LimitOrder';
export const LIMIT_VERSION = 1;

export const OrderGas = {
  /** createOrderRoot needs this much attached (4 to deploy the root, 0.1 to answer). */
  CREATE_ROOT_MIN: 41n * (TYCHO / 10n),
  DEPLOY_ROOT: 4n * TYCHO,
  DEPLOY_ORDER: 4n * TYCHO,
  /** The order root needs at least this much with a create transfer (the real check never fires; see README). */
  CREATE_ORDER_MIN: 5n * TYCHO,
  TARGET_BALANCE: 2n * TYCHO,
  /** A fill needs at least this much plus the deploy-wallet value. */
  FILL_MIN: 2n * TYCHO,
  TRANSFER: TYCHO / 5n,
  DEPLOY_WALLET: TYCHO / 10n,
  WALLET_QUERY: TYCHO / 2n,
  CALLBACK: TYCHO / 100n,
} as const;

export const OrderErrors = {
  NOT_OWNER_OR_BACKEND: 301,
  VALUE_TOO_LOW: 303,
  NOT_ACTIVE: 311,
  NOT_FACTORY: 315,
  NOT_ORDER_ROOT: 316,
  NOT_TOKEN_ROOT: 1010,
} as const;

/** Root rejections, reported through `CreateOrderReject` and the maker's callback, never thrown. */
export const RootReject = { VALUE_TOO_LOW: 200, WRONG_WALLET: 201, WRONG_PAYLOAD: 202 } as const;

export const PayloadOp = { EXCHANGE: 50, CREATE: 53 } as const;

const keysParams: AbiParam[] = [
  { name: 'backPK', type: 'uint256' },
  { name: 'backMatchingPK', type: 'uint256' },
];

const createParams: AbiParam[] = [
  { name: 'op', type: 'uint8' },
  { name: 'callbackId', type: 'uint64' },
  { name: 'user', type: 'address' },
  { name: 'tokenReceive', type: 'address' },
  { name: 'expectedTokenAmount', type: 'uint128' },
  { name: 'keys', type: 'cell' },
  { name: 'cancelPayload', type: 'optional(cell)' },
];

const exchangeParams: AbiParam[] = [
  { name: 'op', type: 'uint8' },
  { name: 'callbackId', type: 'uint64' },
  { name: 'deployWalletValue', type: 'uint128' },
  { name: 'recipient', type: 'address' },
  { name: 'successPayload', type: 'optional(cell)' },
  { name: 'cancelPayload', type: 'optional(cell)' },
];

export interface CreatePayload {
  callbackId: bigint;
  user: string;
  tokenReceive: string;
  expected: bigint;
  cancelPayload?: string;
}

export interface ExchangePayload {
  callbackId: bigint;
  deployWalletValue: bigint;
  recipient: string;
  cancelPayload?: string;
}

const opt = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export function encodeCreatePayload(i: Record<string, unknown>): string {
  const keys = packCell(keysParams, { backPK: i.backPK ?? 0, backMatchingPK: i.backMatchingPK ?? 0 });
  return packCell(createParams, {
    op: PayloadOp.CREATE,
    callbackId: i.callbackId,
    user: i.user,
    tokenReceive: i.tokenReceive,
    expectedTokenAmount: i.expectedTokenAmount,
    keys,
    cancelPayload: opt(i.cancelPayload),
  });
}

export function decodeCreatePayload(boc: string): CreatePayload | undefined {
  if (!boc || boc === EMPTY_CELL) return undefined;
  const v = unpackCell(createParams, boc);
  if (!v || Number(v.op) !== PayloadOp.CREATE) return undefined;
  return {
    callbackId: BigInt(v.callbackId as string),
    user: String(v.user),
    tokenReceive: String(v.tokenReceive),
    expected: BigInt(v.expectedTokenAmount as string),
    cancelPayload: opt(v.cancelPayload) ?? undefined,
  };
}

export function encodeExchangePayload(i: Record<string, unknown>): string {
  return packCell(exchangeParams, {
    op: PayloadOp.EXCHANGE,
    callbackId: i.callbackId,
    deployWalletValue: i.deployWalletValue,
    recipient: i.recipient,
    successPayload: opt(i.successPayload),
    cancelPayload: opt(i.cancelPayload),
  });
}

export function decodeExchangePayload(boc: string): ExchangePayload | undefined {
  if (!boc || boc === EMPTY_CELL) return undefined;
  const v = unpackCell(exchangeParams, boc);
  if (!v || Number(v.op) !== PayloadOp.EXCHANGE) return undefined;
  return {
    callbackId: BigInt(v.callbackId as string),
    deployWalletValue: BigInt(v.deployWalletValue as string),
    recipient: String(v.recipient),
    cancelPayload: opt(v.cancelPayload) ?? undefined,
  };
}

export interface FeeParams {
  numerator: bigint;
  denominator: bigint;
  matchingNumerator: bigint;
  matchingDenominator: bigint;
  beneficiary: string;
}

export const feeParamsOf = (v: unknown): FeeParams => {
  const f = v as Record<string, unknown>;
  return {
    numerator: BigInt(f.numerator as string),
    denominator: BigInt(f.denominator as string),
    matchingNumerator: BigInt(f.matchingNumerator as string),
    matchingDenominator: BigInt(f.matchingDenominator as string),
    beneficiary: String(f.beneficiary),
  };
};
