import { expect, type Page } from '@playwright/test';
import { confirmGaugeAction } from './farming-support';

export const walletDialog = (page: Page) => page.getByRole('dialog', { name: /Confirm transaction/i });

/** Approves or rejects the message the dev wallet asks about. */
export async function answerWallet(page: Page, button: 'Approve' | 'Reject') {
  await expect(walletDialog(page)).toBeVisible();
  await walletDialog(page).getByRole('button', { name: button }).click();
  await expect(walletDialog(page)).toBeHidden();
}

/** A fresh wallet from the giver (coin only), connected on `path`; `autoApprove` signs without asking. */
export async function connectFreshWallet(page: Page, path: string, autoApprove = false): Promise<string> {
  const created = await page.request.post('/devnet/wallets', { data: {} });
  expect(created.ok()).toBeTruthy();
  const { address } = (await created.json()) as { address: string };
  await page.goto(`${path}?devAccount=${address}${autoApprove ? '&autoApprove=1' : ''}`);
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await expect(page.getByTestId('wallet-address').first()).toBeAttached();
  return address;
}

/** A fresh account's address (not connected): a recipient or a new owner. */
export async function freshAddress(page: Page): Promise<string> {
  const created = await page.request.post('/devnet/wallets', { data: {} });
  expect(created.ok()).toBeTruthy();
  return ((await created.json()) as { address: string }).address;
}

/**
 * Fills the create form on /builder/create and submits it through the app's confirmation (its preview says the new
 * root's deploy cannot be followed); with `approve` the wallet's dialog is approved.
 */
export async function submitCreate(page: Page, name: string, symbol: string, decimals: string, approve: boolean) {
  await page.getByTestId('builder-name').fill(name);
  await page.getByTestId('builder-symbol').fill(symbol);
  await page.getByTestId('builder-decimals').fill(decimals);
  await page.getByTestId('builder-create-submit').click();
  await confirmBuilderAction(page);
  if (approve) await answerWallet(page, 'Approve');
}

/** Creates a token through the form and returns its root from the receipt (deployed). */
export async function createToken(page: Page, name: string, symbol: string, decimals: string, approve = false) {
  await submitCreate(page, name, symbol, decimals, approve);
  const receipt = page.getByTestId('builder-receipt');
  await expect(receipt).toHaveAttribute('data-result', 'deployed', { timeout: 45_000 });
  const root = (await receipt.getByTestId('builder-receipt-root').textContent()) ?? '';
  expect(root).toMatch(/^0:[0-9a-f]{64}$/);
  return root;
}

export interface RootInfo {
  name: string;
  symbol: string;
  decimals: number;
  owner: string;
  totalSupply: string;
}

export async function rootInfo(page: Page, root: string): Promise<RootInfo> {
  const response = await page.request.get(`/api/tokens/v1/root_contract/root_address/${root}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as RootInfo;
}

export async function ownedTokens(page: Page, owner: string): Promise<{ address: string }[]> {
  const response = await page.request.post('/api/tokens/v1/root_contract/search', { data: { ownerAddress: owner } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { tokens: { address: string }[] }).tokens;
}

/**
 * Confirms the open create, mint, burn or transfer popup (the app's confirmation with the preview before signing,
 * issue 43) once its preview has its answer; the wallet's own confirmation (or its auto-approval) follows.
 */
export const confirmBuilderAction = (page: Page) => confirmGaugeAction(page, 'builder-confirm');
