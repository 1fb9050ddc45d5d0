/**
 * Types derived from the `as const` ABIs, so a call, an answer or an event with a wrong parameter name or type is a
 * compile error. Two forms of every value, as nekoton (and everscale-inpage-provider's raw API) use them:
 *
 * - decoded (`FunctionInput`, `FunctionOutput`, `EventData`): what a decoder returns. Integers are decimal strings,
 *   addresses `0:…` strings, cells base64 BOCs, maps `[key, value][]`, optionals `null` when absent.
 * - encodable (`FunctionArgs`, `FunctionResult`, `EventArgs`): what an encoder takes. The same, except that integers
 *   may also be numbers or bigints.
 *
 * The web app's provider calls (`new Contract(DexPairAbi, …).methods.x(…)`) are typed by everscale-inpage-provider
 * from the same ABIs; these types serve the code that encodes and decodes with nekoton (devnet, server, dev wallet).
 */

export interface AbiParamLike {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly AbiParamLike[];
}
export interface AbiFunctionLike {
  readonly name: string;
  readonly inputs: readonly AbiParamLike[];
  readonly outputs: readonly AbiParamLike[];
}
export interface AbiEventLike {
  readonly name: string;
  readonly inputs: readonly AbiParamLike[];
}
export interface AbiLike {
  readonly functions: readonly AbiFunctionLike[];
  readonly events?: readonly AbiEventLike[];
}

export type FunctionName<A extends AbiLike> = A['functions'][number]['name'];
export type EventName<A extends AbiLike> = NonNullable<A['events']>[number]['name'];
export type AbiFunction<A extends AbiLike, N extends FunctionName<A>> = Extract<A['functions'][number], { name: N }>;
export type AbiEvent<A extends AbiLike, N extends EventName<A>> = Extract<
  NonNullable<A['events']>[number],
  { name: N }
>;

type IntKind = `${'u' | ''}int${number}` | `var${'u' | ''}int${number}` | 'gram' | 'time';
type TextKind = 'cell' | 'bytes' | `fixedbytes${number}` | 'string' | 'pubkey' | 'address';

/** The value of one ABI type; `Int` is how integers are spelled (decoded: string; encodable: string | number | bigint). */
type Value<T extends string, C, Int> = T extends `optional(${infer V})`
  ? Value<V, C, Int> | null
  : T extends `ref(${infer V})`
    ? Value<V, C, Int>
    : T extends `map(${infer K},${infer V})`
      ? (readonly [Value<K, undefined, Int>, Value<V, C, Int>])[]
      : T extends `${infer E}[]`
        ? Value<E, C, Int>[]
        : T extends 'tuple'
          ? C extends readonly AbiParamLike[]
            ? Params<C, Int>
            : never
          : T extends 'bool'
            ? boolean
            : T extends 'expire'
              ? number
              : T extends IntKind
                ? Int
                : T extends TextKind
                  ? string
                  : unknown;

/** A parameter list as an object keyed by parameter name. */
export type Params<P extends readonly AbiParamLike[], Int = string> = {
  [E in P[number] as E['name']]: Value<E['type'], E['components'], Int>;
};

type Encodable = string | number | bigint;

/** Decoded inputs of a function: what its handler receives. */
export type FunctionInput<A extends AbiLike, N extends FunctionName<A>> = Params<AbiFunction<A, N>['inputs']>;
/** Decoded outputs of a function: what a getter call (`runLocal`) answers. */
export type FunctionOutput<A extends AbiLike, N extends FunctionName<A>> = Params<AbiFunction<A, N>['outputs']>;
/** Decoded data of an event. */
export type EventData<A extends AbiLike, N extends EventName<A>> = Params<AbiEvent<A, N>['inputs']>;

/** Inputs of a function as an encoder takes them: what a caller passes. */
export type FunctionArgs<A extends AbiLike, N extends FunctionName<A>> = Params<AbiFunction<A, N>['inputs'], Encodable>;
/** Outputs of a function as an encoder takes them: what a getter or a responsible function answers. */
export type FunctionResult<A extends AbiLike, N extends FunctionName<A>> = Params<
  AbiFunction<A, N>['outputs'],
  Encodable
>;
/** Data of an event as an encoder takes it: what a contract emits. */
export type EventArgs<A extends AbiLike, N extends EventName<A>> = Params<AbiEvent<A, N>['inputs'], Encodable>;

const json = new WeakMap<AbiLike, string>();
/** The ABI's JSON text (what nekoton takes), computed once per ABI object. */
export function abiJson(abi: AbiLike): string {
  let text = json.get(abi);
  if (text === undefined) {
    text = JSON.stringify(abi);
    json.set(abi, text);
  }
  return text;
}

/** A function call to encode: the ABI's JSON, the function name and its arguments, checked against the ABI. */
export interface TypedCall {
  abi: string;
  method: string;
  params: Record<string, unknown>;
}

/** Builds a call of `method` with `params` checked against `abi` at compile time. */
export function callOf<A extends AbiLike, N extends FunctionName<A>>(
  abi: A,
  method: N,
  params: NoInfer<FunctionArgs<A, N>>,
): TypedCall {
  return { abi: abiJson(abi), method, params };
}

/** A decoded answer of a function of `abi`, one member per function name. */
export type DecodedCall<A extends AbiLike, N extends FunctionName<A> = FunctionName<A>> = {
  [M in N]: { method: M; input: FunctionInput<A, M> };
}[N];
/** A decoded event of `abi`, one member per event name (switch on `event` to narrow `data`). */
export type DecodedEvent<A extends AbiLike, N extends EventName<A> = EventName<A>> = {
  [M in N]: { event: M; data: EventData<A, M> };
}[N];

function requireNames(where: string, params: readonly AbiParamLike[], tokens: unknown): void {
  if (typeof tokens !== 'object' || tokens === null) throw new Error(`${where}: no decoded values`);
  for (const param of params) {
    if (!(param.name in tokens)) throw new Error(`${where}: the decoded values have no ${param.name}`);
  }
}

function functionOf(abi: AbiLike, method: string): AbiFunctionLike {
  const fn = abi.functions.find((f) => f.name === method);
  if (!fn) throw new Error(`the ABI has no function ${method}`);
  return fn;
}

/**
 * A decoder's answer (nekoton, a provider) read as the typed outputs of `method`: every output name is checked to be
 * present; the values are the decoder's, which decoded them with this ABI.
 */
export function functionOutput<A extends AbiLike, N extends FunctionName<A>>(
  abi: A,
  method: N,
  tokens: unknown,
): FunctionOutput<A, N> {
  requireNames(`${method} outputs`, functionOf(abi, method).outputs, tokens);
  return tokens as FunctionOutput<A, N>;
}

/** A decoded call body read as the typed inputs of `method` (names checked, like `functionOutput`). */
export function functionInput<A extends AbiLike, N extends FunctionName<A>>(
  abi: A,
  method: N,
  tokens: unknown,
): FunctionInput<A, N> {
  requireNames(`${method} inputs`, functionOf(abi, method).inputs, tokens);
  return tokens as FunctionInput<A, N>;
}

/** A decoded event read as the typed data of `event` (names checked, like `functionOutput`). */
export function eventData<A extends AbiLike, N extends EventName<A>>(
  abi: A,
  event: N,
  tokens: unknown,
): EventData<A, N> {
  const entry = (abi.events ?? []).find((e) => e.name === event);
  if (!entry) throw new Error(`the ABI has no event ${event}`);
  requireNames(`${event} data`, entry.inputs, tokens);
  return tokens as EventData<A, N>;
}

/** An ABI value as nekoton and the provider's raw API take it: integers as decimal strings (no bigints). */
export type RawValue = null | string | number | boolean | RawValue[] | { [key: string]: RawValue };

/** Encodable arguments with their bigints written as decimal strings. */
export function rawValues(values: Record<string, unknown>): { [key: string]: RawValue } {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, rawValue(v)]));
}

function rawValue(value: unknown): RawValue {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value)) return value.map(rawValue);
  if (typeof value === 'object') return rawValues(value as Record<string, unknown>);
  throw new Error(`not an ABI value: ${String(value)}`);
}
