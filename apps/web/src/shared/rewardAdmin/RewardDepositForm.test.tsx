import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { RewardDepositForm } from './RewardDepositForm';

const tokenBalanceOf = vi.hoisted(() => vi.fn(async (_root: string, _owner: string) => '2500000'));
vi.mock('@/shared/chain/providerClient', () => ({ tokenBalanceOf }));

afterEach(cleanup);

const messages = {
  title: 'gaugeOwner.deposit',
  maxLabel: 'gaugeOwner.walletBalance',
  submit: 'gaugeOwner.depositSubmit',
  loading: 'gauge.loading',
};

function renderForm(decimals: number | null, onSubmit = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <RewardDepositForm
          balanceKey={['gauges', 'ownerBalance']}
          root="0:root"
          owner="0:owner"
          decimals={decimals}
          messages={messages}
          pending={false}
          onSubmit={onSubmit}
          testId="deposit"
        />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { client, onSubmit };
}

describe('RewardDepositForm', () => {
  it("reads the owner's wallet balance under the feature's key, then offers it as Max and sends the amount", async () => {
    const { client, onSubmit } = renderForm(6);
    expect(screen.getByText(en['gauge.loading'])).toBeTruthy();
    await screen.findByTestId('deposit-amount');
    expect(tokenBalanceOf).toHaveBeenCalledWith('0:root', '0:owner');
    expect(client.getQueryData(['gauges', 'ownerBalance', '0:root', '0:owner'])).toBe(2_500_000n);
    fireEvent.click(screen.getByTestId('deposit-all'));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(onSubmit).toHaveBeenCalledWith(2_500_000n);
  });

  it('waits while the decimals are not known', async () => {
    const { client } = renderForm(null);
    await vi.waitFor(() =>
      expect(client.getQueryData(['gauges', 'ownerBalance', '0:root', '0:owner'])).toBe(2_500_000n),
    );
    expect(screen.queryByTestId('deposit-amount')).toBeNull();
    expect(screen.getByText(en['gauge.loading'])).toBeTruthy();
  });
});
