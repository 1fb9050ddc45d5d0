import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const WALLET = `0:${'a'.repeat(64)}`;

async function renderContainer() {
  vi.resetModules(); // react-toastify and the notify module keep module state: every case starts from a fresh page
  const [{ default: ToastContainerConfigured }, notifyModule, { activity }] = await Promise.all([
    import('./ToastContainerConfigured'),
    import('./notify'),
    import('./activity'),
  ]);
  const view = render(
    <IntlProvider locale="en" messages={{ 'toast.viewTransaction': 'View transaction' }}>
      <ToastContainerConfigured />
    </IntlProvider>,
  );
  return { ...view, ...notifyModule, activity };
}

const toasts = (container: HTMLElement) => container.querySelectorAll('.Toastify__toast');

describe('notify: a pending toast replaced by its result', () => {
  it('shows the pending toast with a spinner, then the result in its place', async () => {
    const { container, notifyPending, notifyResult } = await renderContainer();
    let id = '';
    act(() => {
      id = notifyPending('Swap sent, waiting');
    });
    expect(await screen.findByText('Swap sent, waiting')).toBeTruthy();
    expect(container.querySelector('.Toastify__spinner')).not.toBeNull();
    act(() => notifyResult(id, 'Swap succeeded', 'success'));
    expect(await screen.findByText('Swap succeeded')).toBeTruthy();
    expect(screen.queryByText('Swap sent, waiting')).toBeNull();
    expect(toasts(container)).toHaveLength(1);
    expect(toasts(container)[0].className).toContain('Toastify__toast--success');
    expect(container.querySelector('.Toastify__spinner')).toBeNull();
  });

  it('keeps each operation apart: two pending toasts, each replaced by its own result', async () => {
    const { container, notifyPending, notifyResult } = await renderContainer();
    let first = '';
    let second = '';
    act(() => {
      first = notifyPending('Wrapping 5 TYCHO');
      second = notifyPending('Unwrapping 3 WTYCHO');
    });
    expect(first).not.toBe(second);
    await screen.findByText('Unwrapping 3 WTYCHO');
    act(() => notifyResult(second, 'Unwrap canceled', 'error'));
    expect(await screen.findByText('Unwrap canceled')).toBeTruthy();
    expect(screen.getByText('Wrapping 5 TYCHO')).toBeTruthy();
    act(() => notifyResult(first, 'Wrapped 5 TYCHO', 'success'));
    expect(await screen.findByText('Wrapped 5 TYCHO')).toBeTruthy();
    expect(toasts(container)).toHaveLength(2);
  });

  it('a result that follows its pending toast at once still replaces it (the calls keep their order)', async () => {
    const { container, notifyPending, notifyResult } = await renderContainer();
    act(() => notifyResult(notifyPending('Upgrading QUBE'), 'QUBE upgraded', 'success'));
    expect(await screen.findByText('QUBE upgraded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Upgrading QUBE')).toBeNull());
    expect(toasts(container)).toHaveLength(1);
  });

  it('plain notifications still show on their own', async () => {
    const { notify } = await renderContainer();
    act(() => notify('Copied', 'success'));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });
});

describe('notifyAction: one action, its toast and its activity entry', () => {
  it('pending, then success with the text and a link to the transaction, recorded for the wallet', async () => {
    const { container, notifyAction, activity } = await renderContainer();
    activity.setOwner(WALLET);
    let action: ReturnType<typeof notifyAction> | undefined;
    act(() => {
      action = notifyAction('Depositing 20 LP');
    });
    expect(await screen.findByText('Depositing 20 LP')).toBeTruthy();
    expect(activity.list()[0]).toMatchObject({ state: 'pending', title: 'Depositing 20 LP' });
    act(() => action!.success('Deposited 20 LP', 'f00d'));
    expect(await screen.findByText('Deposited 20 LP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View transaction' }).getAttribute('href')).toContain('f00d');
    expect(toasts(container)[0].className).toContain('Toastify__toast--success');
    expect(activity.list()).toEqual([
      expect.objectContaining({ state: 'done', title: 'Depositing 20 LP', result: 'Deposited 20 LP', hash: 'f00d' }),
    ]);
  });

  it('failure and canceled end their entries with their own states and toast kinds', async () => {
    const { container, notifyAction, notifyActionResult, activity } = await renderContainer();
    activity.setOwner(WALLET);
    act(() => {
      notifyAction('Claiming').failure('Claim failed: no answer');
      notifyAction('Withdrawing').canceled('Withdraw canceled');
      notifyActionResult('canceled', 'Swap rejected in the wallet');
    });
    expect(await screen.findByText('Withdraw canceled')).toBeTruthy();
    expect(await screen.findByText('Claim failed: no answer')).toBeTruthy();
    expect(await screen.findByText('Swap rejected in the wallet')).toBeTruthy();
    expect(activity.list().map((e) => e.state)).toEqual(['canceled', 'canceled', 'failed']);
    await waitFor(() => expect(container.querySelectorAll('.Toastify__toast--warning')).toHaveLength(2));
    expect(container.querySelectorAll('.Toastify__toast--error')).toHaveLength(1);
  });

  it('notifyResult with a message element records its text and transaction', async () => {
    const { notifyPending, notifyResult, activity, activityTextOf } = await renderContainer();
    activity.setOwner(WALLET);
    const { TransactionMessage } = await import('./TransactionMessage');
    const element = <TransactionMessage text="Swapped 1 TYCHO for 2 QUBE" hash="ab12" linkLabel="View" />;
    expect(activityTextOf(element)).toEqual({ text: 'Swapped 1 TYCHO for 2 QUBE', hash: 'ab12' });
    act(() => notifyResult(notifyPending('Swapping TYCHO/QUBE'), element, 'success'));
    expect(await screen.findByText('Swapped 1 TYCHO for 2 QUBE')).toBeTruthy();
    expect(activity.list()[0]).toMatchObject({ state: 'done', result: 'Swapped 1 TYCHO for 2 QUBE', hash: 'ab12' });
  });

  it('plain notifications record no activity', async () => {
    const { notify, activity } = await renderContainer();
    activity.setOwner(WALLET);
    act(() => notify('Copied', 'success'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(activity.list()).toEqual([]);
  });
});
