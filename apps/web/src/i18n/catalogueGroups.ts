/**
 * How the message catalogues are split for loading (build and test time only, never shipped): the shell's group has
 * the keys the always-loaded code uses (app, shared, i18n and the features the shell imports), and each screen
 * feature of the route table has a group with the keys only its own code uses, loaded with its screen.
 *
 * A file uses a key when one of its string literals is the key (`'pools.table.tvl'`) or one of its template strings
 * starts with a dotted head the key starts with (`` `gauge.status.${s}` `` uses every `gauge.status.*`). Keys no code
 * names this way stay in the shell, so a key the scan cannot see is never left out.
 */

export const SHELL_GROUP = 'shell';

export interface SourceFile {
  /** Path relative to the app's `src/` folder, with forward slashes (`features/pools/PoolScreen.tsx`). */
  path: string;
  code: string;
}

const STRING = /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g;

/** The catalogue keys a file's strings name. */
export function keysUsed(code: string, keys: readonly string[], known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const heads: string[] = [];
  for (const match of code.matchAll(STRING)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    const templateHead = match[3] !== undefined && text.includes('${') ? text.slice(0, text.indexOf('${')) : null;
    if (templateHead !== null) {
      if (/^[A-Za-z]\w*\./.test(templateHead)) heads.push(templateHead);
    } else if (known.has(text)) found.add(text);
  }
  if (heads.length) for (const key of keys) if (heads.some((head) => key.startsWith(head))) found.add(key);
  return found;
}

/**
 * The screen features of the route table: each route's `feature: '<name>'`, the folder of its screen (read as text:
 * the build's config cannot load the table and the faces it imports; catalogueGroups.test.ts checks that this reading
 * gives the features of the table's routes).
 */
export function screenFeatures(routeTableCode: string): string[] {
  const names = [...routeTableCode.matchAll(/\bfeature:\s*['"`](\w+)['"`]/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/** Group name → its keys. Every key is in the shell or in at least one feature's group. */
export function catalogueGroups(
  sources: readonly SourceFile[],
  keys: readonly string[],
  features: readonly string[],
): Record<string, string[]> {
  const known = new Set(keys);
  const featureOf = (path: string) => features.find((name) => path.startsWith(`features/${name}/`));
  const shell = new Set<string>();
  const byFeature = new Map<string, Set<string>>(features.map((name) => [name, new Set<string>()]));
  for (const file of sources) {
    const owner = featureOf(file.path);
    const target = owner === undefined ? shell : byFeature.get(owner)!;
    for (const key of keysUsed(file.code, keys, known)) target.add(key);
  }
  const named = new Set([...shell, ...[...byFeature.values()].flatMap((set) => [...set])]);
  for (const key of keys) if (!named.has(key)) shell.add(key);
  const groups: Record<string, string[]> = { [SHELL_GROUP]: [...shell].sort() };
  for (const [name, used] of byFeature) groups[name] = [...used].filter((key) => !shell.has(key)).sort();
  return groups;
}

/** The messages of one group. */
export function pickGroup(messages: Readonly<Record<string, string>>, keys: readonly string[]) {
  const wanted = new Set(keys);
  return Object.fromEntries(Object.entries(messages).filter(([key]) => wanted.has(key)));
}
