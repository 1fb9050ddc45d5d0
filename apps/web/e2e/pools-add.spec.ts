import { expect, test, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectDeployFallback, previewFigures } from './support';
import { expectPendingThenResult, recordToasts } from './toastLog';

// both tests use Grace's DEX account: run them one after the other
test.describe.configure({ mode: 'serial' });

const approve = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: /Confirm transaction/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
};

// Known regression (2026-11-23): since the seeded history became the consistent-price market, Grace holds less than
// 1 QUBE, so the deposit step shows "Insufficient QUBE balance". Give the test an account with QUBE (or seed Grace's).
test('add liquidity from zero with Grace: rejection keeps the form, account, pool, deposits, supply', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const info = await devnetInfo(page);
  const a = info.addresses;
  const left = a['token:QUBE']!;
  const right = a['token:USDT']!;
  await page.goto('/liquidity/add');
  await connectWallet(page, 'Grace');
  await page.goto(`/liquidity/add/${left}/${right}`);
  const submit = page.getByTestId('add-submit');
  // Grace's DEX account comes from the seeded history; a fresh network without it starts at "Connect account"
  await expect(submit).toHaveText(/^(Connect account|Connect pool)$/, { timeout: 20_000 });
  const first = (await submit.textContent())!;

  // a wallet rejection leaves the form usable
  await submit.click();
  const dialog = page.getByRole('dialog', { name: /Confirm transaction/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  // each step has its own canceled text
  await expect(
    page.getByText(/^(Connecting the DEX account|Connecting the QUBE\/USDT pool) canceled\. Nothing was sent\.$/),
  ).toBeVisible();
  await expect(submit).toHaveText(first);
  await expect(submit).toBeEnabled();

  if (first === 'Connect account') {
    await submit.click();
    await approve(page);
    await expect(submit).toHaveText('Connect pool', { timeout: 20_000 });
  }
  await expect(page.getByTestId('add-dex-account')).not.toHaveText('—');

  // connect the pool (the account has no wallets for this pair yet)
  await submit.click();
  await approve(page);
  await expect(submit).toHaveText('Enter an amount', { timeout: 20_000 });

  // amounts: the right one follows the pool price
  await page.getByTestId('add-amount-left').fill('1');
  await expect(page.getByTestId('add-amount-right')).not.toHaveValue('');
  await expect(submit).toHaveText('Deposit QUBE');
  await submit.click();
  await approve(page);
  await expect(submit).toHaveText('Deposit USDT', { timeout: 20_000 });
  await submit.click();
  await approve(page);
  await expect(submit).toHaveText('Supply', { timeout: 20_000 });
  // the LP the supply mints shows before it is sent
  await expect(page.getByTestId('add-expected-lp')).toHaveText(/^[\d.,]+ FlatQube-LP-/);
  expect(BigInt((await page.getByTestId('add-expected-lp').getAttribute('data-value')) ?? '0')).toBeGreaterThan(0n);
  await expect(page.getByTestId('add-expected-share')).toHaveText(/%$/);
  // Grace's first supply deploys her LP wallet: the preview before signing says it cannot follow that (issue 43)
  await expectDeployFallback(page.getByTestId('add-liquidity-page'));
  await recordToasts(page);
  await submit.click();
  await approve(page);
  // "Supplying" is replaced by the result, which links the transaction and the LP token's root contract
  const toast = await expectPendingThenResult(page, 'Supplying liquidity…', /Liquidity added: you received [\d.,]+ LP/);
  const lpRoot = (await page.getByTestId('add-pool-info').getAttribute('data-lp-root')) ?? '';
  expect(lpRoot).toMatch(/^0:[0-9a-f]{64}$/);
  const tokenLink = toast.getByTestId('toast-token-link');
  await expect(tokenLink).toHaveAttribute('href', `/devnet/accounts/${encodeURIComponent(lpRoot)}`);
  expect((await page.request.get((await tokenLink.getAttribute('href'))!)).ok()).toBeTruthy();
  await expect(toast.getByTestId('toast-token-link')).toHaveText(/^FlatQube-LP-.* token$/);
  const txLink = (await toast.getByTestId('toast-transaction-link').getAttribute('href'))!;
  expect(txLink).toMatch(/^\/devnet\/transactions\/[0-9a-f]{64}$/);
  expect((await page.request.get(txLink)).ok()).toBeTruthy();
  await expect(page.getByTestId('add-amount-left')).toHaveValue('');
  await expect(page.getByTestId('add-expected')).toHaveCount(0);

  const lp = page.getByTestId('add-lp-balance');
  await expect.poll(async () => BigInt((await lp.getAttribute('data-value')) ?? '0')).toBeGreaterThan(0n);
  const lpValue = await lp.getAttribute('data-value');
  const lpText = await lp.textContent();
  const shareText = await page.getByTestId('add-lp-share').textContent();

  // the pool page shows the same LP balance and share
  const poolAddress = await page.getByTestId('add-pair-root').getAttribute('data-value');
  expect(poolAddress).toBeTruthy();
  await page.goto(`/pools/${poolAddress!}`);
  await expect(page.getByTestId('pool-user-lp')).toHaveAttribute('data-value', lpValue!, { timeout: 20_000 });
  await expect(page.getByTestId('pool-user-lp')).toHaveText(lpText!);
  // the share is of the pool's LP supply, which other specs on the shared network move (Heidi removes QUBE/USDT
  // liquidity): the two pages agree when they read the same supply, so a change between the reads is read again
  const poolShare = () => page.getByTestId('pool-user-share').textContent();
  let addShare = shareText;
  await expect
    .poll(
      async () => {
        const onPool = await poolShare();
        if (onPool === addShare) return onPool;
        await page.goto(`/liquidity/add/${left}/${right}`);
        await expect(page.getByTestId('add-lp-share')).toHaveText(/%$/, { timeout: 20_000 });
        addShare = await page.getByTestId('add-lp-share').textContent();
        await page.goto(`/pools/${poolAddress!}`);
        await expect(page.getByTestId('pool-user-lp')).toHaveAttribute('data-value', lpValue!, { timeout: 20_000 });
        return (await poolShare()) === addShare ? addShare : `pool ${await poolShare()}, add ${addShare}`;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^[\d.,]+%$/);
});

test('N-pool add liquidity with Grace: connect pool, deposit per token, supply', async ({ page }) => {
  test.setTimeout(180_000);
  const info = await devnetInfo(page);
  const poolAddress = info.addresses['pool:USDT-USDC-DAI']!;
  await page.goto('/pools');
  await connectWallet(page, 'Grace');
  await page.goto(`/pools/${poolAddress}/liquidity/add?autoApprove=1`);
  const submit = page.getByTestId('pool-add-submit');
  await expect(submit).toHaveText(/^(Connect account|Connect pool|Enter an amount)$/, { timeout: 20_000 });
  if ((await submit.textContent()) === 'Connect account') {
    await submit.click();
    await expect(submit).toHaveText(/^(Connect pool|Enter an amount)$/, { timeout: 20_000 });
  }
  if ((await submit.textContent()) === 'Connect pool') {
    await submit.click();
    await expect(submit).toHaveText('Enter an amount', { timeout: 20_000 });
  }
  await page.getByTestId('pool-add-amount-0').fill('2');
  await page.getByTestId('pool-add-amount-1').fill('1');
  await expect(submit).toHaveText(/Deposit .* first/);
  await expect(submit).toBeDisabled();
  // each deposit opens its confirmation with the preview before signing (issue 43): the token leaving the wallet is
  // the wallet's only change, to the unit; closing the first one sends nothing
  const confirm = page.getByTestId('pool-deposit-confirm');
  await page.getByTestId('pool-add-deposit-0').click();
  await confirm.getByTestId('pool-deposit-confirm-cancel').click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('pool-add-deposit-0')).toBeVisible();
  for (const i of [0, 1]) {
    await page.getByTestId(`pool-add-deposit-${i}`).click();
    const amount = BigInt((await confirm.getByTestId('pool-deposit-confirm-amount').getAttribute('data-value'))!);
    expect(amount).toBeGreaterThan(0n);
    expect(Object.values((await previewFigures(confirm)).tokens)).toEqual([-amount]);
    await confirm.getByTestId('pool-deposit-confirm-confirm').click();
    await expect(page.getByTestId(`pool-add-deposit-${i}`)).toBeHidden({ timeout: 20_000 });
  }
  await expect(submit).toHaveText('Supply');
  await expect(page.getByTestId('pool-add-expected-lp')).toHaveText(/^[\d.,]+ /);
  const before = BigInt((await page.getByTestId('pool-add-lp-balance').getAttribute('data-value')) ?? '0');
  // the supply's preview before signing (issue 43): the LP it mints, then paid to the unit
  // (the tokens leave the DEX account, not the wallet: the LP is the wallet's only change; a first supply deploys
  // the LP wallet, which the preview cannot follow and says so)
  const form = page.getByTestId('pool-add-liquidity-page');
  let previewed: bigint | undefined;
  if (before === 0n) await expectDeployFallback(form);
  else {
    const changes = Object.values((await previewFigures(form)).tokens);
    expect(changes).toHaveLength(1);
    previewed = changes[0];
  }
  await submit.click();
  await expect(page.getByText(/Liquidity added: you received [\d.,]+ LP/)).toBeVisible({ timeout: 30_000 });
  const lp = page.getByTestId('pool-add-lp-balance');
  await expect.poll(async () => BigInt((await lp.getAttribute('data-value')) ?? '0')).toBeGreaterThan(before);
  const lpValue = await lp.getAttribute('data-value');
  if (previewed !== undefined) expect(BigInt(lpValue!) - before).toBe(previewed);
  await page.goto(`/pools/${poolAddress}`);
  await expect(page.getByTestId('pool-user-lp')).toHaveAttribute('data-value', lpValue!, { timeout: 20_000 });
});

test('a missing pair offers "Create pool" and creates it', async ({ page }) => {
  test.setTimeout(120_000);
  const info = await devnetInfo(page);
  const a = info.addresses;
  await page.goto('/liquidity/add');
  await connectWallet(page, 'Grace');
  await page.goto(`/liquidity/add/${a['token:AAVE']!}/${a['token:LINK']!}?autoApprove=1`);
  const submit = page.getByTestId('add-submit');
  await expect(submit).toHaveText('Create pool', { timeout: 20_000 });
  await expect(page.getByTestId('add-pair-root')).toHaveText('—');
  await submit.click();
  await expect(submit).toHaveText('Connect pool', { timeout: 30_000 });
  await expect(page.getByTestId('add-pair-root')).not.toHaveText('—');
});
