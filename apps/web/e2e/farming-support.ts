import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { expect, type Page } from '@playwright/test';
import { runLocal } from './support';
import { expectPendingThenResult } from './toastLog';

/** Approves or rejects the dev wallet's confirmation. */
export async function answerWallet(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  const confirm = page.getByRole('dialog', { name: /Confirm transaction/i });
  await confirm.getByRole('button', { name: answer }).click();
  await expect(confirm).toBeHidden();
}

/** A token balance of an owner on chain (smallest units; 0 without a wallet). */
export async function balanceOf(page: Page, root: string, owner: string): Promise<bigint> {
  const wallet = await runLocal(page, root, TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: owner });
  try {
    return BigInt(await runLocal(page, wallet, TokenWalletAbiJson, 'balance', { answerId: 0 }));
  } catch {
    return 0n;
  }
}

/** The pool as the farming API answers it for a user. */
export async function farmApi(page: Page, pool: string, userAddress: string | null) {
  const response = await page.request.post(`/api/farming/v1/farming_pools/${pool}`, { data: { userAddress } });
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}

/**
 * Confirms the open gauge action popup (the app's confirmation with the preview before signing, issue 43) once its
 * preview has its answer; the wallet's own confirmation follows.
 */
export async function confirmGaugeAction(page: Page, testId = 'gauge-confirm'): Promise<void> {
  const dialog = page.getByTestId(testId);
  await expect(dialog.getByTestId('preview')).not.toHaveAttribute('data-state', 'loading', { timeout: 20_000 });
  await dialog.getByTestId(`${testId}-confirm`).click();
  await expect(dialog).toBeHidden();
}

/** Confirms the open farm action popup (deposit, withdraw or claim) once its preview has its answer. */
export const confirmFarmAction = (page: Page) => confirmGaugeAction(page, 'farm-confirm');

/** Confirms the open farm owner's popup (reward deposit, speed, end, unclaimed withdrawal) once it has its answer. */
export const confirmFarmOwnerAction = (page: Page) => confirmGaugeAction(page, 'farm-owner-confirm');

/**
 * A farm action's toast went pending, then its result took its place (toasts recorded on the page, see
 * recordToastsOnEveryPage); a success links its transaction.
 */
export async function expectFarmToast(
  page: Page,
  pending: string | RegExp,
  result: string | RegExp,
  { link = true }: { link?: boolean } = {},
) {
  const toast = await expectPendingThenResult(page, pending, result);
  if (link) await expect(toast.getByTestId('toast-transaction-link')).toHaveAttribute('href', /\S+/);
  return toast;
}

/**
 * Claims from the open gauge page (Claim, Claim rewards in the confirmation, then Approve in the wallet) and returns what the claim paid in `token`, as
 * the gauge's Claim event says (the gauges API's latest claim of `user`).
 */
export async function claimOnGaugePage(page: Page, gauge: string, user: string, token: string): Promise<bigint> {
  await page.getByTestId('gauge-claim').click();
  await confirmGaugeAction(page);
  await page
    .getByRole('dialog', { name: /Confirm transaction/i })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByTestId('gauge-result')).toHaveAttribute('data-kind', 'done');
  const response = await page.request.post('/api/gauges/v1/transactions', {
    data: { gaugeAddress: gauge, userAddress: user, eventType: ['claim'], limit: 1 },
  });
  const [claim] = ((await response.json()) as { transactions: { tokens: { tokenRoot: string; amount: string }[] }[] })
    .transactions;
  return BigInt(claim!.tokens.find((t) => t.tokenRoot === token)!.amount);
}
