/** Compare dotted numeric versions ("0.3.40"). Returns -1, 0 or 1. Non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().replace(/^v/, '').split(/[.-]/);
  const pb = b.trim().replace(/^v/, '').split(/[.-]/);
  const len = Math.max(pa.length, pb.length, 3);
  for (let i = 0; i < len; i++) {
    const x = Number.parseInt(pa[i] ?? '0', 10) || 0;
    const y = Number.parseInt(pb[i] ?? '0', 10) || 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export function isVersionAtLeast(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) >= 0;
}
