/**
 * Reading a transaction with an ABI: the events among its outbound external messages and the call its inbound
 * message carries, decoded with nekoton from the raw provider shapes (the devnet's and a real network's alike).
 * The answers are untyped; `eventData` / `functionInput` of `@tycho/abi` read them as the ABI's typed values.
 */
import * as nt from 'nekoton-wasm/node';
import type { RawTransaction } from 'everscale-inpage-provider';
import { abiJson, type AbiLike } from '@tycho/abi';

export interface RawEvent {
  event: string;
  data: unknown;
}

type NekotonTransaction = Parameters<typeof nt.decodeTransactionEvents>[0];
type NekotonMessage = NekotonTransaction['inMessage'];

/**
 * The transaction in nekoton's shape, which adds the BOCs of the transaction and its messages. Decoding reads only
 * the messages' bodies, and the provider's raw shape (the devnet's, a real network's feed) has no BOCs: empty ones.
 */
function nekotonTransaction(tx: RawTransaction): NekotonTransaction {
  const message = (m: RawTransaction['inMessage']): NekotonMessage => ({ ...m, boc: '' });
  return { ...tx, inMessage: message(tx.inMessage), outMessages: tx.outMessages.map(message), boc: '' };
}

/** Every event of `abi` the transaction emitted, in order. */
export function transactionEvents(abi: AbiLike, tx: RawTransaction): RawEvent[] {
  return nt.decodeTransactionEvents(nekotonTransaction(tx), abiJson(abi)).map(({ event, data }) => ({ event, data }));
}

/** The call of one of `methods` the inbound internal message carries, if it is one. */
export function transactionCall(
  abi: AbiLike,
  tx: RawTransaction,
  methods: readonly string[],
): { method: string; input: unknown } | undefined {
  const body = tx.inMessage.body;
  if (!body || !tx.inMessage.src) return undefined;
  const decoded = nt.decodeInput(body, abiJson(abi), [...methods], true);
  return decoded ? { method: decoded.method, input: decoded.input } : undefined;
}
