import { expect, test } from '@playwright/test';
import { connectWallet } from './support';

// The calendar of a date field opens where there is room, but never over the sticky header (its top edge is the
// screen's top for the calendar): at 390 × 640 with the field scrolled to the bottom, it had flipped up over it.
test('a date calendar with no room below opens above its field, below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto('/farming/create');
  await connectWallet(page, 'Grace');
  const trigger = page.getByTestId('farm-create-start-open');
  await trigger.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await trigger.click();
  const popover = page.getByTestId('farm-create-start-popover');
  await expect(popover).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const box = await popover.boundingBox();
  const field = await trigger.boundingBox();
  expect(header && box && field).toBeTruthy();
  if (!header || !box || !field) return;
  // above its field (no room below it), and not over the header
  expect(box.y + box.height).toBeLessThanOrEqual(field.y + 1);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});
