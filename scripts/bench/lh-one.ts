/**
 * `node --import tsx scripts/bench/lh-one.ts <url> [runs]`: one page's Lighthouse (mobile preset) with the audits that
 * say where its time goes: score, FCP, LCP and its element, TBT, script boot-up per file, main-thread work by kind,
 * the long tasks (`LH_CPU=<multiplier>` changes the simulated CPU slowdown; `LH_NETWORK=1` adds the requests,
 * `LH_SHIFTS=1` the layout shifts). A tool for finding what to fix;
 * `npm run bench -- lighthouse` records the figures.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, runsText = '1'] = process.argv.slice(2);
if (!url) throw new Error('usage: lh-one.ts <url> [runs]');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
});
type Items = { items?: Record<string, unknown>[] };
try {
  for (let run = 0; run < Number(runsText); run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // LH_CPU=8 on a fast machine (benchmark index about 4,000) stands in for the default 4 on a slower one
      ...(process.env.LH_CPU ? { throttling: { cpuSlowdownMultiplier: Number(process.env.LH_CPU) } } : {}),
    });
    if (!result) throw new Error('no result');
    const { audits, categories, environment } = result.lhr;
    const num = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    console.log(
      `score ${(categories.performance.score ?? 0) * 100} FCP ${num('first-contentful-paint')} LCP ${num('largest-contentful-paint')} TBT ${num('total-blocking-time')} CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3)} SI ${num('speed-index')} index ${environment.benchmarkIndex}`,
    );
    const items = (id: string) =>
      ((audits[id]?.details as Items | undefined)?.items ?? []) as Record<string, unknown>[];
    console.log(
      'bootup:',
      items('bootup-time')
        .slice(0, 8)
        .map(
          (i) => `${String(i.url).split('/').pop()} ${Math.round(Number(i.total))}/${Math.round(Number(i.scripting))}`,
        )
        .join(', '),
    );
    console.log(
      'mainthread:',
      items('mainthread-work-breakdown')
        .map((i) => `${String(i.group)} ${Math.round(Number(i.duration))}`)
        .join(', '),
    );
    console.log(
      'long tasks:',
      items('long-tasks')
        .slice(0, 10)
        .map(
          (i) =>
            `${String(i.url).split('/').pop()}@${Math.round(Number(i.startTime))}:${Math.round(Number(i.duration))}`,
        )
        .join(', '),
    );
    if (process.env.LH_NETWORK) {
      // the requests in the order they started: start-end (observed, unthrottled) and bytes transferred
      console.log(
        'requests:',
        items('network-requests')
          .map(
            (i) =>
              `${String(i.url)
                .replace(/^https?:\/\/[^/]+/, '')
                .slice(
                  0,
                  60,
                )} ${Math.round(Number(i.networkRequestTime))}-${Math.round(Number(i.networkEndTime))} ${Math.round(Number(i.transferSize) / 102.4) / 10}kB`,
          )
          .join('\n  '),
      );
    }
    if (process.env.LH_SHIFTS) {
      // the layout shifts Lighthouse counted, with the element that moved
      console.log('shifts:', JSON.stringify(items('layout-shifts')).slice(0, 1500));
    }
    const lcp = items('largest-contentful-paint-element');
    console.log('lcp element:', JSON.stringify(lcp).slice(0, 600));
  }
} finally {
  await chrome.kill();
}
