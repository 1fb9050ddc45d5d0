import { expect, test, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, NO_WALLET_BASE_URL, tokenRoot } from './support';

interface ListedToken {
  address: string;
  symbol: string;
  verified: boolean;
}

async function tokenList(page: Page): Promise<ListedToken[]> {
  const response = await page.request.get('/tokens.json');
  expect(response.ok()).toBeTruthy();
  return (await response.json()).tokens;
}

async function tokenBySymbol(page: Page, symbol: string): Promise<string> {
  const token = (await tokenList(page)).find((t) => t.symbol === symbol);
  expect(token, `token ${symbol} in the token list`).toBeTruthy();
  return token!.address;
}

const rows = (page: Page) => page.getByTestId('token-row');
const tvls = async (page: Page) =>
  await rows(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tvl'))));

test('tokens list: ten per page, a pager, TVL ordering both ways', async ({ page }) => {
  await page.goto('/tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const tvlHeader = page.getByRole('columnheader', { name: /TVL/ });
  await expect(tvlHeader).toHaveAttribute('aria-sort', 'descending');
  const desc = await tvls(page);
  expect([...desc].sort((a, b) => b - a)).toEqual(desc);

  const pager = page.getByRole('navigation', { name: 'Tokens pages' });
  await expect(pager).toBeVisible();
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(rows(page).first().locator('td').first()).toHaveText('11');
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // ordering resets to page 1
  await tvlHeader.getByRole('button').click();
  await expect(tvlHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(pager).toContainText('Page 1 of 2');
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first().locator('td').first()).toHaveText('1');
  await expect
    .poll(async () => {
      const asc = await tvls(page);
      return asc.length === 10 && asc[0]! <= asc[9]! && asc[0]! <= desc[9]!;
    })
    .toBe(true);
  const asc = await tvls(page);
  expect([...asc].sort((a, b) => a - b)).toEqual(asc);
});

test('opening a token from the list shows its page with stats and a breadcrumb back', async ({ page }) => {
  await page.goto('/tokens');
  const first = rows(page).first();
  const address = await first.getAttribute('data-address');
  const symbol = await first.getByTestId('token-symbol').innerText();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(`/tokens/${address}`);
  await expect(page.getByTestId('token-page-symbol')).toHaveText(symbol);
  await expect(page.getByTestId('token-price')).toContainText('$');
  for (const stat of ['tvl', 'volume24h', 'volume7d', 'fees24h', 'transactions24h']) {
    await expect(page.getByTestId(`stat-${stat}`)).toBeVisible();
  }
  await expect(page.getByTestId('scam-tag')).toHaveCount(0);
  await expect(page.getByTestId('custom-token-warning')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
});

test('graph: prices by default, each kind and timeframe refetches with the spec window', async ({ page }) => {
  const address = await (async () => {
    await page.goto('/tokens');
    return tokenBySymbol(page, 'QUBE');
  })();
  const graphRequest = (kind: string) =>
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v2/currencies/${address}/${kind}`));
  const first = graphRequest('prices');
  await page.goto(`/tokens/${address}`);
  const body = (await first).postDataJSON();
  expect(body.timeframe).toBe('H1');
  expect(body.to - body.from).toBe(7 * 86_400_000);
  const chart = page.getByTestId('token-chart');
  await expect(page.getByRole('button', { name: 'Price', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '1H' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).not.toHaveAttribute('data-state', 'loading');

  for (const [name, kind] of [
    ['Volume', 'volume'],
    ['TVL', 'tvl'],
  ] as const) {
    const request = graphRequest(kind);
    await page.getByTestId(`token-graph-${kind}`).click();
    await request;
    await expect(page.getByTestId(`token-graph-${kind}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId(`token-graph-${kind}`)).toHaveText(name);
    await expect(chart).not.toHaveAttribute('data-state', 'loading');
  }
  const daily = graphRequest('tvl');
  await page.getByRole('button', { name: '1D' }).click();
  const dailyBody = (await daily).postDataJSON();
  expect(dailyBody.timeframe).toBe('D1');
  expect(dailyBody.to - dailyBody.from).toBe(30 * 86_400_000);
  await expect(chart).not.toHaveAttribute('data-state', 'loading');

  // the active option does nothing
  let extra = 0;
  page.on('request', (r) => {
    if (r.url().includes(`/currencies/${address}/`)) extra += 1;
  });
  await page.getByRole('button', { name: '1D' }).click();
  await page.getByTestId('token-graph-tvl').click();
  await expect(chart).toHaveAttribute('data-state', /ready|empty/);
  expect(extra).toBe(0);

  const prices = graphRequest('prices');
  await page.getByTestId('token-graph-prices').click();
  await prices;
  await expect(chart).toHaveAttribute('data-state', /ready|empty/);
});

test('related pools link to the pool page', async ({ page }) => {
  await page.goto('/tokens');
  const address = await tokenBySymbol(page, 'USDT');
  await page.goto(`/tokens/${address}`);
  const section = page.getByTestId('related-pools');
  const row = section.getByTestId('related-pool-row').first();
  await expect(row).toBeVisible();
  const pool = await row.getAttribute('data-address');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/pools/${pool}`);
});

test('transactions: type tabs, ordering by value, and only my transactions', async ({ page }) => {
  await page.goto('/tokens');
  const address = await tokenBySymbol(page, 'USDT');
  await page.goto(`/tokens/${address}`);
  const section = page.getByTestId('token-transactions');
  const txRows = section.getByTestId('transaction-row');
  await expect(txRows).toHaveCount(10);
  await expect(section.getByRole('navigation', { name: 'Transactions pages' })).toBeVisible();
  const own = section.getByRole('checkbox', { name: 'Only my transactions' });
  await expect(own).toBeDisabled();

  for (const [tab, event] of [
    ['Swaps', 'swap'],
    ['Deposits', 'deposit'],
    ['Withdraws', 'withdraw'],
  ] as const) {
    await section.getByRole('tab', { name: tab }).click();
    await expect(section.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => {
        const events = await txRows.evaluateAll((els) => els.map((e) => e.getAttribute('data-event')));
        return events.length > 0 && events.every((e) => e === event);
      })
      .toBe(true);
  }
  await section.getByRole('tab', { name: 'All' }).click();

  const valueHeader = section.getByRole('columnheader', { name: /Total value/ });
  await valueHeader.getByRole('button').click();
  await expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(section.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
  await expect
    .poll(async () => {
      const values = await section
        .getByTestId('tx-value')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
      return values.length === 10 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
    })
    .toBe(true);

  const { accounts } = await devnetInfo(page);
  const frank = accounts.find((a) => a.name === 'Frank')!;
  await connectWallet(page, 'Frank');
  await expect(own).toBeEnabled();
  const ownRequest = page.waitForRequest(
    (r) => r.url().endsWith('/api/v2/transactions') && r.postDataJSON().userAddress === frank.address,
  );
  await own.check();
  await ownRequest;
  await expect
    .poll(async () => {
      const users = await txRows.evaluateAll((els) => els.map((e) => e.getAttribute('data-user')));
      const empty = await section.getByTestId('token-transactions-empty').count();
      return empty > 0 || (users.length > 0 && users.every((u) => u === frank.address));
    })
    .toBe(true);
});

test('accounts and hashes in the transactions table are links to the network', async ({ page, request }) => {
  await page.goto('/tokens');
  const address = await tokenBySymbol(page, 'USDT');
  await page.goto(`/tokens/${address}`);
  const row = page.getByTestId('token-transactions').getByTestId('transaction-row').first();
  const user = await row.getAttribute('data-user');
  const account = row.getByTestId('tx-account');
  await expect(account).toHaveAttribute('href', `/devnet/accounts/${encodeURIComponent(user!)}`);
  await expect(account).toHaveAttribute('target', '_blank');
  const hashHref = await row.getByTestId('tx-hash').getAttribute('href');
  expect(hashHref).toMatch(/^\/devnet\/transactions\/[0-9a-f]{64}$/);
  expect((await request.get(hashHref!)).ok()).toBe(true);
});

test('Trade and Add liquidity open the swap and add-liquidity routes', async ({ page }) => {
  await page.goto('/tokens');
  const qube = await tokenBySymbol(page, 'QUBE');
  const wtycho = await tokenBySymbol(page, 'WTYCHO');
  await page.goto(`/tokens/${qube}`);
  await expect(page.getByRole('link', { name: 'Trade' })).toHaveAttribute('href', `/swap/${wtycho}/${qube}`);
  await page.getByRole('link', { name: 'Add liquidity' }).click();
  await expect(page).toHaveURL(`/liquidity/add/${qube}`);
  await page.goBack();
  await page.getByRole('link', { name: 'Trade' }).click();
  await expect(page).toHaveURL(`/swap/${wtycho}/${qube}`);
});

test('a scam token gets the [SCAM] tag and the custom-token warning', async ({ page }) => {
  await page.goto('/tokens');
  const scam = (await tokenList(page)).find((t) => !t.verified);
  expect(scam, 'a non-verified (scam) token in the list').toBeTruthy();
  await page.goto(`/tokens/${scam!.address}`);
  await expect(page.getByTestId('scam-tag')).toHaveText('[SCAM]');
  await expect(page.getByTestId('custom-token-warning')).toBeVisible();
});

test('an unknown token address shows the not-found view', async ({ page }) => {
  await page.goto(`/tokens/0:${'0'.repeat(63)}1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('watchlist needs a wallet and is kept per wallet address', async ({ page }) => {
  await page.goto('/tokens');
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(page.getByTestId('watchlist-connect')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to watchlist$/ })).toHaveCount(0);

  const { accounts } = await devnetInfo(page);
  const frank = accounts.find((a) => a.name === 'Frank')!;
  await connectWallet(page, 'Frank');
  await expect(page.getByTestId('watchlist-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  const star = page.getByRole('button', { name: 'Add USDC to watchlist' });
  await star.click();
  await expect(page.getByRole('button', { name: 'Remove USDC from watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('token-symbol')).toHaveText('USDC');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorite_tokens') ?? '{}'));
  expect(Object.keys(stored)).toEqual([frank.address]);

  await page.reload();
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(rows(page)).toHaveCount(1);

  // another wallet has its own (empty) watchlist
  await page.getByTestId('wallet-button').click();
  await page.getByRole('menuitem', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('watchlist-connect')).toBeVisible();
  await connectWallet(page, 'Grace');
  await expect(page.getByTestId('watchlist-empty')).toBeVisible();
});

test('the token page has its watchlist star: a visitor is asked to connect, then the token is watched', async ({
  page,
}) => {
  const usdc = await tokenRoot(page, 'USDC');
  await page.goto(`/tokens/${usdc}`);
  const star = page.getByRole('button', { name: 'Add USDC to watchlist' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(
    page.getByText('Connect a wallet to keep favorites: they are kept for each wallet address.'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /connect to/i });
  await dialog.getByRole('radio', { name: /^Erin\b/ }).check();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  const watched = page.getByRole('button', { name: 'Remove USDC from watchlist' });
  await expect(watched).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/tokens');
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('token-symbol')).toHaveText('USDC');

  // pressed again on the token page, the token leaves the watchlist
  await page.goto(`/tokens/${usdc}`);
  await watched.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/tokens');
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(page.getByTestId('watchlist-empty')).toBeVisible();
});

test('visitors see the stars of the tokens list; without the extension a star asks to install it', async ({ page }) => {
  await page.goto('/tokens');
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Add .* to watchlist$/ }),
  ).toBeVisible();
  await page.goto(`${NO_WALLET_BASE_URL}/tokens`);
  const star = rows(page)
    .first()
    .getByRole('button', { name: /^Add .* to watchlist$/ });
  await star.click();
  await expect(page.getByText('Install the wallet extension to keep favorites.')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

test('narrow screens show cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tokens');
  await expect(page.getByTestId('token-card')).toHaveCount(10);
  await expect(page.getByTestId('tokens-table')).toHaveCount(0);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByTestId('token-card').first().getByRole('link').click();
  await expect(page.getByTestId('token-transactions').getByTestId('transaction-card').first()).toBeVisible();
  await expect(page.getByTestId('transactions-table')).toHaveCount(0);
  await expect(page.getByTestId('related-pool-card').first()).toBeVisible();
  await expect(page.getByTestId('token-chart')).not.toHaveAttribute('data-state', 'loading');
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('tokens screens have no serious accessibility violations', async ({ page }) => {
  await page.goto(`${NO_WALLET_BASE_URL}/tokens`);
  await expect(rows(page)).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await rows(page).first().getByRole('link').click();
  await expect(page.getByTestId('token-transactions').getByTestId('transaction-row').first()).toBeVisible();
  await expect(page.getByTestId('related-pools').getByTestId('related-pool-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

async function dropQubeDecimals(page: Page) {
  await page.route('**/tokens.json', async (route) => {
    const response = await route.fetch();
    const list = await response.json();
    for (const token of list.tokens) if (token.symbol === 'QUBE') delete token.decimals;
    await route.fulfill({ response, json: list });
  });
}

function watchDetailCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v2\/currencies\/0:/.test(r.url())) calls.push(r.url());
  });
  return calls;
}

const qubeRow = (page: Page) =>
  rows(page).filter({ has: page.getByTestId('token-symbol').getByText('QUBE', { exact: true }) });

test('a listed token without decimals is resolved from the API without a wallet', async ({ page }) => {
  await dropQubeDecimals(page);
  const calls = watchDetailCalls(page);
  await page.goto(`${NO_WALLET_BASE_URL}/tokens`);
  await expect(qubeRow(page)).toHaveAttribute('data-decimals', '9');
  await expect(rows(page).filter({ has: page.getByText('USDT', { exact: true }) })).toHaveAttribute(
    'data-decimals',
    '6',
  );
  expect(calls).toHaveLength(1);
});

test('a listed token without decimals is resolved on chain with a connected wallet', async ({ page }) => {
  await dropQubeDecimals(page);
  await page.goto('/swap');
  await connectWallet(page, 'Frank');
  const calls = watchDetailCalls(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tokens' }).click();
  await expect(qubeRow(page)).toHaveAttribute('data-decimals', '9');
  expect(calls).toHaveLength(0);
});
