import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_DOWN_MESSAGE, apiDownThenUp, renderWithServices } from '@/shared/testing/apiTesting';
import { RelatedPools } from './RelatedPools';

let api: ReturnType<typeof apiDownThenUp>;
beforeEach(() => {
  api = apiDownThenUp({ '/pools': { pools: [], totalCount: 0 } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RelatedPools', () => {
  it('says when the DEX API could not answer (not "no pools"), and Retry reads again', async () => {
    renderWithServices(<RelatedPools address={`0:${'3'.repeat(64)}`} />);
    const error = await screen.findByTestId('related-pools-error');
    expect(error.textContent).toContain(API_DOWN_MESSAGE);
    expect(screen.queryByTestId('related-pools-empty')).toBeNull();
    api.down = false;
    fireEvent.click(screen.getByTestId('related-pools-error-retry'));
    expect(await screen.findByTestId('related-pools-empty')).toBeTruthy();
    expect(screen.queryByTestId('related-pools-error')).toBeNull();
  });
});
