import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/shared/lib/router';
import { createLocaleStore, I18nProvider } from '@/i18n';
import { MobileNav } from './MobileNav';

afterEach(cleanup);

function renderNav() {
  return render(
    <I18nProvider store={createLocaleStore(null, null)}>
      <MemoryRouter initialEntries={['/tokens']}>
        <MobileNav />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('MobileNav', () => {
  it('starts as a closed menu button without the menu itself', () => {
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu on pointer down, with every item and the current page marked', async () => {
    renderNav();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Menu' }), {
      button: 0,
      ctrlKey: false,
      pointerType: 'mouse',
    });
    const menu = await screen.findByRole('menu');
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    // only the built screens are offered (the boost calculator and the DAO are not yet)
    expect(items).toEqual([
      'Swap',
      'Pools',
      'Tokens',
      'Pairs',
      'Farming',
      'Boost Calculator',
      'DAO',
      'Builder',
      'Portfolio',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Tokens' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('ignores a right-button or ctrl pointer down', () => {
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerDown(button, { button: 2, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.pointerDown(button, { button: 0, ctrlKey: true, pointerType: 'mouse' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opened from the keyboard, puts the focus on the first item', async () => {
    renderNav();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Menu' }), { key: 'Enter' });
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Swap'));
  });
});
