import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import PreviewConfirmDialog from './PreviewConfirmDialog';
import type { PreviewState } from './usePreview';

afterEach(cleanup);

const tx = (aborted: boolean) => ({
  aborted,
  exitCode: aborted ? 1060 : 0,
  totalFees: '10',
  inMessage: { value: '0', bounce: true, bounced: false },
  outMessages: [],
});
const done = (failing: boolean): PreviewState => ({
  kind: 'done',
  tokens: [{ root: '0:aa', symbol: 'LP', decimals: 9, before: 1_000_000_000n, after: 750_000_000n }],
  native: { attached: 7n, returned: 5n, spent: 3n, fees: 2n },
  failure: failing ? { address: '0:gg', index: 2 } : undefined,
  steps: [
    { address: '0:me', depth: 0, transaction: tx(false) },
    { address: '0:gg', depth: 1, transaction: tx(failing) },
  ],
});

function show(state: PreviewState) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <PreviewConfirmDialog
        title="Confirm withdrawal"
        state={state}
        labels={{ '0:gg': 'the gauge' }}
        confirmLabel="Withdraw"
        onConfirm={onConfirm}
        onCancel={onCancel}
        testId="x"
      />
    </IntlProvider>,
  );
  return { onConfirm, onCancel, confirm: screen.getByTestId('x-confirm') as HTMLButtonElement };
}

describe('PreviewConfirmDialog', () => {
  it('a preview that goes through: the change shown, the button sends', () => {
    const { onConfirm, confirm } = show(done(false));
    expect(screen.getByTestId('preview-token').getAttribute('data-delta')).toBe('-250000000');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('a failing preview names the step and holds the button until "send anyway" is ticked', () => {
    const { onConfirm, confirm } = show(done(true));
    expect(screen.getByTestId('preview-failure').textContent).toContain('Step 2 fails at the gauge');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('preview-send-anyway'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('a loading preview does not hold the button (as on the swap); cancel closes', () => {
    const { onCancel, confirm } = show({ kind: 'loading' });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(screen.getByTestId('x-cancel'));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
