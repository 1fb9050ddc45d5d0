/** The old farm pool's deposit payload (`encodeDepositPayload(deposit_owner, nonce)`). */
import type { AbiParam } from '../../engine/codec';
import { packCell, unpackCell } from '../../engine/codec';

const DEPOSIT: AbiParam[] = [
  { name: 'deposit_owner', type: 'address' },
  { name: 'nonce', type: 'uint32' },
];

export const encodeFarmDepositPayload = (owner: string, nonce: number) =>
  packCell(DEPOSIT, { deposit_owner: owner, nonce });

export function decodeFarmDepositPayload(boc: string): { owner: string; nonce: number } | undefined {
  const v = unpackCell(DEPOSIT, boc);
  return v ? { owner: String(v.deposit_owner), nonce: Number(v.nonce) } : undefined;
}
