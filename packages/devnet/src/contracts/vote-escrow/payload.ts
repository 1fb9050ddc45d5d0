/**
 * Payload cells of QUBE transfers to the VoteEscrow (`VoteEscrowHelpers.tsol` encoders): the type (0 deposit,
 * 1 whitelist, 2 distribution supply top-up), nonce, call id and, for deposits and whitelisting, their data. The
 * devnet packs them flat (the contract nests the data in a reference cell); only the encoders here read them.
 */
import type { AbiParam } from '../../engine/codec';
import { packCell, unpackCell } from '../../engine/codec';
import { PayloadType } from './constants';

const HEAD: AbiParam[] = [
  { name: 'type', type: 'uint8' },
  { name: 'nonce', type: 'uint32' },
  { name: 'call_id', type: 'uint32' },
];
const DEPOSIT: AbiParam[] = [...HEAD, { name: 'owner', type: 'address' }, { name: 'lock_time', type: 'uint32' }];
const WHITELIST: AbiParam[] = [...HEAD, { name: 'gauge', type: 'address' }];

export type VePayload =
  | { type: 0; nonce: number; callId: number; owner: string; lockTime: number }
  | { type: 1; nonce: number; callId: number; gauge: string }
  | { type: 2; nonce: number; callId: number };

export const encodeVeDepositPayload = (owner: string, lockTime: number, nonce: number, callId: number) =>
  packCell(DEPOSIT, { type: PayloadType.DEPOSIT, nonce, call_id: callId, owner, lock_time: lockTime });

export const encodeVeWhitelistPayload = (gauge: string, nonce: number, callId: number) =>
  packCell(WHITELIST, { type: PayloadType.WHITELIST, nonce, call_id: callId, gauge });

export const encodeVeDistributionPayload = (nonce: number, callId: number) =>
  packCell(HEAD, { type: PayloadType.DISTRIBUTION, nonce, call_id: callId });

/** The payload, or undefined when it is none of the three (a refund follows). */
export function decodeVePayload(boc: string): VePayload | undefined {
  const head = unpackCell(HEAD, boc, true);
  if (!head) return undefined;
  const base = { nonce: Number(head.nonce), callId: Number(head.call_id) };
  const type = Number(head.type);
  if (type === PayloadType.DEPOSIT) {
    const v = unpackCell(DEPOSIT, boc);
    return v ? { type: 0, ...base, owner: String(v.owner), lockTime: Number(v.lock_time) } : undefined;
  }
  if (type === PayloadType.WHITELIST) {
    const v = unpackCell(WHITELIST, boc);
    return v ? { type: 1, ...base, gauge: String(v.gauge) } : undefined;
  }
  if (type === PayloadType.DISTRIBUTION) return unpackCell(HEAD, boc) ? { type: 2, ...base } : undefined;
  return undefined;
}
