/** The in-page bundle in Chromium: injection, approval dialogs, auto-approve, reload, accessibility, 375 px. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './demo-server';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

let browser: Browser;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) return;
  const outDir = mkdtempSync(join(tmpdir(), 'devwallet-build-'));
  await build({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { outDir },
  });
  ({ app, url } = await startDemoServer({ bundlePath: join(outDir, 'inpage.js'), version: '0.3.60' }));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

type Result = { method: string; result?: Record<string, unknown>; error?: { code: number; message: string } };
const lastResult = (page: Page, method: string) =>
  page
    .waitForFunction((m) => {
      const results = (window as unknown as { demo: { results: Result[] } }).demo.results.filter((r) => r.method === m);
      return results.length ? results[results.length - 1] : undefined;
    }, method)
    .then((handle) => handle.jsonValue() as Promise<Result>);
const clearResults = (page: Page) =>
  page.evaluate(() => ((window as unknown as { demo: { results: Result[] } }).demo.results.length = 0));

/** Axe on the whole page; the demo page itself is plain, so any violation is the dev wallet's. */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe.skipIf(!existsSync(CHROMIUM))('dev wallet in the browser', () => {
  it('connects through the picker, confirms sends, auto-approves, survives a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/?walletVersion=0.3.50`);
    expect(await page.evaluate(() => window.__hasEverscaleProvider)).toBe(true);
    const site = new URL(url).host;

    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const picker = page.getByRole('dialog', { name: `Connect to ${site}` });
    await expect(picker.isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TYCHO-DEV-WALLET');
    await axe(page);
    await page.keyboard.press('Escape');
    expect((await lastResult(page, 'requestPermissions')).error).toEqual({ code: 3, message: 'Rejected by user' });

    await clearResults(page);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    expect(await page.getByRole('radio', { name: /^bob\b/ }).count()).toBe(1);
    expect(await page.getByRole('radio').first().getAttribute('value')).toBe(`0:${'a1'.repeat(32)}`);
    await page.getByRole('radio', { name: `bob 0:b2b2…b2b2`, exact: true }).check();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const granted = await lastResult(page, 'requestPermissions');
    expect(granted.result?.accountInteraction).toMatchObject({ address: `0:${'b2'.repeat(32)}` });

    await page.getByRole('button', { name: 'Send 1.5 TYCHO' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm transaction' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('1.5 TYCHO');
    await axe(page);
    await confirm.getByRole('button', { name: 'Reject' }).click();
    expect((await lastResult(page, 'sendMessage')).error).toEqual({ code: 3, message: 'Rejected by user' });

    await clearResults(page);
    await page.getByRole('button', { name: 'Send 1.5 TYCHO' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    expect((await lastResult(page, 'sendMessage')).result).toHaveProperty('transaction');

    await page.getByRole('button', { name: 'Dev wallet' }).click();
    await axe(page);
    const toggle = page.getByRole('switch', { name: 'Auto-approve transactions' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('devwallet:autoApprove'))).toBe('1');
    await clearResults(page);
    await page.getByRole('button', { name: 'Send 1.5 TYCHO' }).click();
    expect((await lastResult(page, 'sendMessage')).result).toHaveProperty('transaction');

    await page.goto(`${url}/`);
    const state = (await page.evaluate(() =>
      window.__ever!.request({ method: 'getProviderState', params: undefined }),
    )) as { version: string; permissions: { accountInteraction?: { address: string } } };
    expect(state.version).toBe('0.3.50');
    expect(state.permissions.accountInteraction?.address).toBe(`0:${'b2'.repeat(32)}`);
    await context.close();
  });

  it('fits a 375 px screen and preselects an account with ?devAccount=', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.goto(`${url}/?devAccount=alice&autoApprove=1`);
    const otherTab = await context.newPage();
    await otherTab.goto(`${url}/`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    expect((await lastResult(page, 'requestPermissions')).result?.accountInteraction).toMatchObject({
      address: `0:${'a1'.repeat(32)}`,
    });
    // The other tab of the site hears of the grant, as with an extension.
    await otherTab.waitForFunction(() => document.getElementById('log')?.textContent?.includes('permissionsChanged'));
    await page.getByRole('button', { name: 'Send 1.5 TYCHO' }).click();
    expect((await lastResult(page, 'sendMessage')).result).toHaveProperty('transaction');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
