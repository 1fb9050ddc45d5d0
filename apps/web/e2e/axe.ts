import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core's own script, injected once per document and run in place. `AxeBuilder.analyze()` re-injects the 550 kB
// script and opens a helper page for every pass, which cost 3-5 s a pass on CI's two cores against about 1 s for the
// run itself (docs/decisions.md, "Accessibility checks run axe-core in the page"). The app has no frames, so one
// document is the whole page.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeNode {
  target: unknown[];
}
interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}
interface AxeWindow {
  axe?: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> };
}

/** Every axe violation on the page as it is now (all rules axe enables by default; only violations are gathered). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('axe-core did not load into the page');
    const { violations } = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
}
