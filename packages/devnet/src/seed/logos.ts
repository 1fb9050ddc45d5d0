/**
 * Token logos, generated: a coloured circle with the symbol. Served by the local network at `/logos/<key>.svg`
 * (`logoSvg(key)`); a token's `logoURI` in `tokenMetadata()` points there, so nothing loads from the internet.
 */
import { createHash } from 'node:crypto';

const escape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The key of a symbol's logo file: ASCII letters and digits only (lookalike characters become `_`). */
export const logoKey = (symbol: string) => symbol.replace(/[^A-Za-z0-9]/g, '_');
export const logoURI = (symbol: string) => `/logos/${logoKey(symbol)}.svg`;

/** The SVG logo of `key` (see logoKey), or undefined for an unknown key. */
export function logoSvg(key: string): string | undefined {
  if (!/^[A-Za-z0-9_]{1,32}$/.test(key)) return undefined;
  const h = createHash('sha256').update(key).digest();
  const hue = (h.readUInt8(0) * 360) / 256;
  const label = escape(key.replace(/_/g, '').slice(0, 4));
  const size = label.length <= 3 ? 22 : 17;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue.toFixed(0)},65%,45%)"/>`,
    `<circle cx="32" cy="32" r="27" fill="none" stroke="hsl(${hue.toFixed(0)},70%,75%)" stroke-width="2"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}
