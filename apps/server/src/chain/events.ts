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

/**
 * Parts of an ABI as JSON, made once per ABI and part. nekoton parses the ABI JSON it is given on every call, and
 * a contract's whole ABI makes that parse most of a decode's time (about 1 ms a call for the DEX pair's ABI against
 * 0.04 ms for one function): events are decoded with the events alone, a call with the methods asked for alone.
 */
const parts = new Map<string, Map<string, string>>();
function abiPart(abi: AbiLike, key: string, pick: (json: AbiJsonShape) => Partial<AbiJsonShape>): string {
  const text = abiJson(abi);
  let byKey = parts.get(text);
  if (!byKey) parts.set(text, (byKey = new Map()));
  let part = byKey.get(key);
  if (part === undefined) {
    const json = JSON.parse(text) as AbiJsonShape;
    part = JSON.stringify({ ...json, functions: [], events: [], ...pick(json) });
    byKey.set(key, part);
  }
  return part;
}
interface AbiJsonShape {
  functions: { name: string }[];
  events?: unknown[];
}

/** Every event of `abi` the transaction emitted, in order. */
export function transactionEvents(abi: AbiLike, tx: RawTransaction): RawEvent[] {
  const events = abiPart(abi, 'events', (json) => ({ events: json.events ?? [] }));
  return nt.decodeTransactionEvents(nekotonTransaction(tx), events).map(({ event, data }) => ({ event, data }));
}

/** The call of one of `methods` the inbound internal message carries, if it is one. */
export function transactionCall(
  abi: AbiLike,
  tx: RawTransaction,
  methods: readonly string[],
): { method: string; input: unknown } | undefined {
  const body = tx.inMessage.body;
  if (!body || !tx.inMessage.src) return undefined;
  return bodyCall(abi, body, methods);
}

/** The call of one of `methods` an internal message body (base64 BOC) carries; undefined for any other body. */
export function bodyCall(
  abi: AbiLike,
  body: string,
  methods: readonly string[],
): { method: string; input: unknown } | undefined {
  const key = `functions:${methods.join(',')}`;
  const only = abiPart(abi, key, (json) => ({ functions: json.functions.filter((f) => methods.includes(f.name)) }));
  let decoded: ReturnType<typeof nt.decodeInput>;
  try {
    decoded = nt.decodeInput(body, only, [...methods], true);
  } catch {
    return undefined; // not a cell, or a body of another shape
  }
  return decoded ? { method: decoded.method, input: decoded.input } : undefined;
}
