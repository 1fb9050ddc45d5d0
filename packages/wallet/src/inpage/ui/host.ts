/** The shadow root that holds the dev wallet UI, created when the page's body exists. */
import { STYLES } from './styles';

let root: ShadowRoot | undefined;

export function uiRoot(): ShadowRoot {
  root ??= shadowHost('tycho-dev-wallet').shadowRoot!;
  return root;
}

/** A new element at the end of the body holding an open shadow root with the dev wallet's styles. */
export function shadowHost(tag: string): HTMLElement {
  const host = document.createElement(tag);
  host.setAttribute('data-testid', tag);
  (document.body ?? document.documentElement).appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLES;
  shadow.appendChild(style);
  return host;
}

/** Runs `fn` once the DOM can take the UI. */
export function whenBodyReady(fn: () => void): void {
  if (document.body) fn();
  else document.addEventListener('DOMContentLoaded', fn, { once: true });
}

let counter = 0;
export function uniqueId(prefix: string): string {
  counter += 1;
  return `tdw-${prefix}-${counter}`;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (key === 'text') node.textContent = value;
    else if (key === 'class') node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}
