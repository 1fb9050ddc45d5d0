import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import type { WalletState } from '@/shared/chain';

const state: WalletState = { status: 'connected', account: { address: `0:${'ab'.repeat(32)}`, publicKey: '00' } };

vi.mock('@/shared/chain', () => ({
  useWallet: () => state,
  useWalletController: () => ({ connect: vi.fn(), disconnect: vi.fn() }),
}));

const { WalletWidget } = await import('./WalletWidget');

describe('WalletWidget', () => {
  afterEach(cleanup);

  it('shows the account in a box of the menu button while the menu loads: the header does not move when it comes', async () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <WalletWidget />
      </IntlProvider>,
    );
    // the menu's code is still loading: the summary stands in a box styled as its button
    const summary = screen.getByTestId('wallet-address').parentElement!;
    const placeholder = summary.parentElement;
    expect(screen.queryByTestId('wallet-button')).toBeNull();
    expect(placeholder?.className).toBeTruthy();
    const button = await screen.findByTestId('wallet-button');
    expect(button.className).toBe(placeholder!.className);
  });
});
