import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Replaces the `<!-- bench:name:start -->` … `end` section of a document (appended when it has none). */
export function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from >= 0 && to > from) return document.slice(0, from) + block + document.slice(to + end.length);
  return `${document.trimEnd()}\n\n${block}\n`;
}

/** Writes a section of the benchmarks report (docs/benchmarks.md) and prints it. */
export function writeSection(reportPath: string, name: string, section: string): void {
  const current = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# Benchmarks\n';
  writeFileSync(reportPath, replaceSection(current, name, section));
  console.log(section);
  console.log(`\nWritten to ${reportPath} (section ${name})`);
}
