import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { ActionsEditor, type Candidate } from './ActionsEditor';

afterEach(cleanup);

function renderEditor(candidates: Candidate[] | undefined, onCandidatesRetry?: () => void) {
  render(
    <IntlProvider locale="en" messages={en}>
      <ActionsEditor
        type="newCandidate"
        onType={() => undefined}
        ton={[]}
        eth={[]}
        onTon={() => undefined}
        onEth={() => undefined}
        gauge=""
        onGauge={() => undefined}
        candidates={candidates}
        onCandidatesRetry={onCandidatesRetry}
      />
    </IntlProvider>,
  );
}

describe('ActionsEditor', () => {
  it('says when the candidates could not be read (DAO API down or absent), with Retry', () => {
    const retry = vi.fn();
    renderEditor(undefined, retry);
    const error = screen.getByTestId('proposal-candidates-error');
    expect(error.textContent).toContain('Could not load the candidate gauges.');
    fireEvent.click(screen.getByTestId('proposal-candidates-error-retry'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows no error while the candidates load or once they are read', () => {
    renderEditor(undefined);
    expect(screen.queryByTestId('proposal-candidates-error')).toBeNull();
    cleanup();
    renderEditor([{ address: `0:${'1'.repeat(64)}`, daoApprove: false, label: 'QUBE/USDT' }]);
    expect(screen.queryByTestId('proposal-candidates-error')).toBeNull();
  });
});
