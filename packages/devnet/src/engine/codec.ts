/**
 * Everything the devnet encodes or decodes goes through nekoton-wasm here: call bodies, events, responsible answers,
 * bounced bodies, message hashes and getter outputs. ABI JSON parsing is cached per ABI string.
 */
import { createHash } from 'node:crypto';
import * as nt from 'nekoton-wasm/node';
import type { RawTokensObject } from 'everscale-inpage-provider';
import { EMPTY_CELL, ZERO_ADDRESS } from '@tycho/abi';
import { must } from './must';

export type AbiParam = { name: string; type: string; components?: AbiParam[] };
interface AbiEntry {
  name: string;
  id?: string;
  inputs: AbiParam[];
  outputs?: AbiParam[];
}
interface ParsedAbi {
  version: string;
  header: string[];
  functions: Map<string, AbiEntry>;
  events: Map<string, AbiEntry>;
  functionNames: string[];
}

const parsed = new Map<string, ParsedAbi>();

export function parseAbi(abi: string): ParsedAbi {
  let result = parsed.get(abi);
  if (!result) {
    const json = JSON.parse(abi) as { version?: string; header?: string[]; functions: AbiEntry[]; events?: AbiEntry[] };
    result = {
      version: json.version ?? '2.2',
      header: json.header ?? [],
      functions: new Map(json.functions.map((f) => [f.name, f])),
      events: new Map((json.events ?? []).map((e) => [e.name, e])),
      functionNames: json.functions.map((f) => f.name),
    };
    parsed.set(abi, result);
  }
  return result;
}

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** The empty cell's BOC; one definition, in `@tycho/abi` (its test checks it against nekoton). */
export { EMPTY_CELL };

type Nekoton = typeof nt;
type Tokens = Parameters<Nekoton['encodeInternalInput']>[2];
/** nekoton takes numbers as strings: bigints anywhere in the tokens are converted. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}
const asTokens = (t: RawTokensObject | Record<string, unknown>) => plain(t) as Tokens;

/**
 * The ABI with only one of its functions. nekoton parses the ABI JSON it is given on every call, and for a contract's
 * whole ABI that parse is nearly all the call's time (about 1 ms against 0.04 ms for one function, measured on the
 * DEX pair's ABI): encoding and decoding a known function go through this instead, with the same result (the same
 * entry, version and header give the same function id).
 */
/**
 * A cache's entries for one ABI. Keyed by the ABI string itself, the same string object on every call, whose hash V8
 * keeps: a key made by concatenation would be hashed anew, ABI and all, on every lookup.
 */
function perAbi<T>(cache: Map<string, Map<string, T>>, abi: string): Map<string, T> {
  let entries = cache.get(abi);
  if (!entries) cache.set(abi, (entries = new Map()));
  return entries;
}

const functionAbis = new Map<string, Map<string, string>>();
function functionAbi(abi: string, method: string): string {
  const ofAbi = perAbi(functionAbis, abi);
  let text = ofAbi.get(method);
  if (text === undefined) {
    const entry = parseAbi(abi).functions.get(method);
    if (!entry) return abi;
    // every other key as the ABI has it (its version, header, data and fields)
    text = JSON.stringify({ ...(JSON.parse(abi) as object), functions: [entry], events: [] });
    ofAbi.set(method, text);
  }
  return text;
}

export function encodeCall(abi: string, method: string, params: Record<string, unknown>): string {
  return nt.encodeInternalInput(functionAbi(abi, method), method, asTokens(params));
}

/**
 * Each function of the ABI by its input id (ids from nekoton itself, `functionId`); `complete` is false when some
 * function's id could not be found that way (its probe's default inputs do not encode), so an id missing from the
 * table may still be one of the ABI's.
 */
const byId = new Map<string, { ids: Map<number, string>; complete: boolean }>();
function functionsById(abi: string): { ids: Map<number, string>; complete: boolean } {
  let table = byId.get(abi);
  if (!table) {
    table = { ids: new Map(), complete: true };
    for (const name of parseAbi(abi).functionNames) {
      try {
        table.ids.set(functionId(abi, name), name);
      } catch {
        table.complete = false;
      }
    }
    byId.set(abi, table);
  }
  return table;
}

/** The first 32 bits of an internal message's body (its function id), or undefined when it is shorter. */
function bodyFunctionId(body: string): number | undefined {
  try {
    return Number(nt.unpackFromCell([{ name: 'id', type: 'uint32' }], body, true).id);
  } catch {
    return undefined;
  }
}

export interface DecodedCall {
  method: string;
  input: Record<string, unknown>;
}

export function decodeCall(abi: string, body: string, internal = true): DecodedCall | undefined {
  // an internal body starts with the function id: decoded with that function alone; a body whose id is none of the
  // ABI's functions is not a call of it (a comment, another contract's answer)
  if (internal) {
    // a body shorter than a function id is no call (the whole ABI answers the same), the empty one most often
    const id = body === EMPTY_CELL ? undefined : bodyFunctionId(body);
    if (id === undefined) return undefined;
    const { ids, complete } = functionsById(abi);
    const method = ids.get(id);
    if (method !== undefined) {
      const decoded = nt.decodeInput(body, functionAbi(abi, method), method, true);
      return decoded ? { method: decoded.method, input: decoded.input as Record<string, unknown> } : undefined;
    }
    if (complete) return undefined;
  }
  const decoded = nt.decodeInput(body, abi, parseAbi(abi).functionNames, internal);
  return decoded ? { method: decoded.method, input: decoded.input as Record<string, unknown> } : undefined;
}

/** ABI 2.x signature of a parameter list: tuples expand to their components. */
function signatureType(param: AbiParam): string {
  if (!param.type.startsWith('tuple')) return param.type;
  return `(${(param.components ?? []).map(signatureType).join(',')})${param.type.slice('tuple'.length)}`;
}

/** Event id per ABI 2.x: first 32 bits of sha256(`name(inputs)v2`), highest bit cleared (like a function's input id). */
export function eventId(abi: string, event: string): number {
  const entry = parseAbi(abi).events.get(event);
  if (!entry) throw new Error(`unknown event ${event}`);
  if (entry.id) return Number(entry.id) >>> 0;
  const signature = `${event}(${entry.inputs.map(signatureType).join(',')})v2`;
  return (parseInt(sha256(signature).slice(0, 8), 16) & 0x7fffffff) >>> 0;
}

function idAbi(id: number, inputs: AbiParam[], version: string): string {
  const hex = '0x' + id.toString(16).padStart(8, '0');
  return JSON.stringify({
    'ABI version': 2,
    version,
    functions: [{ name: 'm', id: hex, inputs, outputs: [] }],
    events: [],
  });
}

/** Event body: the 32-bit event id followed by the packed params, as nekoton's decodeEvent expects. */
export function encodeEvent(abi: string, event: string, params: Record<string, unknown>): string {
  const parsedAbi = parseAbi(abi);
  const entry = must(parsedAbi.events.get(event), `event ${event} in the ABI`);
  return encodeCall(idAbi(eventId(abi, event), entry.inputs, parsedAbi.version), 'm', params);
}

/** A responsible function's answer: a call of `answerId` on the caller with the function's outputs. */
export function encodeAnswer(abi: string, method: string, answerId: number, output: Record<string, unknown>): string {
  const parsedAbi = parseAbi(abi);
  const entry = must(parsedAbi.functions.get(method), `function ${method} in the ABI`);
  return encodeCall(idAbi(answerId, entry.outputs ?? [], parsedAbi.version), 'm', output);
}

const functionIds = new Map<string, Map<string, number>>();
/** The 32-bit input id of a function (explicit or computed by nekoton). */
export function functionId(abi: string, method: string): number {
  const ofAbi = perAbi(functionIds, abi);
  let id = ofAbi.get(method);
  if (id === undefined) {
    const entry = must(parseAbi(abi).functions.get(method), `function ${method} in the ABI`);
    const probe = encodeCall(abi, method, defaults(entry.inputs));
    id = Number(nt.unpackFromCell([{ name: 'id', type: 'uint32' }], probe, true).id);
    ofAbi.set(method, id);
  }
  return id;
}

function defaults(params: AbiParam[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of params) out[p.name] = defaultValue(p);
  return out;
}
function defaultValue(p: AbiParam): unknown {
  if (p.type.endsWith('[]') || p.type.startsWith('map(')) return [];
  if (p.type === 'tuple') return defaults(p.components ?? []);
  if (p.type === 'address') return ZERO_ADDRESS;
  if (p.type === 'bool') return false;
  if (p.type === 'cell') return EMPTY_CELL;
  if (p.type === 'string' || p.type === 'bytes') return '';
  return '0';
}

const BOUNCE_PREFIXES = [224, 128, 64, 0];
/** Real TVM bounced body: 0xFFFFFFFF then the first bits of the original body (function id + up to 224 bits). */
export function bouncedBody(original: string | undefined): string {
  const head: AbiParam[] = [{ name: 'marker', type: 'uint32' }];
  if (!original) return nt.packIntoCell(head, asTokens({ marker: '4294967295' })).boc;
  for (const bits of BOUNCE_PREFIXES) {
    const params: AbiParam[] = [{ name: 'id', type: 'uint32' }];
    if (bits) params.push({ name: 'rest', type: `uint${bits}` });
    try {
      const read = nt.unpackFromCell(params, original, true) as Record<string, string>;
      return nt.packIntoCell([...head, ...params], asTokens({ marker: '4294967295', ...read })).boc;
    } catch {
      // shorter body: try fewer bits
    }
  }
  return nt.packIntoCell(head, asTokens({ marker: '4294967295' })).boc;
}

/** Reads a bounced body: the original function id and the leading params the caller asks for. */
export function readBounced(
  body: string | undefined,
  params: AbiParam[],
): { functionId: number; values: Record<string, string> } {
  if (!body) return { functionId: 0, values: {} };
  const all: AbiParam[] = [{ name: '__marker', type: 'uint32' }, { name: '__id', type: 'uint32' }, ...params];
  try {
    const read = nt.unpackFromCell(all, body, true) as Record<string, string>;
    return { functionId: Number(read.__id), values: read };
  } catch {
    const read = nt.unpackFromCell(all.slice(0, 2), body, true) as Record<string, string>;
    return { functionId: Number(read.__id), values: {} };
  }
}

export function bocHash(boc: string): string {
  return nt.getBocHash(boc);
}

/** Hash of an internal message: nekoton's real BOC hash mixed with its created lt (real headers carry it too). */
export function internalMessageHash(
  m: { src?: string; dst: string; value: bigint; bounce: boolean; bounced: boolean; body?: string },
  createdLt: bigint,
): string {
  const boc = nt.encodeInternalMessage(m.src, m.dst, m.bounce, undefined, m.body, m.value.toString(), m.bounced);
  return sha256(`${nt.getBocHash(boc)}:${createdLt}`);
}

/**
 * Tokens packed with the caller's params and read back with the contract's own: what a real contract sees (it knows
 * only the bits, so the names are its ABI's, and a mismatched layout throws).
 */
export function translateTokens(
  from: AbiParam[],
  to: AbiParam[],
  tokens: Record<string, unknown>,
  version = '2.2',
): RawTokensObject {
  const packed = nt.packIntoCell(from, asTokens(tokens), version);
  return nt.unpackFromCell(to, packed.boc, false, version);
}

export function packCell(params: AbiParam[], tokens: Record<string, unknown>): string {
  return nt.packIntoCell(params, asTokens(tokens)).boc;
}

export function expectedAddress(
  tvc: string,
  abi: string,
  workchain: number,
  publicKey: string | undefined,
  initData: RawTokensObject,
): string {
  return nt.getExpectedAddress(tvc, abi, workchain, publicKey, asTokens(initData)).address;
}

export interface ExternalHeaders {
  /** Public key (hex) put in the `pubkey` header, if the ABI has one. */
  publicKey?: string;
  timeMs: bigint;
  expire: number;
}

/**
 * An unsigned external call body (ABI 2.x layout: no signature, headers, function id, params): what a wallet's key
 * holder would send, minus the signature. The devnet does not check signatures.
 */
export function encodeExternalCall(
  abi: string,
  method: string,
  params: Record<string, unknown>,
  headers: ExternalHeaders,
): string {
  const parsedAbi = parseAbi(abi);
  const entry = must(parsedAbi.functions.get(method), `function ${method} in the ABI`);
  const layout: AbiParam[] = [{ name: '__signed', type: 'bool' }];
  const values: Record<string, unknown> = { ...params, __signed: false, __fid: functionId(abi, method) };
  for (const h of parsedAbi.header) {
    if (h === 'pubkey') layout.push({ name: '__pubkey', type: 'optional(uint256)' });
    if (h === 'time') layout.push({ name: '__time', type: 'uint64' });
    if (h === 'expire') layout.push({ name: '__expire', type: 'uint32' });
  }
  // only the headers the ABI declares (js-core's DAO ABIs have `time` alone)
  if (parsedAbi.header.includes('pubkey')) values.__pubkey = headers.publicKey ? '0x' + headers.publicKey : null;
  if (parsedAbi.header.includes('time')) values.__time = headers.timeMs;
  if (parsedAbi.header.includes('expire')) values.__expire = headers.expire;
  layout.push({ name: '__fid', type: 'uint32' }, ...entry.inputs);
  return nt.packIntoCell(layout, asTokens(values), parsedAbi.version).boc;
}

/** The real hash of an external inbound message with this body. */
export function externalMessageHash(dst: string, body: string, expire: number): string {
  return nt.createRawExternalMessage(dst, undefined, body, expire).hash;
}

/** Reads a cell packed with `params` (ABI 2.2 layout); undefined when it does not fit. */
export function unpackCell(params: AbiParam[], boc: string, allowPartial = false): Record<string, unknown> | undefined {
  try {
    return nt.unpackFromCell(params, boc, allowPartial, '2.2') as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
