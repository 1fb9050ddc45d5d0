import { expect, test } from '@playwright/test';

// Phones (session 27): on /swap the combined coin-and-token label (TYCHO + WTYCHO) left the amount about three
// digits of room at 360 px; the token now takes a line of its own there. The limit page's order book scrolled
// sideways at 360 px, its headers holding the columns wide; they now wrap below 640 px. An 18-decimal token's exact
// quote ran past the receive field's edge at 360 px; long amounts now take a smaller type (session 28).

for (const width of [320, 360, 390]) {
  test(`at ${width} px the swap amount shows what is typed, beside a long token label`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/swap');
    const input = page.getByTestId('swap-amount-left');
    await expect(page.getByTestId('swap-token-left')).toContainText('TYCHO + WTYCHO');
    await input.fill('1234.567');
    // the whole typed amount is visible: the field is wider than its text and stays on the screen
    const fits = await input.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const box = (await input.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });

  test(`at ${width} px an 18-decimal quote is shown whole in the receive field`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/swap');
    await page.getByTestId('swap-token-right').click();
    const dialog = page.getByRole('dialog', { name: 'Select a token' });
    await dialog.getByTestId('token-list-search').fill('DAI');
    await dialog.getByTestId('token-list-item').first().click();
    await expect(page.getByTestId('swap-token-right')).toContainText('DAI');
    await page.getByTestId('swap-amount-left').fill('7.123');
    const receive = page.getByTestId('swap-amount-right');
    await expect(receive).toHaveValue(/^\d+\.\d{12,}$/); // a long exact amount
    await expect(receive).toHaveAttribute('data-size', /medium|small/);
    const fits = await receive.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });

  test(`at ${width} px the order book fits its card without a sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/limit');
    const book = page.getByTestId('limit-book');
    await expect(book.getByTestId('limit-book-ask').first()).toBeVisible();
    const scroller = book.locator('table').locator('xpath=..');
    const [scroll, client] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
  });
}

test('on a wide screen a long quote keeps its token beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/swap');
  await page.getByTestId('swap-token-right').click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await dialog.getByTestId('token-list-search').fill('DAI');
  await dialog.getByTestId('token-list-item').first().click();
  await page.getByTestId('swap-amount-left').fill('7.123');
  const receive = page.getByTestId('swap-amount-right');
  await expect(receive).toHaveValue(/^\d+\.\d{12,}$/);
  const field = (await receive.boundingBox())!;
  const token = (await page.getByTestId('swap-token-right').boundingBox())!;
  expect(token.y).toBeLessThan(field.y + field.height); // same row
  expect(await receive.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
