/**
 * Issue 40's trading gaps, each driven in Chromium against the local network: a swap URL token outside the active
 * list goes through the import warning (remembered once confirmed), the one-coin deposit mode before any quote, the
 * route request's whiteListCurrencies and the transactions request's time bounds, the bill's price flip and fee row,
 * the empty-wallet greeting, the pool page's custom-token alert, the charts' no-data message and the add form's step
 * annotations.
 */
import { expect, test, type Route } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, tokenRoot } from './support';

const decimal = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a swap URL token outside the active list is imported through the warning, and remembered', async ({ page }) => {
  const a = (await devnetInfo(page)).addresses;
  const [usdc, lp] = [a['token:USDC']!, a['lp:USDT-USDC-DAI']!];
  // the quotes are held: what the card shows below comes from the tokens alone
  const held: Route[] = [];
  await page.route('**/pools/cross_swap_route', (route) => void held.push(route));

  await page.goto(`/swap/${usdc}/${lp}`);
  const dialog = page.getByTestId('url-import-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('import-token-address')).toHaveText(lp);
  const symbol = (await dialog.getByTestId('import-token-symbol').textContent())!;
  expect(symbol.length).toBeGreaterThan(0);
  await expect(dialog.getByTestId('import-token-confirm')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // dismissed: the side is emptied, nothing is stored
  await dialog.getByTestId('import-token-dismiss').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/swap/${usdc}$`));
  expect(await page.evaluate(() => localStorage.getItem('imported_tokens'))).toBeNull();

  await page.goto(`/swap/${usdc}/${lp}`);
  await dialog.getByTestId('import-token-understand').check();
  await dialog.getByTestId('import-token-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('swap-token-right')).toContainText(symbol);
  await expect(page.getByTestId('custom-token-warning')).toContainText(symbol);
  const stored = await page.evaluate(() => localStorage.getItem('imported_tokens'));
  expect(stored?.toLowerCase()).toContain(lp.toLowerCase());

  // the one-coin deposit is known from the tokens, before any quote answered
  await page.getByTestId('swap-amount-left').fill('100');
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'depositOneCoin');
  await expect(page.getByTestId('swap-mode-note')).toContainText('One-coin deposit');
  await expect(page.getByTestId('swap-bill')).toHaveCount(0);
  // the route request names the active list's tokens (a route passes only through them), not the LP token
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const body = held[0]!.request().postDataJSON() as { whiteListCurrencies: string[] };
  const listed = body.whiteListCurrencies.map((x) => x.toLowerCase());
  expect(listed).toContain(a['token:USDT']!.toLowerCase());
  expect(listed).toContain(usdc.toLowerCase());
  expect(listed).not.toContain(lp.toLowerCase());

  // remembered: a reload asks no more
  await page.reload();
  await expect(page.getByTestId('swap-token-right')).toContainText(symbol);
  await expect(dialog).toHaveCount(0);
});

test("the bill's price flips between the directions; the fee row is the route's fee", async ({ page }) => {
  const [usdt, qube] = [await tokenRoot(page, 'USDT'), await tokenRoot(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}`);
  // the transactions request sends its time bounds (spec 7), as no bound
  const transactions = page.waitForRequest('**/transactions');
  const routed = page.waitForResponse('**/pools/cross_swap_route');
  await page.getByTestId('swap-amount-left').fill('10');
  const route = (await (await routed).json()) as { globalFee: string };
  const txBody = (await transactions).postDataJSON() as Record<string, unknown>;
  expect(txBody).toMatchObject({ timestampBlockGe: null, timestampBlockLe: null });

  const price = page.getByTestId('swap-price');
  await expect(price).toHaveText(/^1 USDT = [\d.,]+ QUBE ⇄$/);
  const forward = decimal((await price.textContent())!.split('=')[1]!);
  await price.click();
  await expect(price).toHaveText(/^1 QUBE = [\d.,]+ USDT ⇄$/);
  const back = decimal((await price.textContent())!.split('=')[1]!);
  expect(forward * back).toBeGreaterThan(0.99);
  expect(forward * back).toBeLessThan(1.01);
  await price.click();
  await expect(price).toHaveText(/^1 USDT = /);

  // the fee is paid in the spent token: the route's globalFee (USDT has 6 decimals)
  const fee = page.getByTestId('swap-fee');
  await expect(fee).toHaveText(/^[\d.,]+ USDT$/);
  const shown = decimal((await fee.textContent())!);
  expect(Number(route.globalFee)).toBeGreaterThan(0);
  expect(Math.abs(shown - Number(route.globalFee) / 1e6)).toBeLessThan(0.0001 + Number(route.globalFee) / 1e8);
});

test('the greeting tells an empty wallet to top up; a funded wallet sees none', async ({ page }) => {
  const created = await page.request.post('/devnet/wallets', { data: { amount: '0' } });
  expect(created.ok()).toBeTruthy();
  const { address } = (await created.json()) as { address: string };
  await page.goto(`/swap?devAccount=${address}`);
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await expect(page.getByTestId('wallet-address').first()).toBeAttached();
  const greeting = page.getByTestId('swap-greeting');
  await expect(greeting).toContainText('Your wallet has no TYCHO yet');

  // forget the grant only once the page is live: the dev wallet stores the grant the server restores when it
  // welcomes the page, which would put it back after an earlier clear (the page's first screen makes `goto` return
  // before that)
  await page.goto('/swap');
  await expect(page.getByTestId('wallet-address').first()).toBeAttached();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/swap');
  await expect(greeting).toContainText('connect one to trade');
  await connectWallet(page, 'Alice');
  await expect(page.getByTestId('swap-card')).toBeVisible();
  await expect(greeting).toHaveCount(0);
});

test('the pool page alerts to a custom token; the chart says when it has no data', async ({ page }) => {
  const a = (await devnetInfo(page)).addresses;
  const scamPool = Object.entries(a).find(([k]) => k.startsWith('pool:USD\u0422-'))![1];
  await page.goto(`/pools/${scamPool}`);
  const alert = page.getByTestId('pool-custom-token-warning');
  await expect(alert).toContainText('Custom token');
  await page.goto(`/pools/${a['pool:QUBE-USDT']!}`);
  await expect(page.getByTestId('pool-price-chip').first()).toBeVisible();
  await expect(alert).toHaveCount(0);

  // no candles for the pair: the swap chart says so instead of drawing an empty frame
  await page.route('**/pairs/left/*/right/*/ohlcv', (route) => route.fulfill({ json: [] }));
  await page.goto(`/swap/${a['token:USDT']!}/${a['token:QUBE']!}`);
  await expect(page.getByTestId('swap-chart-empty')).toHaveText('No data for this period');
});

test('the add form says beside its button which step is next and why', async ({ page }) => {
  const a = (await devnetInfo(page)).addresses;
  await page.goto(`/liquidity/add/${a['token:QUBE']!}/${a['token:USDT']!}`);
  const note = page.getByTestId('add-step-note');
  const submit = page.getByTestId('add-submit');
  await expect(note).toHaveAttribute('data-note', 'liquidity.add.note.connectWallet');
  await expect(submit).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!);
  await connectWallet(page, 'Alice');
  await page.getByTestId('add-amount-left').fill('1');
  // Alice's DEX account exists; the next step is the pool's connection, a deposit or the supply
  await expect(submit).toHaveAttribute('data-action', /^(connectPool|depositLeft|depositRight|supply)$/);
  const notes: Record<string, RegExp> = {
    connectPool: /^Next: connect the pool to your DEX account, so that the account can hold its tokens/,
    depositLeft: /^Next: move QUBE from your wallet to your DEX account: the pool takes the tokens from there\.$/,
    depositRight: /^Next: move USDT from your wallet to your DEX account/,
    supply: /^Last step: supply the tokens from your DEX account to the pool/,
  };
  await expect(note).toHaveText(notes[(await submit.getAttribute('data-action'))!]!);
  await expectNoSeriousA11yViolations(page);
});
