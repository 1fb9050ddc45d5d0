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

/** Every event of `abi` the transaction emitted, in order. */
export function transactionEvents(abi: AbiLike, tx: RawTransaction): RawEvent[] {
  const names = (abi.events ?? []).map((e) => e.name);
  const events: RawEvent[] = [];
  for (const message of tx.outMessages) {
    if (message.dst || !message.body) continue;
    const decoded = nt.decodeEvent(message.body, abiJson(abi), names);
    if (decoded) events.push({ event: decoded.event, data: decoded.data });
  }
  return events;
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
