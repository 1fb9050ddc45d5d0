import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeRpc } from '@/shared/chain/testing/fakeRpc';

afterEach(cleanup);

async function renderHost(account: boolean) {
  vi.resetModules(); // the container request is module state: every case starts from a fresh page
  const [{ ToastHost }, { notify }, { createRpcBackend, WalletController, WalletProvider }] = await Promise.all([
    import('./ToastHost'),
    import('./notify'),
    import('@/shared/chain'),
  ]);
  const fake = createFakeRpc({
    account: account ? { address: `0:${'2'.repeat(64)}`, publicKey: 'cd'.repeat(32) } : null,
  });
  const controller = new WalletController({
    loadBackend: async () => createRpcBackend(fake.rpc, (a) => ({ toString: () => a })),
    minVersion: '0.3.40',
  });
  const view = render(
    <WalletProvider controller={controller}>
      <ToastHost />
    </WalletProvider>,
  );
  await act(() => controller.init());
  return { ...view, notify, controller };
}

describe('ToastHost', () => {
  it('mounts no container for a visitor until the first notification, then shows it', async () => {
    const { container, notify, controller } = await renderHost(false);
    expect(controller.getState().status).toBe('disconnected');
    expect(container.querySelector('.Toastify')).toBeNull();
    act(() => notify('Copied', 'success'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });

  it('mounts the container once a wallet is connected, for toasts raised with react-toastify directly', async () => {
    const { container, controller } = await renderHost(true);
    expect(controller.getState().status).toBe('connected');
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
  });
});
