import { expect, test, type Page } from '@playwright/test';
import { DexGasValuesAbiJson } from '@tycho/abi';
import { fromNano } from '@tycho/units';
import { devnetInfo } from './support';

const walletDialog = (page: Page) => page.getByRole('dialog', { name: /Confirm transaction/i });
async function answer(page: Page, button: 'Approve' | 'Reject') {
  await expect(walletDialog(page)).toBeVisible();
  await walletDialog(page).getByRole('button', { name: button }).click();
  await expect(walletDialog(page)).toBeHidden();
}

test('a wallet without a DEX account connects one (rejection first), then connects the pool', async ({ page }) => {
  test.setTimeout(120_000);
  // a fresh wallet from the local network's giver: coin only, no tokens, no DEX account
  const created = await page.request.post('/devnet/wallets', { data: {} });
  expect(created.ok()).toBeTruthy();
  const { address } = (await created.json()) as { address: string };
  const a = (await devnetInfo(page)).addresses;
  await page.goto(`/liquidity/add/${a['token:QUBE']!}/${a['token:USDT']!}?devAccount=${address}`);
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();

  const submit = page.getByTestId('add-submit');
  await expect(submit).toHaveText('Connect account', { timeout: 20_000 });
  await expect(page.getByTestId('add-dex-account')).toHaveText('—');

  // the wallet is asked for the value the DEX's gas contract gives for an account deployment (fixed + dynamic gas
  // at the network's gas price), not a made-up constant
  const { fixedValue, dynamicGas } = await page.evaluate(
    async (call) => {
      const ever = (
        window as unknown as { __ever: { request: (r: unknown) => Promise<{ output: { value0: unknown } }> } }
      ).__ever;
      const result = await ever.request({
        method: 'runLocal',
        params: { address: call.address, functionCall: { abi: call.abi, method: 'getDeployAccountGas', params: {} } },
      });
      return result.output.value0 as { fixedValue: string; dynamicGas: string };
    },
    { address: a.dexGasValues!, abi: DexGasValuesAbiJson },
  );
  const expectedValue = BigInt(fixedValue) + BigInt(dynamicGas) * 1000n;
  await submit.click();
  await expect(walletDialog(page)).toContainText(`Amount${fromNano(expectedValue)} TYCHO`);

  // the wallet rejects: nothing deployed, the step is offered again
  await answer(page, 'Reject');
  await expect(submit).toHaveText('Connect account');
  await expect(submit).toBeEnabled();
  expect((await page.request.get(`/devnet/accounts/${address}`)).ok()).toBeTruthy();

  await submit.click();
  await answer(page, 'Approve');
  await expect(submit).toHaveText('Connect pool', { timeout: 45_000 });
  await expect(page.getByText('DEX account connected')).toBeVisible();
  await expect(page.getByTestId('add-dex-account')).not.toHaveText('—');

  await submit.click();
  await answer(page, 'Approve');
  await expect(submit).toHaveText('Enter an amount', { timeout: 45_000 });
  await expect(page.getByText('Pool connected to your DEX account')).toBeVisible();
  // with no tokens in the wallet, any amount is more than the wallet plus the DEX account hold
  await page.getByTestId('add-amount-left').fill('1');
  await expect(submit).toHaveText(/^Insufficient QUBE balance$/);
});
