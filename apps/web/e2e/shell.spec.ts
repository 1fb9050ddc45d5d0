import { expect, test } from '@playwright/test';

const NAVIGATION = ['Swap', 'Pools', 'Tokens', 'Pairs', 'Farming', 'Boost Calculator', 'DAO', 'Builder'];

test('the home page redirects to /swap and shows the header with the main navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/swap$/);
  const navigation = page.getByRole('navigation', { name: /main/i });
  for (const item of NAVIGATION) {
    await expect(navigation.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  // proposals are reached from the DAO pages (spec 2.1 has no main item for them)
  await expect(navigation.getByRole('link', { name: /proposal/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
});

test('an unknown path shows the not-found page with working Back and Reload', async ({ page }) => {
  await page.goto('/swap');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/swap$/);
});

test('each page has its own tab title, in the chosen language', async ({ page }) => {
  await page.goto('/swap');
  await expect(page).toHaveTitle('Swap · Tycho DEX');
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Pools', exact: true }).click();
  await expect(page).toHaveTitle('Pools · Tycho DEX');
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Tokens', exact: true }).click();
  await expect(page).toHaveTitle('Tokens · Tycho DEX');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Tycho DEX');
  await page.goto('/tokens');
  await page.getByRole('combobox', { name: /language/i }).selectOption('ja');
  await expect(page).toHaveTitle('トークン · Tycho DEX');
});

test('a route parameter that is not a workchain-0 address does not match its route', async ({ page }) => {
  await page.goto('/tokens/not-an-address');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await page.goto(`/pools/1:${'a'.repeat(64)}`);
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
});

test('the language switch is stored, survives a reload and is followed by another tab', async ({ page, context }) => {
  await page.goto('/swap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const other = await context.newPage();
  await other.goto('/pools');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: /language/i }).selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('navigation').getByRole('link', { name: '스왑' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ko');

  await expect(other.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(other.getByRole('navigation').getByRole('link', { name: '스왑' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByRole('combobox', { name: /언어|language/i }).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(other.locator('html')).toHaveAttribute('lang', 'ja');
});

test('on a narrow screen the navigation collapses into a menu that still reaches every screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/swap');
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Pools' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  for (const item of NAVIGATION) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Tokens', exact: true }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
