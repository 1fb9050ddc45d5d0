import { expect, test, type Page } from '@playwright/test';
import { confirmBuilderAction, connectFreshWallet, submitCreate } from './builder-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * The "not deployed" receipt of /builder/create: the factory's callback carries another call id. The main test
 * server runs with TEST_SWITCHES=on, whose switch makes the factory answer this one caller with another call id
 * (other callers, in parallel specs, are not affected).
 */
async function factoryFault(page: Page, caller: string, fault: 'none' | 'otherCallId' | 'drop') {
  const response = await page.request.post('/devnet/test/token-factory-callback', { data: { caller, fault } });
  expect(response.ok()).toBeTruthy();
}

test('a factory callback with another call id gives the "not deployed" receipt and keeps the form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await connectFreshWallet(page, '/builder/create', true);
  await factoryFault(page, owner, 'otherCallId');
  try {
    await submitCreate(page, 'Lost Token', 'LOST', '3', false);
    const receipt = page.getByTestId('builder-receipt');
    await expect(receipt).toHaveAttribute('data-result', 'notDeployed', { timeout: 45_000 });
    await expect(receipt.getByRole('heading')).toHaveText('Token not deployed');
    await expect(receipt).toContainText('The token factory did not confirm this token, so it was not created.');
    await expect(receipt.getByTestId('builder-receipt-name')).toHaveText('Lost Token');
    await expect(receipt.getByTestId('builder-receipt-symbol')).toHaveText('LOST');
    await expect(receipt.getByTestId('builder-receipt-root')).toHaveCount(0);
    await expect(receipt.getByTestId('builder-receipt-manage')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // not deployed: the form keeps what was typed and nothing is remembered
    await receipt.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('builder-name')).toHaveValue('Lost Token');
    await expect(page.getByTestId('builder-symbol')).toHaveValue('LOST');
    await expect(page.getByTestId('builder-decimals')).toHaveValue('3');
    expect(await page.evaluate(() => localStorage.getItem('builder_tokens'))).toBeNull();
  } finally {
    await factoryFault(page, owner, 'none');
  }

  // the factory answers normally again: the same form creates the token
  await page.getByTestId('builder-create-submit').click();
  await confirmBuilderAction(page);
  const receipt = page.getByTestId('builder-receipt');
  await expect(receipt).toHaveAttribute('data-result', 'deployed', { timeout: 45_000 });
  await expect(receipt.getByTestId('builder-receipt-name')).toHaveText('Lost Token');
});

test('no factory callback within the two-minute wait gives the "not deployed" receipt', async ({ page }) => {
  test.setTimeout(180_000);
  // the page's timers run on a controlled clock: the two minutes of polling pass in a few seconds
  await page.clock.install();
  const owner = await connectFreshWallet(page, '/builder/create', true);
  await factoryFault(page, owner, 'drop');
  try {
    await submitCreate(page, 'Silent Token', 'SILENT', '6', false);
    const receipt = page.getByTestId('builder-receipt');
    // each step lets the pending poll fire (the page asks the chain every 2 s, 60 times)
    await expect(async () => {
      await page.clock.fastForward(2_000);
      await expect(receipt).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 150_000, intervals: [0] });
    await expect(receipt).toHaveAttribute('data-result', 'notDeployed');
    await expect(receipt.getByTestId('builder-receipt-name')).toHaveText('Silent Token');
    await expect(receipt.getByTestId('builder-receipt-root')).toHaveCount(0);
    await receipt.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('builder-name')).toHaveValue('Silent Token');
    expect(await page.evaluate(() => localStorage.getItem('builder_tokens'))).toBeNull();
  } finally {
    await factoryFault(page, owner, 'none');
  }
});
