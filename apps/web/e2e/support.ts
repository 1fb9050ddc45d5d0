import { axeViolations } from './axe';
import { expectPendingThenResult } from './toastLog';
import { expect, type Locator, type Page } from '@playwright/test';
import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';

export const NO_WALLET_BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`;

export interface DevnetInfo {
  chainTime: number;
  accounts: { name: string; address: string; publicKey: string }[];
  addresses: Record<string, string>;
}

export async function devnetInfo(page: Page): Promise<DevnetInfo> {
  const response = await page.request.get('/devnet/info');
  expect(response.ok()).toBeTruthy();
  return response.json();
}

/** Shortened address as the header shows it: first 6, "...", last 4. */
export function shorten(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Fails on serious or critical accessibility violations, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}

/** Connects the dev wallet as `accountName` through the wallet's own permission dialog. */
export async function connectWallet(page: Page, accountName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /connect to/i });
  // a click that lands before the wallet's script answers opens nothing (a loaded machine): click again until the
  // wallet's permission dialog is there
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page
        .getByRole('button', { name: /connect wallet/i })
        .first()
        .click({ timeout: 2000 });
    }
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole('radio', { name: new RegExp(`^${accountName}\\b`) }).check();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog).toBeHidden();
  // connected (and the permission stored): a navigation right after this keeps the connection
  await expect(page.getByTestId('wallet-address').first()).toBeAttached();
}

/**
 * Confirms the import warning a swap URL opens for a token outside the active list (e.g. a pool's LP token): ticks
 * "I understand", imports, and waits for the popup to close. The import is remembered in the page's storage.
 */
export async function confirmUrlImport(page: Page): Promise<void> {
  const dialog = page.getByTestId('url-import-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('import-token-understand').check();
  await dialog.getByTestId('import-token-confirm').click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits until the open swap popup's preview before signing has its answer (issue 43): building it asks the server
 * for the same wallet call the send asks for, so a spec that watches the send's request starts after it.
 */
export async function previewSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('swap-confirm-dialog').getByTestId('preview')).not.toHaveAttribute(
    'data-state',
    'loading',
  );
}

/**
 * Confirms the open swap popup. Other specs trade on the same pools, and the popup then asks to accept the new
 * rate first (the product's rate-changed guard): accept it and confirm. With `acknowledgeImpact` it also ticks the
 * price-impact acknowledgement when the popup asks for it (an impact above 15 %), for a trade that must go through
 * whatever the pools look like. It waits for the preview before signing; when that says the swap fails it closes the popup and quotes again.
 */
export async function confirmSwap(page: Page, { acknowledgeImpact = false } = {}): Promise<void> {
  const dialog = page.getByTestId('swap-confirm-dialog');
  const confirm = dialog.getByTestId('swap-confirm');
  let clicked = false;
  await expect(async () => {
    // a click that went through though it was reported late (a loaded machine): the popup is sending, or the wallet
    // asks; never click again then
    if ((await confirm.getAttribute('aria-busy', { timeout: 500 }).catch(() => null)) === 'true') return;
    if (await page.getByRole('dialog', { name: /confirm transaction/i }).isVisible()) return;
    // ... or an auto-approving wallet has already signed it: the popup is gone and the form cleared (it clears only
    // when a send is signed)
    if (
      clicked &&
      !(await dialog.isVisible()) &&
      (await page.getByTestId('swap-amount-left').inputValue({ timeout: 500 })) === ''
    )
      return;
    // a re-quote landing on the submit click (another spec traded on the pool) swallows it: click again when ready
    if (!(await dialog.isVisible()) && (await swapSubmit(page).getAttribute('data-state')) === 'ready') {
      await swapSubmit(page).click({ timeout: 1000 });
    }
    const accept = dialog.getByTestId('swap-rate-accept');
    if (await accept.isVisible()) await accept.click();
    const impactAck = dialog.getByTestId('swap-impact-ack');
    if (acknowledgeImpact && (await impactAck.isVisible()) && !(await impactAck.isChecked())) {
      await impactAck.check({ timeout: 1000 });
    }
    // the preview before signing runs first: a swap it says fails is no swap to confirm here (the message tells why)
    const preview = dialog.getByTestId('preview');
    const state = await preview.getAttribute('data-state', { timeout: 500 }).catch(() => null);
    if (state === 'loading') throw new Error('the preview before signing is still running');
    if (state === 'fails') {
      // a quote that the chain has already moved past (another tab traded, the indexer is a moment behind): close the
      // popup and quote again, as a user would, rather than sign a swap the preview says is cancelled
      const said = await preview.innerText();
      await page.keyboard.press('Escape');
      throw new Error(`the preview says the swap fails (closed to quote again): ${said}`);
    }
    clicked = true;
    await confirm.click({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
}

/** A listed token's root by symbol, from the served token list. */
export async function tokenRoot(page: Page, symbol: string): Promise<string> {
  const response = await page.request.get('/tokens.json');
  const token = ((await response.json()).tokens as { address: string; symbol: string }[]).find(
    (t) => t.symbol === symbol,
  );
  expect(token, symbol).toBeTruthy();
  return token!.address;
}

/** The swap card's submit button. */
export const swapSubmit = (page: Page) => page.getByTestId('swap-submit');

/** The smallest-units value an element carries in `data-units` (balances, minimum received). */
export const unitsOf = async (page: Page, testId: string) =>
  BigInt((await page.getByTestId(testId).getAttribute('data-units')) ?? '0');

/**
 * An operation's notification: its pending toast shows first, then its result takes the same toast's place (the
 * pending text is gone, no second toast beside it). Returns the result toast.
 */
export async function expectPendingReplaced(page: Page, pending: string | RegExp, result: string | RegExp) {
  // a page that records its toasts (toastLog.ts) is checked on the record: an operation that ends within a
  // polling interval replaces its pending toast before a look at the page could see it
  if (await page.evaluate(() => '__toastLog' in window)) return expectPendingThenResult(page, pending, result);
  const pendingToast = page.locator('.Toastify__toast').filter({ hasText: pending });
  await expect(pendingToast).toHaveCount(1);
  const id = await pendingToast.getAttribute('id');
  expect(id).toBeTruthy();
  const toast = page.locator(`[id="${id}"]`);
  await expect(toast).toContainText(result, { timeout: 45_000 });
  await expect(page.locator('.Toastify__toast').filter({ hasText: pending })).toHaveCount(0);
  return toast;
}

/**
 * A read-only getter through the dev wallet's provider, as any dApp would call it (needs the basic permission):
 * a responsible getter's `value0` by default, or the named output of a plain one.
 */
export async function runLocal(
  page: Page,
  address: string,
  abi: string,
  method: string,
  params: Record<string, unknown>,
  opts: { responsible?: boolean; output?: string } = {},
) {
  return page.evaluate(
    async (call) => {
      const ever = (
        window as unknown as {
          __ever: { request: (r: unknown) => Promise<{ output?: Record<string, unknown> }> };
        }
      ).__ever;
      const result = await ever.request({
        method: 'runLocal',
        params: {
          address: call.address,
          responsible: call.responsible,
          functionCall: { abi: call.abi, method: call.method, params: call.params },
        },
      });
      return String(result.output?.[call.output]);
    },
    { address, abi, method, params, responsible: opts.responsible ?? true, output: opts.output ?? 'value0' },
  );
}

/**
 * The figures of a popup's preview before signing (issue 43) once it followed the whole tree: each token's change
 * of the user by root, and the coin attached, returned and spent (nano-units).
 */
export async function previewFigures(dialog: Locator, holder?: string) {
  const preview = dialog.getByTestId('preview');
  await expect(preview).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  const tokens: Record<string, bigint> = {};
  // the user's own rows, or with `holder` the rows of that other account the preview watches (a mint's recipient)
  const rows = holder
    ? preview.locator(`[data-testid="preview-token"][data-owner="${holder}"]`)
    : preview.locator('[data-testid="preview-token"]:not([data-owner])');
  for (const row of await rows.all())
    tokens[(await row.getAttribute('data-root'))!] = BigInt((await row.getAttribute('data-delta'))!);
  const fee = async (id: string) => BigInt((await preview.getByTestId(id).getAttribute('data-units'))!);
  return {
    tokens,
    attached: await fee('preview-fee-attached'),
    returned: await fee('preview-fee-returned'),
    spent: await fee('preview-fee-spent'),
  };
}

/** Expects the popup's preview to say it cannot follow the tree because the action deploys a contract. */
export async function expectDeployFallback(dialog: Locator) {
  const preview = dialog.getByTestId('preview');
  await expect(preview).toHaveAttribute('data-state', 'incomplete', { timeout: 20_000 });
  await expect(preview.getByTestId('preview-fallback')).toContainText('deploys a new contract');
}

/** The native balance of an account on the local network (nano-units). */
export async function nativeBalanceOf(page: Page, address: string): Promise<bigint> {
  const response = await page.request.get(`/devnet/accounts/${address}`);
  expect(response.ok()).toBeTruthy();
  return BigInt(((await response.json()) as { balance: string }).balance);
}

/** A TIP-3 balance on chain (smallest units), read through the page's provider. */
export async function tokenBalance(page: Page, root: string, owner: string): Promise<bigint> {
  const wallet = await runLocal(page, root, TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: owner });
  return BigInt(await runLocal(page, wallet, TokenWalletAbiJson, 'balance', { answerId: 0 }));
}

/**
 * A chart's canvas, drawn: the canvas waits until its figure is in view (shared/ui/chart/Chart.tsx), so the figure is
 * scrolled to first, then the series must be on the canvas before the pointer can get a crosshair.
 */
export async function drawnChartCanvas(page: Page, chartTestId: string) {
  const figure = page.getByTestId(chartTestId);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('[data-drawn]')).toHaveCount(1);
  return figure.getByTestId('chart-canvas');
}
