import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownThenUp, renderWithServices } from '@/shared/testing/apiTesting';
import { FarmCharts } from './FarmCharts';

let api: ReturnType<typeof apiDownThenUp>;
beforeEach(() => {
  api = apiDownThenUp({});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FarmCharts', () => {
  it('says when the farming API could not answer (not "no data"), and Retry asks again', async () => {
    renderWithServices(<FarmCharts pool={`0:${'1'.repeat(64)}`} started />);
    const retry = await screen.findByTestId('farm-chart-error-retry');
    const before = api.asked.length;
    fireEvent.click(retry);
    await vi.waitFor(() => expect(api.asked.length).toBeGreaterThan(before));
    expect(api.asked.every((url) => url.endsWith('/graphic/tvl'))).toBe(true);
  });
});
