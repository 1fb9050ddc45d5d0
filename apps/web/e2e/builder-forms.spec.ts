import { ZERO_ADDRESS } from '@tycho/abi';
import { expect, test } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations } from './support';

test('the create form shows every validation message and enables submit only when all is valid', async ({ page }) => {
  await page.goto('/builder/create');
  const submit = page.getByTestId('builder-create-submit');
  await expect(submit).toHaveText('Connect wallet');
  await connectWallet(page, 'Heidi');
  await expect(submit).toHaveText('Enter all data');
  await expect(submit).toBeDisabled();

  await page.getByTestId('builder-name').fill('n'.repeat(255));
  await expect(page.getByTestId('builder-name-error')).toHaveText('The name must be 1 to 254 characters');
  await page.getByTestId('builder-symbol').fill('s'.repeat(255));
  await expect(page.getByTestId('builder-symbol-error')).toHaveText('The symbol must be 1 to 254 characters');
  for (const bad of ['19', 'abc', '1.5', '-1']) {
    await page.getByTestId('builder-decimals').fill(bad);
    await expect(page.getByTestId('builder-decimals-error')).toHaveText('Decimals must be a whole number from 0 to 18');
  }
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('builder-name').fill('n'.repeat(254));
  await page.getByTestId('builder-symbol').fill('   ');
  await page.getByTestId('builder-decimals').fill('18');
  await expect(page.getByTestId('builder-name-error')).toHaveCount(0);
  await expect(submit).toHaveText('Enter all data');
  await page.getByTestId('builder-symbol').fill(' OK ');
  await expect(submit).toHaveText('Create token');
  await expect(submit).toBeEnabled();
});

test('the manage forms show every validation message', async ({ page }) => {
  const info = await devnetInfo(page);
  const demo = info.addresses['builder:DEMO']!;
  const grace = info.accounts.find((a) => a.name === 'Grace')!.address;
  const heidi = info.accounts.find((a) => a.name === 'Heidi')!.address;
  await page.goto(`/builder/${demo}`);
  // a visitor is asked to connect on every action
  for (const id of ['builder-mint-submit', 'builder-burn-submit', 'builder-transfer-submit'])
    await expect(page.getByTestId(id)).toHaveText('Connect wallet');
  await connectWallet(page, 'Heidi');
  await expect(page.getByTestId('builder-detail-name')).toHaveText('Builder Demo');
  await expect(page.getByTestId('builder-detail-network')).toHaveText('Local network');
  await expect(page.getByTestId('builder-detail-decimals')).toHaveText('6');

  const mint = page.getByTestId('builder-mint-submit');
  await expect(mint).toHaveText('Enter all data');
  await page.getByTestId('builder-mint-target').fill('0:1234');
  await page.getByTestId('builder-mint-amount').fill('1');
  await expect(mint).toHaveText('Enter a valid address');
  await page.getByTestId('builder-mint-target').fill(grace);
  await page.getByTestId('builder-mint-amount').fill('0');
  await expect(mint).toHaveText('Enter a valid amount');
  await expect(mint).toBeDisabled();
  await page.getByTestId('builder-mint-amount').fill('1');
  await expect(mint).toHaveText('Mint');
  await expect(page.getByTestId('builder-mint-balance')).toHaveText('2 500 → 2 501');

  const burn = page.getByTestId('builder-burn-submit');
  await expect(burn).toHaveText('Enter all data');
  await expect(page.getByTestId('builder-burn-callback')).toHaveValue(ZERO_ADDRESS);
  await page.getByTestId('builder-burn-target').fill('grace');
  await page.getByTestId('builder-burn-amount').fill('1');
  await expect(burn).toHaveText('Enter a valid address');
  await page.getByTestId('builder-burn-target').fill(grace);
  await page.getByTestId('builder-burn-callback').fill('0:xyz');
  await expect(burn).toHaveText('Invalid callback address');
  await page.getByTestId('builder-burn-callback').fill(ZERO_ADDRESS);
  await page.getByTestId('builder-burn-amount').fill('2500.000001');
  await expect(burn).toHaveText("The amount exceeds the holder's balance");
  await page.getByTestId('builder-burn-amount').fill('0');
  await expect(burn).toHaveText('Enter a valid amount');
  await page.getByTestId('builder-burn-amount').fill('2500');
  await expect(burn).toHaveText('Burn');

  const transfer = page.getByTestId('builder-transfer-submit');
  await expect(transfer).toHaveText('Enter all data');
  for (const bad of ['0:abc', ZERO_ADDRESS, heidi]) {
    await page.getByTestId('builder-transfer-owner').fill(bad);
    await expect(transfer).toHaveText('Enter a valid address');
    await expect(transfer).toBeDisabled();
  }
  await page.getByTestId('builder-transfer-owner').fill(grace);
  await expect(transfer).toHaveText('Transfer ownership');
  await expectNoSeriousA11yViolations(page);
});

test('another account sees the token without actions; an address with no token root shows not found', async ({
  page,
}) => {
  const info = await devnetInfo(page);
  await page.goto(`/builder/${info.addresses['builder:DEMO']!}`);
  await connectWallet(page, 'Grace');
  await expect(page.getByTestId('builder-detail-symbol')).toHaveText('DEMO');
  await expect(page.getByTestId('builder-not-owner')).toBeVisible();
  await expect(page.getByTestId('builder-actions')).toHaveCount(0);
  const account = info.accounts.find((a) => a.name === 'Grace')!.address;
  await page.goto(`/builder/${account}`);
  await expect(page.getByTestId('builder-token-not-found')).toHaveText(/Token not found/);
  await page.goto('/builder/not-an-address');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

for (const width of [320, 960]) {
  test(`builder pages fit ${width} px without sideways scrolling`, async ({ page }) => {
    const info = await devnetInfo(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/builder');
    await connectWallet(page, 'Heidi');
    for (const path of ['/builder', '/builder/create', `/builder/${info.addresses['builder:DEMO']!}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test("the token page's Network names the network the app is configured for, not a fixed word", async ({ page }) => {
  const info = await devnetInfo(page);
  const demo = info.addresses['builder:DEMO']!;
  // a deployment that names its network in the page's runtime configuration (`#tycho-config`)
  await page.route(`**/builder/${demo}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"networkName":""', '"networkName":"Tycho testnet"');
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/builder/${demo}`);
  await expect(page.getByTestId('builder-detail-network')).toHaveText('Tycho testnet');
  // without a name, the local network says what it is
  await page.unroute(`**/builder/${demo}`);
  await page.goto(`/builder/${demo}`);
  await expect(page.getByTestId('builder-detail-network')).toHaveText('Local network');
});
