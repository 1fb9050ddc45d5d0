import { expect, test, type Page } from '@playwright/test';

// The /limit order tables' dates follow the page's language (issue 38, item 12): in ja and ko the Created column
// says how long ago, as the other tables do ("3 分前", "3분 전"), never an English date ("Nov 26, 2026, 17:42"),
// and the date on hover is the language's own. On the seeded QUBE/USDT book, as a visitor. Read-only.

/** What the Created cells of the open orders table say, and their dates on hover. */
const createdCells = (page: Page) =>
  page
    .getByTestId('limit-orders')
    .getByTestId('limit-order-row')
    .locator('time')
    .evaluateAll((cells) => cells.map((c) => ({ text: c.textContent!.trim(), title: c.getAttribute('title') ?? '' })));

const RELATIVE = {
  en: /^(now|\d+ (seconds?|minutes?|hours?|days?|weeks?|months?|years?) ago|yesterday|last (week|month|year))$/,
  ja: /^(今|\d+ (秒|分|時間|日|週間|か月|年)前|昨日|先週|先月|昨年)$/,
  ko: /^(지금|\d+(초|분|시간|일|주|개월|년) 전|어제|지난주|지난달|작년)$/,
} as const;
/** The hover date's year: "2026年11月26日 17:42", "2026년 11월 26일 17:42", "Nov 26, 2026, 17:42". */
const YEAR = { en: /^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}$/, ja: /\d{4}年/, ko: /\d{4}년/ } as const;
const ENGLISH_DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;

async function expectDatesIn(page: Page, lang: keyof typeof RELATIVE) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect
    .poll(async () => (await createdCells(page)).every((c) => RELATIVE[lang].test(c.text)), { timeout: 15_000 })
    .toBe(true);
  const cells = await createdCells(page);
  expect(cells.length).toBeGreaterThan(0);
  for (const c of cells) {
    expect(c.text).toMatch(RELATIVE[lang]);
    expect(c.title).toMatch(YEAR[lang]);
    if (lang !== 'en') expect(`${c.text} ${c.title}`).not.toMatch(ENGLISH_DATE);
  }
}

test('the order tables say how long ago in the chosen language: en, then ja and ko', async ({ page }) => {
  await page.goto('/limit');
  await expect(page.getByTestId('limit-orders').getByTestId('limit-order-row').first()).toBeVisible();
  await expectDatesIn(page, 'en');
  await page.getByRole('combobox', { name: /language/i }).selectOption('ja');
  await expectDatesIn(page, 'ja');
  await page.getByRole('combobox', { name: /言語|language/i }).selectOption('ko');
  await expectDatesIn(page, 'ko');
  // the language is kept: after a reload the table still speaks Korean
  await page.reload();
  await expect(page.getByTestId('limit-orders').getByTestId('limit-order-row').first()).toBeVisible();
  await expectDatesIn(page, 'ko');
});
