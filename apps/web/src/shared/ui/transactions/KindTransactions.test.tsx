import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { KindTransactions } from './KindTransactions';

afterEach(cleanup);

function renderList(failed?: { message: string; retry: () => void }) {
  render(
    <IntlProvider locale="en" messages={en}>
      <KindTransactions
        testIdPrefix="farm"
        filters={['all']}
        filterLabel={() => 'All'}
        kind="all"
        onKind={() => undefined}
        page={1}
        onPage={() => undefined}
        rows={undefined}
        totalCount={undefined}
        failed={failed}
      />
    </IntlProvider>,
  );
}

describe('KindTransactions', () => {
  it('says when the read failed (its API down or absent), with Retry, instead of loading for ever', () => {
    const retry = vi.fn();
    renderList({ message: 'the farming API is down', retry });
    expect(screen.getByTestId('farm-transactions-error').textContent).toContain('the farming API is down');
    expect(screen.queryAllByTestId('transaction-skeleton')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('farm-transactions-error-retry'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows while loading', () => {
    renderList();
    expect(screen.queryByTestId('farm-transactions-error')).toBeNull();
  });
});
