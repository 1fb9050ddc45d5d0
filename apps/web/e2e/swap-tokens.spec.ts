import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, runLocal } from './support';

// Erin is only read from (the accessibility spec connects her too); nothing here changes the chain.
const ACCOUNT = 'Erin';

interface ListedToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
}

async function tokenList(page: Page): Promise<ListedToken[]> {
  const response = await page.request.get('/tokens.json');
  expect(response.ok()).toBeTruthy();
  return (await response.json()).tokens;
}

/** The owner's balance of a token, read on chain (0 when the owner has no token wallet). */
async function onChainTokenBalance(page: Page, root: string, owner: string): Promise<string> {
  const wallet = await runLocal(page, root, TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: owner });
  const state = await page.request.get(`/devnet/accounts/${wallet}`);
  if (!state.ok() || !(await state.json()).isDeployed) return '0';
  return runLocal(page, wallet, TokenWalletAbiJson, 'balance', { answerId: 0 });
}

const item = (dialog: Locator, address: string) =>
  dialog.locator(`[data-testid="token-list-item"][data-address="${address}"]`);

async function openList(page: Page, side: 'left' | 'right'): Promise<Locator> {
  await page.getByTestId(`swap-token-${side}`).click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the token list shows the connected wallet balances, equal to the chain, held tokens first', async ({ page }) => {
  await page.goto('/swap');
  const info = await devnetInfo(page);
  const owner = info.accounts.find((a) => a.name === ACCOUNT)!.address;
  await connectWallet(page, ACCOUNT);
  // the USD prices the page orders by (read from its own request, so a later trade elsewhere cannot skew them)
  const pricesAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/currencies') && (r.request().postDataJSON()?.currencyAddresses?.length ?? 0) > 1,
  );
  const dialog = await openList(page, 'left');
  const prices = new Map<string, number>(
    ((await (await pricesAnswer).json()).currencies as { address: string; price: string }[]).map((c) => [
      c.address,
      Number(c.price),
    ]),
  );
  // every row gets its balance (loaded lazily after the rows are shown)
  await expect(dialog.getByTestId('token-list-balance').first()).toBeVisible();
  await expect(dialog.getByTestId('token-list-balance-loading')).toHaveCount(0);
  await expect(dialog.getByTestId('token-list-balance')).toHaveCount(
    await dialog.getByTestId('token-list-item').count(),
  );

  for (const symbol of ['QUBE', 'USDT', 'WBTC', 'WTYCHO']) {
    const root = info.addresses[`token:${symbol}`] ?? info.addresses.wtycho!;
    const expected = await onChainTokenBalance(page, root, owner);
    expect(BigInt(expected), `${ACCOUNT} holds ${symbol}`).toBeGreaterThan(0n);
    await expect(item(dialog, root).getByTestId('token-list-balance')).toHaveAttribute('data-units', expected);
  }
  // the coin: the account's balance on chain; the combined entry adds the wrapped coin to it
  const coin = String((await (await page.request.get(`/devnet/accounts/${owner}`)).json()).balance);
  const coinRow = dialog.locator('[data-testid="token-list-item"][data-kind="coin"]');
  await expect(coinRow.getByTestId('token-list-balance')).toHaveAttribute('data-units', coin);
  const wrapped = await onChainTokenBalance(page, info.addresses.wtycho!, owner);
  await expect(dialog.locator('[data-kind="combined"]').getByTestId('token-list-balance')).toHaveAttribute(
    'data-units',
    String(BigInt(coin) + BigInt(wrapped)),
  );

  // held tokens first, those with a price by USD value (largest first), then held ones without a price, then the rest
  const decimals = new Map((await tokenList(page)).map((t) => [t.address, t.decimals]));
  const misordered = async () => {
    const shown = await dialog
      .getByTestId('token-list-tokens')
      .getByTestId('token-list-item')
      .evaluateAll((els) =>
        els.map((e) => ({
          address: e.getAttribute('data-address')!,
          units: e.querySelector('[data-testid="token-list-balance"]')?.getAttribute('data-units') ?? '0',
        })),
      );
    const keys = shown.map(({ address, units }) => {
      const price = prices.get(address);
      if (BigInt(units) === 0n) return { group: 2, value: 0 };
      if (price === undefined) return { group: 1, value: 0 };
      return { group: 0, value: (Number(units) / 10 ** decimals.get(address)!) * price };
    });
    if (keys.filter((k) => k.group === 0).length < 4) return 'fewer than 4 held tokens with a price';
    const bad = keys.findIndex(
      (b, i) => i > 0 && (keys[i - 1]!.group > b.group || (b.group === 0 && keys[i - 1]!.value < b.value)),
    );
    return bad === -1 ? 'ordered' : `row ${bad} (${shown[bad]!.address}) out of order`;
  };
  await expect.poll(misordered).toBe('ordered');
  await expectNoSeriousA11yViolations(page);
});

test('search over symbol, name and address; the coin group holds the wrapped coin on the paying side', async ({
  page,
}) => {
  await page.goto('/swap');
  const tokens = await tokenList(page);
  const info = await devnetInfo(page);
  const wtycho = info.addresses.wtycho!;
  const left = await openList(page, 'left');
  // multiple swap is allowed on the left: the wrapped coin sits in the coin group, not among the tokens
  const group = left.getByTestId('token-list-coin-group');
  await expect(group.locator('[data-kind="combined"]')).toContainText('TYCHO + WTYCHO');
  await expect(item(group, wtycho)).toHaveCount(1);
  await expect(item(left.getByTestId('token-list-tokens'), wtycho)).toHaveCount(0);
  await expect(left.getByTestId('token-list-tokens').getByTestId('token-list-item')).toHaveCount(tokens.length - 1);

  const search = left.getByTestId('token-list-search');
  await search.fill('qube');
  await expect(left.getByTestId('token-list-symbol').first()).toHaveText('QUBE');
  await search.fill('Tether');
  await expect(left.getByTestId('token-list-symbol')).toHaveText(['USDT', 'USDТ']);
  await expect(left.getByTestId('scam-tag')).toHaveCount(1);
  const wbtc = tokens.find((t) => t.symbol === 'WBTC')!.address;
  await search.fill(wbtc.toUpperCase().replace('0X', '0x'));
  await expect(left.getByTestId('token-list-item')).toHaveCount(1);
  await expect(item(left, wbtc)).toBeVisible();
  await search.fill('no such token');
  await expect(left.getByTestId('token-list-empty')).toHaveText('No results');
  await page.keyboard.press('Escape');

  // the receiving side has no combined entry and lists the wrapped coin with the tokens
  const right = await openList(page, 'right');
  await expect(right.locator('[data-kind="combined"]')).toHaveCount(0);
  await expect(right.getByTestId('token-list-coin-group').locator('[data-kind="coin"]')).toHaveCount(1);
  await expect(item(right.getByTestId('token-list-tokens'), wtycho)).toHaveCount(1);
});

test('an invalid or unknown address gets a message and imports nothing', async ({ page }) => {
  await page.goto('/swap');
  const info = await devnetInfo(page);
  const dialog = await openList(page, 'right');
  const search = dialog.getByTestId('token-list-search');
  for (const bad of ['0:1234', `-1:${'a'.repeat(64)}`, `0:${'g'.repeat(64)}`]) {
    await search.fill(bad);
    await expect(dialog.getByTestId('token-list-invalid-address')).toContainText('Not a valid token address');
    await expect(dialog.getByTestId('token-import')).toHaveCount(0);
  }
  // a valid address that is an account, not a token root
  await search.fill(info.accounts.find((a) => a.name === ACCOUNT)!.address);
  await expect(dialog.getByTestId('token-import-not-found')).toHaveText('No token found at this address');
  await expect(dialog.getByTestId('token-import')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('imported_tokens'))).toBeNull();
});

test('import an unlisted token: warning, explicit confirmation, kept after reload', async ({ page }) => {
  await page.goto('/swap');
  const info = await devnetInfo(page);
  const tokens = await tokenList(page);
  // the old-version (v4) BRIDGE root exists on chain but is not in the token list
  const custom = info.addresses['v4:BRIDGE']!;
  expect(tokens.some((t) => t.address.toLowerCase() === custom.toLowerCase())).toBe(false);
  await connectWallet(page, ACCOUNT);

  let dialog = await openList(page, 'right');
  await dialog.getByTestId('token-list-search').fill(custom);
  const candidate = dialog.getByTestId('token-import-candidate');
  await expect(candidate).toContainText('BRIDGE');
  await expect(candidate).toContainText('Octus Bridge (old)');
  await candidate.getByTestId('token-import').click();

  const warning = dialog.getByTestId('import-token-warning');
  await expect(warning).toContainText('is not in the token list');
  await expect(warning.getByTestId('import-token-address')).toHaveText(custom);
  await expectNoSeriousA11yViolations(page);
  // dismissing changes nothing
  await warning.getByTestId('import-token-dismiss').click();
  await expect(warning).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('imported_tokens'))).toBeNull();

  await candidate.getByTestId('token-import').click();
  await expect(warning.getByTestId('import-token-confirm')).toBeDisabled();
  await warning.getByTestId('import-token-understand').check();
  await warning.getByTestId('import-token-confirm').click();
  await expect(dialog).toBeHidden();

  // selected in the card, with the custom-token alert
  await expect(page).toHaveURL(new RegExp(`/${custom}$`));
  await expect(page.getByTestId('swap-token-right')).toContainText('BRIDGE');
  await expect(page.getByTestId('custom-token-warning')).toContainText('BRIDGE');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('imported_tokens') ?? '[]'));
  expect(stored).toEqual([{ root: custom, symbol: 'BRIDGE', name: 'Octus Bridge (old)', decimals: 9 }]);

  // kept after a reload: in the list, marked imported, with the wallet's balance
  await page.reload();
  await expect(page.getByTestId('swap-token-right')).toContainText('BRIDGE');
  dialog = await openList(page, 'left');
  const row = item(dialog.getByTestId('token-list-tokens'), custom);
  await expect(row.getByTestId('imported-tag')).toHaveText('Imported');
  await expect(row).toContainText('Octus Bridge (old)');
  const owner = info.accounts.find((a) => a.name === ACCOUNT)!.address;
  await expect(row.getByTestId('token-list-balance')).toHaveAttribute(
    'data-units',
    await onChainTokenBalance(page, custom, owner),
  );
  await dialog.getByTestId('token-list-search').fill('old');
  await expect(item(dialog, custom)).toBeVisible();
});
