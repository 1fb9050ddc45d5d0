/**
 * `npm run profile -- apply <profile.json> <dist>` (scripts/profile.ts): writes a network profile into a built
 * index.html, for a static file server (no rebuild, no Node server). Applying again replaces the earlier block.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Profile, readProfile, runtimeConfig, runtimeConfigScript, serviceOrigins } from './profile';

const CONFIG_BLOCK = /<script type="application\/json" id="tycho-config">[\s\S]*?<\/script>/;

/** index.html with the profile's `#tycho-config` block: in place of an earlier one, else at the end of <head>. */
export function applyProfileToHtml(html: string, profile: Profile): string {
  if (profile.local)
    throw new Error(
      'A local profile needs the server (npm start): it serves the local network, fills in its root addresses and ' +
        'serves the dev wallet. Apply a profile of a network whose services run elsewhere.',
    );
  const block = runtimeConfigScript(runtimeConfig(profile));
  if (CONFIG_BLOCK.test(html)) return html.replace(CONFIG_BLOCK, () => block);
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to put the profile before');
  return html.replace('</head>', () => `${block}</head>`);
}

/** Applies the profile file to `<dist>/index.html`; returns what the static server's policy must allow. */
export function applyProfile(profilePath: string, dist: string): { indexPath: string; origins: string[] } {
  const profile = readProfile(profilePath);
  const indexPath = join(dist, 'index.html');
  let html: string;
  try {
    html = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(`${indexPath} is missing: build the web app first (npm run build)`);
  }
  writeFileSync(indexPath, applyProfileToHtml(html, profile));
  return { indexPath, origins: serviceOrigins(profile) };
}
