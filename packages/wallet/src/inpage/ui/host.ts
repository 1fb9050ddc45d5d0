/** The shadow root that holds the dev wallet UI, created when the page's body exists. */
import { STYLES } from './styles';

let root: ShadowRoot | undefined;

export function uiRoot(): ShadowRoot {
  if (root) return root;
  const host = document.createElement('tycho-dev-wallet');
  host.setAttribute('data-testid', 'tycho-dev-wallet');
  (document.body ?? document.documentElement).appendChild(host);
  root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLES;
  root.appendChild(style);
  return root;
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
