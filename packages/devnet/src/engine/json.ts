/** JSON with bigints: bigints are written as `{ "$n": "123" }` and read back as bigint. */
export function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return { $n: value.toString() };
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v);
    return out;
  }
  return value;
}

export function fromJson<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map(fromJson) as T;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const [only] = entries;
    if (entries.length === 1 && only && only[0] === '$n') return BigInt(only[1] as string) as T;
    return Object.fromEntries(entries.map(([k, v]) => [k, fromJson(v)])) as T;
  }
  return value as T;
}
