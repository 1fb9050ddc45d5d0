import type { LighthouseReport, PageScore } from './lighthouse';

const ratio = (ours: number, theirs: number) => (theirs > 0 ? `${((ours / theirs) * 100).toFixed(0)} %` : 'n/a');

/**
 * The side by side against FlatQube's own front end: its production build (`npm run build` of
 * broxus/flatqube-frontend, webpack) served as nginx serves it (scripts/serve-build.ts), measured by the same
 * Lighthouse run as this app's pages of the same names.
 */
export function flatqubeSection(
  ours: LighthouseReport,
  theirs: LighthouseReport,
  paths: readonly string[],
  date: string,
): string {
  const row = (path: string) => {
    const a = ours.scores.find((s) => s.path === path) as PageScore;
    const b = theirs.scores.find((s) => s.path === path) as PageScore;
    return `| \`${path}\` | ${a.performance} / ${b.performance} | ${a.lcpMs} / ${b.lcpMs} ms (${ratio(a.lcpMs, b.lcpMs)}) | ${a.tbtMs} / ${b.tbtMs} ms (${ratio(a.tbtMs, b.tbtMs)}) | ${a.scriptKb} / ${b.scriptKb} kB |`;
  };
  return `### Side by side with FlatQube's front end (${date})
The same Lighthouse run (mobile preset, simulated throttling, Debian's Chromium, median of ${ours.runs}) over this
app's pages and FlatQube's (the production build of broxus/flatqube-frontend, served with gzip as its nginx does).
FlatQube's API and RPC are out of reach from this machine, so its pages paint what they paint without their data: a
lighter load than FlatQube's real one, which makes the comparison conservative. Each cell is Tycho DEX / FlatQube, and
the share is Tycho DEX's figure as a part of FlatQube's. Benchmark index ${ours.benchmarkIndex} (Tycho DEX) and
${theirs.benchmarkIndex} (FlatQube), load average ${theirs.loadAverage.toFixed(1)}, ${theirs.cores} cores.

| page | performance | LCP | TBT | script transferred |
|---|---|---|---|---|
${paths.map(row).join('\n')}`;
}
