/**
 * Checks for state the devnet expects to be there (a pool's balance per token, a seeded address, the sender of an
 * internal message). A missing one is a devnet bug, not a contract exit: inside a handler it aborts the transaction
 * with ExitCode.INTERNAL_ERROR and is logged by the executor, as every non-ContractError a handler throws is.
 */

/** Thrown when a state the devnet relies on is missing; `what` says which one. */
export class MissingStateError extends Error {
  override readonly name = 'MissingStateError';
  constructor(readonly what: string) {
    super(`missing state: ${what}`);
  }
}

/** The value, or a MissingStateError naming `what` when it is undefined or null. */
export const must = <T>(value: T | null | undefined, what: string): T => {
  if (value === undefined || value === null) throw new MissingStateError(what);
  return value;
};

/** `items[index]`, or a MissingStateError naming `what` and the index. */
export const at = <T>(items: readonly T[], index: number, what: string): T => must(items[index], `${what} #${index}`);

/** `record[key]`, or a MissingStateError naming `what` and the key. */
export const entry = <T>(record: Readonly<Record<string, T | undefined>>, key: string, what: string): T =>
  must(record[key], `${what} '${key}'`);

/** The sender of an internal message (external messages have none). */
export const senderOf = (ctx: { readonly sender?: string }): string => must(ctx.sender, 'sender of the message');

/** `items[index] += delta`, or a MissingStateError naming `what` and the index when there is no such item. */
export const addAt = (items: bigint[], index: number, delta: bigint, what: string): void => {
  items[index] = at(items, index, what) + delta;
};
