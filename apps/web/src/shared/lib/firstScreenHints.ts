/**
 * Facts about this browser that change how a page's first screen looks, kept as cookies beside the app's own state so
 * that the server renders the first screen as the app's first render will look (apps/server src/http/firstScreens.ts,
 * docs/decisions.md "Pages arrive with their first screen"). The app's state stays the source of truth; a hint only
 * avoids a first screen that the first render then changes.
 * - `wallet`: a wallet extension announced itself on the last visit (a part that depends on the account is a
 *   placeholder while the wallet check runs, not the visitor's version).
 * - `swap-greeting`: the swap page's greeting was closed.
 */
export const FIRST_SCREEN_HINTS = ['wallet', 'swap-greeting'] as const;
export type FirstScreenHint = (typeof FIRST_SCREEN_HINTS)[number];

let serverHints: ReadonlySet<string> = new Set();

/** On the server, before a render: the hints of the request being rendered. */
export function setServerHints(hints: Iterable<string>): void {
  serverHints = new Set(hints);
}

/** Whether the hint is set: the page's cookie in a browser, the request's on the server. */
export function hasHint(name: FirstScreenHint): boolean {
  if (typeof document === 'undefined') return serverHints.has(name);
  return document.cookie.split(';').some((part) => part.trim() === `${name}=1`);
}

/** Sets or clears a hint (nothing on the server). */
export function setHint(name: FirstScreenHint, on: boolean): void {
  if (typeof document === 'undefined' || hasHint(name) === on) return;
  document.cookie = `${name}=${on ? '1' : ''}; path=/; max-age=${on ? 31536000 : 0}; samesite=lax`;
}
