import { expect, test, type Page } from '@playwright/test';
import { TokenRootAbiJson } from '@tycho/abi';
import {
  connectWallet,
  devnetInfo,
  expectNoSeriousA11yViolations,
  nativeBalanceOf,
  runLocal,
  tokenBalance,
} from './support';
import { expectPendingThenResult, recordToasts } from './toastLog';

const lpValue = async (page: Page) =>
  BigInt((await page.getByTestId('remove-lp-balance').getAttribute('data-value')) ?? '0');

test('remove part of the liquidity: preview, wallet rejection keeps balances, approval pays out', async ({ page }) => {
  test.setTimeout(120_000);
  const info = await devnetInfo(page);
  const a = info.addresses;
  await page.goto('/liquidity/remove');
  await connectWallet(page, 'Heidi');
  // Heidi got LP from the seeded history (QUBE-USDT); the others are fallbacks
  const candidates: [string, string][] = [
    [a['token:QUBE']!, a['token:USDT']!],
    [a['token:WBTC']!, a['token:WTYCHO']!],
    [a['token:BRIDGE']!, a['token:WTYCHO']!],
  ];
  let found: [string, string] | undefined;
  for (const [l, r] of candidates) {
    await page.goto(`/liquidity/remove/${l}/${r}`);
    await expect(page.getByTestId('remove-lp-balance')).toBeVisible();
    if ((await lpValue(page)) > 0n) {
      found = [l, r];
      break;
    }
    await expect(page.getByTestId('remove-no-lp')).toContainText('You have no');
  }
  expect(found, 'Heidi holds LP in a seeded pair').toBeTruthy();
  // Heidi's wallets of both tokens exist: the payout attaches no deploy-wallet value to them (spec 9)
  const heidi = info.accounts.find((x) => x.name === 'Heidi')!.address;
  const wallets = await Promise.all(
    found!.map((root) => runLocal(page, root, TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: heidi })),
  );
  const walletCoins = await Promise.all(wallets.map((w) => nativeBalanceOf(page, w)));
  await expectNoSeriousA11yViolations(page);

  const before = await lpValue(page);
  const submit = page.getByTestId('remove-submit');
  await expect(submit).toHaveText('Enter an amount');
  await expect(submit).toBeDisabled();
  const input = page.getByRole('textbox', { name: /Amount of .* to remove/ });
  // too big
  await page.getByTestId('remove-max').click();
  await expect(input).not.toHaveValue('');
  await expect(submit).toHaveText('Remove');
  await input.fill(String(before / 10n ** 9n + 1n));
  await expect(submit).toHaveText('Amount too big');
  await expect(submit).toBeDisabled();
  await expect(page.getByText('The requested amount is too big.')).toBeVisible();
  // half of the LP balance (9 decimals)
  const half = before / 2n;
  const text = (Number(half) / 1e9).toFixed(9).replace(/0+$/, '').replace(/\.$/, '');
  await input.fill(text);
  await expect(submit).toHaveText('Remove');
  await expect(submit).toBeEnabled();
  const amount = BigInt(Math.round(Number(text) * 1e9));
  await expect(page.getByTestId('remove-receive-0')).not.toHaveAttribute('data-value', '0');
  const receive0 = await page.getByTestId('remove-receive-0').innerText();
  // the preview before signing (issue 43): the exact withdrawal run locally, each token's change and the coin
  const preview = page.getByTestId('preview');
  await expect(preview).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  await expect(preview.getByTestId('preview-fee-spent')).toContainText('TYCHO');
  const deltas = new Map<string, bigint>();
  for (const row of await preview.getByTestId('preview-token').all()) {
    deltas.set((await row.getAttribute('data-root'))!, BigInt((await row.getAttribute('data-delta'))!));
  }
  const paidBefore = await Promise.all(found!.map((root) => tokenBalance(page, root, heidi)));
  expect(found!.every((root) => (deltas.get(root) ?? 0n) > 0n)).toBe(true);

  // reject in the wallet: nothing changes, the form stays usable
  await submit.click();
  let dialog = page.getByRole('dialog', { name: /Confirm transaction/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Withdrawal canceled. Your balance is unchanged.')).toBeVisible();
  await expect(submit).toHaveText('Remove');
  expect(await lpValue(page)).toBe(before);

  // approve: "Removing liquidity" is replaced by the result, which links the transaction
  await recordToasts(page);
  await submit.click();
  dialog = page.getByRole('dialog', { name: /Confirm transaction/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const toast = await expectPendingThenResult(page, 'Removing liquidity…', /Liquidity removed\. You received/);
  await expect(toast).toContainText(receive0);
  await expect(toast.getByTestId('toast-transaction-link')).toHaveAttribute(
    'href',
    /^\/devnet\/transactions\/[0-9a-f]{64}$/,
  );
  await expect.poll(() => lpValue(page)).toBe(before - amount);
  // the chain paid exactly what the preview said
  expect(await Promise.all(found!.map((root) => tokenBalance(page, root, heidi)))).toEqual(
    found!.map((root, k) => paidBefore[k]! + deltas.get(root)!),
  );
  await expect(input).toHaveValue('');
  expect(await Promise.all(wallets.map((w) => nativeBalanceOf(page, w)))).toEqual(walletCoins);
});

test('remove page: pool missing and connect wallet', async ({ page }) => {
  const info = await devnetInfo(page);
  const a = info.addresses;
  await page.goto(`/liquidity/remove/${a['token:LINK']}/${a['token:SOL']}`);
  await expect(page.getByTestId('remove-pool-missing')).toContainText('This pool does not exist.');
  await expect(page.getByTestId('remove-submit')).toHaveText('Connect wallet');
  await page.goto(`/pools/${a['pool:USDT-USDC-DAI']}/liquidity/remove`);
  await expect(page.getByTestId('remove-pool-name')).toHaveText('USDT/USDC/DAI');
  await expect(page.getByTestId('remove-receive-2')).toBeVisible();
});
