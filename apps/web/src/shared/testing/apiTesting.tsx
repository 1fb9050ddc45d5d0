/**
 * Test support, imported by tests only: a component rendered with the services the app gives it (queries that do
 * not retry, the English catalogue, a wallet that finds no provider, a router), and an API that is down until the
 * test brings it up.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import en from '@/i18n/en.json';
import { WalletController, WalletProvider } from '@/shared/chain';
import { MemoryRouter } from '@/shared/lib/router';

export function renderWithServices(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wallet = new WalletController({ loadBackend: async () => null, minVersion: '0.3.40' });
  return render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={en}>
        <WalletProvider controller={wallet}>
          <MemoryRouter>{ui}</MemoryRouter>
        </WalletProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

/** The server's message while the API is down. */
export const API_DOWN_MESSAGE = 'the API is down';

/**
 * Stubs `fetch` (call in `beforeEach`; `vi.restoreAllMocks()` removes it): every request answers 503 while `down`,
 * then the answer of the first path suffix in `answers` that the URL ends with (404 for any other). `asked` lists the
 * URLs requested.
 */
export function apiDownThenUp(answers: Record<string, unknown>): { down: boolean; asked: string[] } {
  const api = { down: true, asked: [] as string[] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    api.asked.push(url);
    if (api.down) return Response.json({ error: 'Service Unavailable', message: API_DOWN_MESSAGE }, { status: 503 });
    const suffix = Object.keys(answers).find((end) => url.endsWith(end));
    return suffix === undefined
      ? Response.json({ error: 'Not Found', message: url }, { status: 404 })
      : Response.json(answers[suffix]);
  });
  return api;
}
