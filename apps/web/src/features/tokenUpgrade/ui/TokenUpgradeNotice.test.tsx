import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { WalletController, WalletProvider } from '@/shared/chain';
import type { UpgradeSnapshot } from '../logic/upgradeLogic';
import TokenUpgradeNotice from './TokenUpgradeNotice';

const chain = vi.hoisted(() => ({
  balances: new Map<string, bigint>(),
  lts: new Map<string, string>(),
  send: vi.fn<(args: { rootV4: string; proxy: string; owner: string; amount: bigint }) => Promise<void>>(),
}));

vi.mock('../chain/upgradeChain', () => ({
  chainCheckReader: {
    balance: async (root: string) => String(chain.balances.get(root) ?? 0n),
    decimals: async () => 9,
  },
  readSnapshot: async (rootV4: string, rootV5: string): Promise<UpgradeSnapshot> => ({
    v4: chain.balances.get(rootV4) ?? 0n,
    v4Lt: chain.lts.get(rootV4),
    v5: chain.balances.get(rootV5) ?? 0n,
  }),
  sendUpgradeBurn: chain.send,
}));
vi.mock('../logic/upgradeLogic', async (original) => ({
  ...(await original<typeof import('../logic/upgradeLogic')>()),
  UPGRADE_POLL: { intervalMs: 1, attempts: 30 },
}));

const addr = (digit: string) => `0:${digit.repeat(64)}`;
const OWNER = addr('9');
const entry = (symbol: string, v4: string, v5: string) => ({
  rootV4: addr(v4),
  rootV5: addr(v5),
  proxy: addr('f'),
  symbol,
  name: symbol === 'QUBE' ? 'FlatQube' : 'Octus Bridge',
  logoURI: `/logos/${symbol}.svg`,
});
const QUBE = entry('QUBE', '1', '2');
const BRIDGE = entry('BRIDGE', '3', '4');

function renderNotice() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wallet = new WalletController({ loadBackend: async () => null, minVersion: '0.3.40' });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={en}>
        <WalletProvider controller={wallet}>
          <TokenUpgradeNotice owner={OWNER} />
          <ToastContainer autoClose={false} transition={false} />
        </WalletProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const toastOf = () => screen.findByTestId('token-upgrade-toast');
const itemOf = (symbol: string) =>
  screen.getAllByTestId('token-upgrade-item').find((item) => item.getAttribute('data-symbol') === symbol)!;

beforeEach(() => {
  chain.balances.clear();
  chain.lts.clear();
  chain.send.mockReset();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ tokens: [QUBE, BRIDGE] }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.restoreAllMocks();
});

describe('token upgrade notice', () => {
  it('shows nothing for an owner without v4 balances once the check is done', async () => {
    renderNotice();
    await waitFor(() => expect(screen.getByTestId('token-upgrade-check').dataset.state).toBe('done'));
    expect(screen.queryByTestId('token-upgrade-toast')).toBeNull();
  });

  it('shows nothing (and logs) when the manifest cannot be loaded', async () => {
    chain.balances.set(QUBE.rootV4, 5n);
    vi.mocked(fetch).mockImplementation(async () => new Response('down', { status: 503 }));
    renderNotice();
    await waitFor(() => expect(screen.getByTestId('token-upgrade-check').dataset.state).toBe('done'));
    expect(screen.queryByTestId('token-upgrade-toast')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Token upgrade manifest fetch error', expect.any(Error));
  });

  it('toast → popup → rejection keeps the token → approval removes it → closing brings the toast back → Dismiss', async () => {
    chain.balances.set(QUBE.rootV4, 250_000_000_000n).set(QUBE.rootV5, 7n).set(BRIDGE.rootV4, 400_000_000_000n);
    chain.lts.set(QUBE.rootV4, '10');
    const queryClient = renderNotice();
    const notice = await toastOf();
    expect(notice.textContent).toContain('You hold 2 tokens of the old version (v4)');
    fireEvent.click(within(notice).getByRole('button', { name: 'Upgrade' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade tokens' });
    await waitFor(() => expect(screen.queryByTestId('token-upgrade-toast')).toBeNull());
    expect(screen.getAllByTestId('token-upgrade-item').map((i) => i.dataset.symbol)).toEqual(['QUBE', 'BRIDGE']);
    expect(within(itemOf('QUBE')).getByTestId('token-upgrade-balance').textContent).toBe('250');

    // the wallet rejects: back to not upgrading, a canceled notification, the token stays
    chain.send.mockRejectedValueOnce(Object.assign(new Error('Rejected by user'), { code: 3 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade 250 QUBE' }));
    expect(await screen.findByText('QUBE upgrade canceled, balance unchanged')).toBeTruthy();
    expect(within(itemOf('QUBE')).getByTestId('token-upgrade-button').dataset.state).toBe('idle');
    expect(chain.send).toHaveBeenCalledWith({
      rootV4: QUBE.rootV4,
      proxy: QUBE.proxy,
      owner: OWNER,
      amount: 250_000_000_000n,
    });

    // approved: upgrading (disabled, spinner) until the v5 balance grew by the amount, then removed
    let settle: () => void = () => {};
    chain.send.mockImplementationOnce(() => new Promise<void>((resolve) => (settle = resolve)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade 250 QUBE' }));
    const busy = await within(itemOf('QUBE')).findByRole('button', { name: 'Upgrading 250 QUBE' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('[aria-hidden="true"]')).toBeTruthy();
    await act(async () => settle());
    await screen.findByText('Upgrading QUBE…');
    expect(itemOf('QUBE')).toBeTruthy(); // still waiting for the v5 tokens
    act(() => {
      chain.balances.set(QUBE.rootV4, 0n).set(QUBE.rootV5, 250_000_000_007n);
      chain.lts.set(QUBE.rootV4, '11');
    });
    expect(await screen.findByText('QUBE upgraded: received 250 QUBE of the new version')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('token-upgrade-item').map((i) => i.dataset.symbol)).toEqual(['BRIDGE']),
    );

    // closing the popup without upgrading everything brings the toast back, for the remaining token
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await toastOf()).textContent).toContain('You hold 1 token of the old version');

    // Dismiss clears the list for the session of this address
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('token-upgrade-toast')).toBeNull());
    expect(queryClient.getQueryData(['tokenUpgrade', 'check', OWNER])).toEqual([]);
    expect(screen.getByTestId('token-upgrade-check').dataset.count).toBe('0');
  });

  it('an aborted burn (the v4 wallet keeps its balance) returns the token to not upgrading with an error', async () => {
    chain.balances.set(QUBE.rootV4, 5n);
    chain.lts.set(QUBE.rootV4, '10');
    chain.send.mockImplementationOnce(async () => {
      chain.lts.set(QUBE.rootV4, '12'); // the wallet ran the burn and bounced it back
    });
    renderNotice();
    fireEvent.click(within(await toastOf()).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade tokens' });
    fireEvent.click(within(dialog).getByTestId('token-upgrade-button'));
    expect(await screen.findByText('QUBE upgrade failed, balance unchanged')).toBeTruthy();
    await waitFor(() => expect(within(itemOf('QUBE')).getByTestId('token-upgrade-button').dataset.state).toBe('idle'));
  });
});
