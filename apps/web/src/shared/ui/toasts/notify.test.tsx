import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

async function renderContainer() {
  vi.resetModules(); // react-toastify and the notify module keep module state: every case starts from a fresh page
  const [{ default: ToastContainerConfigured }, notifyModule] = await Promise.all([
    import('./ToastContainerConfigured'),
    import('./notify'),
  ]);
  const view = render(<ToastContainerConfigured />);
  return { ...view, ...notifyModule };
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
