import { expect, type Page } from '@playwright/test';

/** A unix time in the page's zone: the calendar's day (ISO, as react-day-picker's data-day), the hour and minute. */
export const pageDateParts = (page: Page, seconds: number) =>
  page.evaluate((s) => {
    const d = new Date(s * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    const date = `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
    return {
      iso: date.replaceAll('.', '-'),
      date,
      hours: two(d.getHours()),
      minutes: two(d.getMinutes()),
    };
  }, seconds);

/** Opens a DateTimeInput's calendar and shows the month of a day (the popover's next-month button, at most 2 years). */
async function openAt(page: Page, testId: string, iso: string) {
  await page.getByTestId(`${testId}-open`).click();
  const popover = page.getByTestId(`${testId}-popover`);
  await expect(popover).toBeVisible();
  const day = popover.locator(`[data-day="${iso}"]`);
  for (let i = 0; i < 24 && (await day.count()) === 0; i++)
    await popover.getByRole('button', { name: /next month/i }).click();
  await expect(day).toBeVisible();
  return { popover, day };
}

/**
 * Chooses a date and time on a DateTimeInput as a user does: the calendar's day, the hour and minute, Done; then the
 * trigger shows it in the spec's YYYY.MM.DD HH:MM. `at` 'midnight' picks 00:00 of the day (a time before the chain's
 * now on its own day: how the specs reach the refusal, the calendar disabling the days before).
 */
export async function pickDate(page: Page, testId: string, seconds: number, at: 'time' | 'midnight' = 'time') {
  const parts = await pageDateParts(page, seconds);
  const { popover, day } = await openAt(page, testId, parts.iso);
  await day.getByRole('button').click();
  const [hours, minutes] = at === 'midnight' ? ['00', '00'] : [parts.hours, parts.minutes];
  await popover.getByTestId(`${testId}-hours`).fill(hours);
  await popover.getByTestId(`${testId}-minutes`).fill(minutes);
  return { popover, text: `${parts.date} ${hours}:${minutes}` };
}

/** pickDate, then Done: the popover closes and the trigger shows the value. */
export async function fillDate(page: Page, testId: string, seconds: number, at: 'time' | 'midnight' = 'time') {
  const { popover, text } = await pickDate(page, testId, seconds, at);
  await popover.getByTestId(`${testId}-done`).click();
  await expect(popover).toBeHidden();
  await expect(page.getByTestId(`${testId}-value`)).toHaveText(text);
}

/** The calendar refuses a day (disabled) before the earliest the rules allow; closes it again. */
export async function expectDayDisabled(page: Page, testId: string, seconds: number) {
  const { iso } = await pageDateParts(page, seconds);
  await page.getByTestId(`${testId}-open`).click();
  const popover = page.getByTestId(`${testId}-popover`);
  const day = popover.locator(`[data-day="${iso}"]`);
  for (let i = 0; i < 24 && (await day.count()) === 0; i++)
    await popover.getByRole('button', { name: /previous month/i }).click();
  await expect(day.getByRole('button')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
}
