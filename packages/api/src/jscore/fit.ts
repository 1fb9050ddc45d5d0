import type { z } from 'zod';
import type { RouteDef } from '../route';

/**
 * Type tools for the js-core conformance tests (issue 44): how one of our zod shapes and the matching type of
 * `@broxus/js-core` (the published client of the public services) differ, as unions of key names the tests pin with
 * `expectTypeOf<...>().toEqualTypeOf<'a' | 'b'>()`. A field renamed, dropped, added or retyped on either side changes
 * a union and fails `npm run typecheck` (the tests are also collected by vitest, where `expectTypeOf` is a no-op).
 *
 * js-core ships only its root entry, which drags in its whole SDK; its API types are imported from their files, as
 * packages/abi/src/abi.test.ts reads its ABIs (js-core is a dev dependency of @tycho/abi).
 */

/**
 * js-core's string enums (`PoolsOrdering`, `DaoProposalState`...) as the plain strings that travel in JSON, deeply:
 * a client of the public service sends and receives those strings, not the enum members.
 */
export type Plain<T> = T extends string
  ? `${T}`
  : T extends readonly (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

/** Keys only our shape has (project fields, renamed keys). */
export type OnlyOurs<Ours, Theirs> = Exclude<keyof Ours, keyof Theirs>;

/** Keys only js-core's shape has (fields we do not serve or do not send). */
export type OnlyTheirs<Ours, Theirs> = Exclude<keyof Theirs, keyof Ours>;

/**
 * Answers: keys both have where our value does not fit js-core's type (a js-core client would read something it
 * was not typed for). `Ours` is the zod output of our answer.
 */
export type AnswerClashes<Ours, Theirs> = {
  [K in keyof Ours & keyof Theirs]-?: [Ours[K]] extends [Plain<Theirs[K]>] ? never : K;
}[keyof Ours & keyof Theirs];

/**
 * Requests: keys both have where the value does not fit both ways: a value our web client may send (our zod input;
 * `null` is read as absent, as our schemas accept it) must be one js-core's service takes, and what a js-core client
 * sends must be what our server takes. `Ours` is the zod input of our request. Whether a key may be left out is
 * pinned apart, by {@link OptionalForUs}.
 */
export type RequestClashes<Ours, Theirs> = {
  [K in keyof Ours & keyof Theirs]-?: [NonNullable<Ours[K]>] extends [Plain<NonNullable<Theirs[K]>>]
    ? [Plain<Theirs[K]>] extends [Ours[K]]
      ? never
      : K
    : K;
}[keyof Ours & keyof Theirs];

/** Request keys js-core's service requires and our server defaults (`limit`, `offset`): the web client must send them. */
export type OptionalForUs<Ours, Theirs> = {
  [K in keyof Ours & keyof Theirs]-?: undefined extends Ours[K] ? (undefined extends Theirs[K] ? never : K) : never;
}[keyof Ours & keyof Theirs];

/** What our web client may send to a route: the zod input of its body. */
export type RequestOf<R extends RouteDef> = z.input<NonNullable<R['body']>>;

/** What our server answers on a route: the zod output of its response. */
export type AnswerOf<R extends RouteDef> = z.output<R['response']>;
