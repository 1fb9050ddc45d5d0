import { expect, test } from './clock';

const sharedBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180)}`;
const chainTime = async (response: { json(): Promise<unknown> }) =>
  ((await response.json()) as { chainTime: number }).chainTime;

test("a worker's clock server moves its own chain time, not the shared server's", async ({
  page,
  clockServer,
  baseURL,
}) => {
  expect(baseURL).toBe(clockServer.baseURL);
  expect(baseURL).not.toBe(sharedBase);
  const sharedBefore = await chainTime(await page.request.get(`${sharedBase}/devnet/info`));
  const before = await chainTime(await page.request.get('/devnet/info'));
  const after = await clockServer.advance(page.request, 30 * 86_400);
  expect(after).toBeGreaterThanOrEqual(before + 30 * 86_400);
  expect(await chainTime(await page.request.get(`${sharedBase}/devnet/info`))).toBeLessThan(sharedBefore + 86_400);
  // the app is served there with its dev wallet
  await page.goto('/swap');
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
});
