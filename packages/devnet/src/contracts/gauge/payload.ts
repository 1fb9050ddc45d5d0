/** Payload cells of gauge transfers (dao `GaugeHelpers.tsol` encoders and the VoteEscrow QUBE round payload). */
import type { AbiParam } from '../../engine/codec';
import { packCell, unpackCell } from '../../engine/codec';

const DEPOSIT: AbiParam[] = [
  { name: 'deposit_owner', type: 'address' },
  { name: 'lock_time', type: 'uint32' },
  { name: 'claim', type: 'bool' },
  { name: 'call_id', type: 'uint32' },
  { name: 'nonce', type: 'uint32' },
];
const REWARD_DEPOSIT: AbiParam[] = [
  { name: 'call_id', type: 'uint32' },
  { name: 'nonce', type: 'uint32' },
];
const QUBE_ROUND: AbiParam[] = [
  { name: 'round_start', type: 'uint32' },
  { name: 'round_len', type: 'uint32' },
];

export interface DepositPayload {
  owner: string;
  lockTime: number;
  claim: boolean;
  callId: number;
  nonce: number;
}

export const encodeDepositPayload = (p: DepositPayload) =>
  packCell(DEPOSIT, {
    deposit_owner: p.owner,
    lock_time: p.lockTime,
    claim: p.claim,
    call_id: p.callId,
    nonce: p.nonce,
  });

export function decodeDepositPayload(boc: string): DepositPayload | undefined {
  const v = unpackCell(DEPOSIT, boc);
  if (!v) return undefined;
  return {
    owner: String(v.deposit_owner),
    lockTime: Number(v.lock_time),
    claim: Boolean(v.claim),
    callId: Number(v.call_id),
    nonce: Number(v.nonce),
  };
}

export const encodeRewardDepositPayload = (callId: number, nonce: number) =>
  packCell(REWARD_DEPOSIT, { call_id: callId, nonce });

export function decodeRewardDepositPayload(boc: string): { callId: number; nonce: number } | undefined {
  const v = unpackCell(REWARD_DEPOSIT, boc);
  return v ? { callId: Number(v.call_id), nonce: Number(v.nonce) } : undefined;
}

/** What VoteEscrow sends with QUBE: the round's start and length. */
export const encodeQubeRoundPayload = (start: number, length: number) =>
  packCell(QUBE_ROUND, { round_start: start, round_len: length });

export function decodeQubeRoundPayload(boc: string): { start: number; length: number } | undefined {
  const v = unpackCell(QUBE_ROUND, boc);
  return v ? { start: Number(v.round_start), length: Number(v.round_len) } : undefined;
}
