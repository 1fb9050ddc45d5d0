/** Small builders that keep ABI literals short while preserving their literal types (`as const`). */
export const p = <N extends string, T extends string>(name: N, type: T) => ({ name, type }) as const;

/**
 * A tuple parameter. `const C` keeps the components a readonly tuple of literal params (not a plain array), so the
 * typed call helpers (`./typed`) and everscale-inpage-provider see each component's name and type.
 */
export const tuple = <
  N extends string,
  T extends string,
  const C extends readonly { readonly name: string; readonly type: string }[],
>(
  name: N,
  type: T,
  components: C,
) => ({ name, type, components }) as const;

/** The `answerId` input every responsible TIP-3 function starts with. */
export const answerId = p('answerId', 'uint32');

/** A function with `answerId` input and one output: the TIP-3 responsible getter shape. */
export const responsibleGetter = <N extends string, T extends string>(name: N, type: T) =>
  ({ name, inputs: [answerId], outputs: [p('value0', type)] }) as const;

export const HEADER = ['pubkey', 'time', 'expire'] as const;
