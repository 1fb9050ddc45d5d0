import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { MemoryRouter } from '@/shared/lib/router';
import { RelatedPools } from './RelatedPools';

const TOKEN = `0:${'3'.repeat(64)}`;
let down = true;

beforeEach(() => {
  down = true;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (down) return Response.json({ error: 'Service Unavailable', message: 'the DEX API is down' }, { status: 503 });
    if (String(input).endsWith('/pools')) return Response.json({ pools: [], totalCount: 0 });
    return Response.json({ error: 'Not Found', message: String(input) }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RelatedPools', () => {
  it('says when the DEX API could not answer (not "no pools"), and Retry reads again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" messages={en}>
          <MemoryRouter>
            <RelatedPools address={TOKEN} />
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );
    const error = await screen.findByTestId('related-pools-error');
    expect(error.textContent).toContain('the DEX API is down');
    expect(screen.queryByTestId('related-pools-empty')).toBeNull();
    down = false;
    fireEvent.click(screen.getByTestId('related-pools-error-retry'));
    expect(await screen.findByTestId('related-pools-empty')).toBeTruthy();
    expect(screen.queryByTestId('related-pools-error')).toBeNull();
  });
});
