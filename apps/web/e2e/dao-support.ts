import { expect, type Page } from '@playwright/test';
import { VoteEscrowAbiJson } from '@tycho/abi';
import { confirmGaugeAction } from './farming-support';
import { devnetInfo, runLocal } from './support';

/** The vote escrow of the local network. */
export async function voteEscrowAddress(page: Page): Promise<string> {
  const address = (await devnetInfo(page)).addresses.voteEscrow;
  expect(address, 'the local network names its vote escrow').toBeTruthy();
  return address!;
}

/** A plain getter output of the vote escrow (through the dev wallet's provider). */
export async function escrowGet(page: Page, method: string, output: string): Promise<string> {
  return runLocal(page, await voteEscrowAddress(page), VoteEscrowAbiJson, method, {}, { responsible: false, output });
}

/** The smallest units a DAO figure carries (`data-units` inside the element with the test id). */
export async function daoUnits(page: Page, testId: string): Promise<bigint> {
  const value = await page.getByTestId(testId).locator('[data-units]').getAttribute('data-units');
  return BigInt(value ?? '0');
}

/** The dev wallet's transaction popup: approve or reject. */
export async function answerWallet(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  const confirm = page.getByRole('dialog', { name: /Confirm transaction/i });
  await confirm.getByRole('button', { name: answer }).click();
  await expect(confirm).toBeHidden();
}

/** The last DAO action's outcome on the page. */
export const daoResult = (page: Page) => page.getByTestId('dao-result');

/**
 * Confirms the open DAO action popup (the app's confirmation with the preview before signing, issue 43) once its
 * preview has its answer; the wallet's own confirmation follows.
 */
export const confirmDaoAction = (page: Page) => confirmGaugeAction(page, 'dao-confirm');
