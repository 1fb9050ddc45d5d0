import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { Pagination } from './Pagination';

const renderPager = (page: number, totalPages: number, onChange = vi.fn()) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <Pagination page={page} totalPages={totalPages} onChange={onChange} />
    </IntlProvider>,
  );

describe('Pagination', () => {
  it('is hidden with one page or none', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
  it('moves between pages and disables the ends', () => {
    const onChange = vi.fn();
    renderPager(1, 3, onChange);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('Page 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });
});
