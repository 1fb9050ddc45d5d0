import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/shared/lib/router';
import { IntlProvider } from 'react-intl';
import en from '@/i18n/en.json';
import { DaoNav } from './parts';

afterEach(cleanup);

const current = () =>
  [...screen.getByTestId('dao-nav').querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href'));

function renderAt(path: string) {
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter initialEntries={[path]}>
        <DaoNav currentEpoch={7} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('DaoNav', () => {
  it('marks the page the user is on, and only that one', () => {
    renderAt('/dao/balance');
    expect(current()).toEqual(['/dao/balance']);
  });

  it("marks the current epoch on its page and the overview on /dao, not on the DAO's other pages", () => {
    renderAt('/dao/epochs/7');
    expect(current()).toEqual(['/dao/epochs/7']);
    cleanup();
    renderAt('/dao');
    expect(current()).toEqual(['/dao']);
  });

  it("marks the proposals on a proposal's page", () => {
    renderAt('/dao/proposals/3');
    expect(current()).toEqual(['/dao/proposals']);
  });
});
