/** The page's localStorage, or undefined where it is unavailable (a storage failure is ignored, spec 8). */
export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
