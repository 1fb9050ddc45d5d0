import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_DOWN_MESSAGE, apiDownThenUp, renderWithServices } from '@/shared/testing/apiTesting';
import { TransactionsSection } from './TransactionsSection';

let api: ReturnType<typeof apiDownThenUp>;
beforeEach(() => {
  api = apiDownThenUp({ '/transactions': { transactions: [], totalCount: 0 } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TransactionsSection', () => {
  it('says when the DEX API could not answer (not "no transactions"), and Retry reads again', async () => {
    renderWithServices(<TransactionsSection scope={{ poolAddress: `0:${'1'.repeat(64)}` }} />);
    const error = await screen.findByTestId('transactions-error');
    expect(error.textContent).toContain(API_DOWN_MESSAGE);
    expect(screen.queryByTestId('transactions-empty')).toBeNull();
    api.down = false;
    fireEvent.click(screen.getByTestId('transactions-error-retry'));
    expect(await screen.findByTestId('transactions-empty')).toBeTruthy();
    expect(screen.queryByTestId('transactions-error')).toBeNull();
  });
});
