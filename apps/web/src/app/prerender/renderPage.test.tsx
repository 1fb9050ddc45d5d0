// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROUTES } from './firstScreenRoutes';
import { renderPage } from './renderPage';

describe('renderPage (the server-rendered first screen)', () => {
  it("renders a route's screen in its loading state, in the asked language, in one piece", async () => {
    const page = await renderPage('/pools', 'ko', 'wide');
    expect(page?.route).toBe('/pools');
    expect(page?.html).toContain('data-testid="pools-page"');
    expect(page?.html).toMatch(/<h1[^>]*>풀<\/h1>/);
    // the wallet is being checked, as in the browser's first render
    expect(page?.html).toContain('data-testid="wallet-checking"');
    // no part sent apart with an inline script (the page's policy runs none)
    expect(page?.html).not.toContain('<template');
    expect(page?.html).not.toContain('<script');
  });

  it("lays the page out for a phone's screen or a wider one", async () => {
    const narrow = await renderPage('/pools', 'en', 'narrow');
    const wide = await renderPage('/pools', 'en', 'wide');
    expect(narrow?.html).toContain('data-testid="nav-menu-button"');
    expect(narrow?.html).toContain('data-testid="pools-all-cards"');
    expect(wide?.html).not.toContain('data-testid="nav-menu-button"');
    expect(wide?.html).toContain('data-testid="pools-all-table"');
  });

  it('renders the route with its parameters and query, and English for an unknown language', async () => {
    const page = await renderPage('/pools?type=pairs', 'xx', 'wide');
    expect(page?.html).toMatch(/aria-current="page"[^>]*href="\/pools\?type=pairs"/);
    expect(page?.html).toContain('>Pools</h1>');
  });

  it('has no first screen for page-not-found or a route with invalid parameters', async () => {
    expect(await renderPage('/nowhere', 'en', 'wide')).toBeNull();
    expect(await renderPage('/pools/not-an-address', 'en', 'wide')).toBeNull();
  });

  it("shows a visitor the swap greeting at once; with the browser's hints, what its first render will show", async () => {
    expect(FIRST_SCREEN_ROUTES.has('swap')).toBe(true);
    const visitor = await renderPage('/swap', 'en', 'narrow');
    expect(visitor?.html).toContain('data-testid="swap-greeting"');
    expect(visitor?.html).toContain('Swap tokens at the best rate across all pools.');
    // the card waits for the token list
    expect(visitor?.html).not.toContain('data-testid="swap-card"');
    // a wallet announced on the last visit: the greeting waits for the wallet check, as in the browser
    expect((await renderPage('/swap', 'en', 'narrow', ['wallet']))?.html).not.toContain('swap-greeting');
    // the greeting was closed
    expect((await renderPage('/swap', 'en', 'narrow', ['swap-greeting']))?.html).not.toContain('swap-greeting');
    // the hints are the request's only: the next render without them shows the greeting again
    expect((await renderPage('/swap', 'en', 'narrow'))?.html).toContain('data-testid="swap-greeting"');
  });

  it('titles a proposal with its number while it loads, and describes the liquidity forms from the start', async () => {
    expect((await renderPage('/dao/proposals/7', 'en', 'narrow'))?.html).toMatch(
      /<h1[^>]*data-testid="proposal-title"[^>]*>Proposal #7<\/h1>/,
    );
    expect((await renderPage('/liquidity/add', 'en', 'narrow'))?.html).toContain('Deposit a pool&#x27;s tokens');
    expect((await renderPage('/liquidity/remove', 'ja', 'narrow'))?.html).toContain('LP トークンをプールに返し');
  });
});
