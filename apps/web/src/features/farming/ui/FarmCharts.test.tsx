import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { FarmCharts } from './FarmCharts';

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(String(input));
    return Response.json({ error: 'Service Unavailable', message: 'the farming API is down' }, { status: 503 });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FarmCharts', () => {
  it('says when the farming API could not answer (not "no data"), and Retry asks again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" messages={en}>
          <FarmCharts pool={`0:${'1'.repeat(64)}`} started />
        </IntlProvider>
      </QueryClientProvider>,
    );
    const retry = await screen.findByTestId('farm-chart-error-retry');
    const before = asked.length;
    fireEvent.click(retry);
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(asked.every((url) => url.endsWith('/graphic/tvl'))).toBe(true);
  });
});
