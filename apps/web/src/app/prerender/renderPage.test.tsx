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

  it('has no first screen for page-not-found, a route with invalid parameters or one whose content comes with data', async () => {
    expect(await renderPage('/nowhere', 'en', 'wide')).toBeNull();
    expect(await renderPage('/pools/not-an-address', 'en', 'wide')).toBeNull();
    // the swap card and its greeting wait for the token list and the wallet check
    expect(await renderPage('/swap', 'en', 'wide')).toBeNull();
    expect(FIRST_SCREEN_ROUTES.has('swap')).toBe(false);
  });
});
