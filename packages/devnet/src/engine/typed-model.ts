/**
 * Contract models typed by their ABI: each handler and getter is keyed by a function of the ABI and reads its inputs
 * by name with the types `@tycho/abi` derives from that ABI (a misspelt or mistyped input is a compile error); a
 * getter's answer is checked against the function's outputs. The engine decodes every inbound body with the model's
 * ABI (`executor.ts`) and answers `runLocal` in the model's own parameter names (`devnet.ts`), so the decoded input
 * really has those names: `typedModel` is the one place where that runtime fact meets the types.
 */
import {
  abiJson,
  type AbiLike,
  type EventArgs,
  type EventName,
  type FunctionInput,
  type FunctionName,
  type FunctionResult,
} from '@tycho/abi';
import type { ContractModel, Getter, GetterEnv, Handler, HandlerContext } from './types';

export type TypedHandlers<S, A extends AbiLike> = {
  [N in FunctionName<A>]?: (ctx: HandlerContext<S>, input: FunctionInput<A, N>) => void;
};

export type TypedGetters<S, A extends AbiLike> = {
  [N in FunctionName<A>]?: (state: S, input: FunctionInput<A, N>, env: GetterEnv) => FunctionResult<A, N>;
};

export interface TypedModel<S, A extends AbiLike> extends Omit<ContractModel<S>, 'abi' | 'handlers' | 'getters'> {
  abi: A;
  handlers: TypedHandlers<S, A>;
  getters: TypedGetters<S, A>;
}

/**
 * The engine's decoded input, taken as the ABI-typed input it is: the executor and `runLocal` decode with the
 * model's own ABI, so the object has exactly the names and shapes `FunctionInput` derives from that ABI.
 */
const decodedAs = <I>(input: Record<string, unknown>): I => input as I;

/** A contract model whose handlers and getters are checked against its ABI. */
export function typedModel<S, A extends AbiLike>(model: TypedModel<S, A>): ContractModel<S> {
  const handlers: Record<string, Handler<S>> = {};
  const getters: Record<string, Getter<S>> = {};
  for (const name of Object.keys(model.handlers) as FunctionName<A>[]) {
    const handler = model.handlers[name];
    if (handler) handlers[name] = (ctx, input) => handler(ctx, decodedAs(input));
  }
  for (const name of Object.keys(model.getters) as FunctionName<A>[]) {
    const getter = model.getters[name];
    if (getter) getters[name] = (state, input, env) => getter(state, decodedAs(input), env);
  }
  return { ...model, abi: abiJson(model.abi), handlers, getters };
}

/** Emits `event` of `abi` with data checked against the event's parameters. */
export function emitEvent<A extends AbiLike, N extends EventName<A>>(
  ctx: Pick<HandlerContext<unknown>, 'emit'>,
  abi: A,
  event: N,
  data: EventArgs<A, N>,
): void {
  ctx.emit(abiJson(abi), event, data);
}
