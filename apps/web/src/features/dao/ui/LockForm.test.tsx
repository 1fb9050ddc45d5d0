import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { LockForm } from './LockForm';

const DAY = 86_400;

afterEach(cleanup);

describe('LockForm', () => {
  it('names the vote token by the symbol it is given, never a fixed one', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <LockForm
          decimals={9}
          symbol="VOTE"
          balance={5_000_000_000n}
          minLock={DAY}
          maxLock={365 * DAY}
          pending={false}
          onLock={vi.fn()}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Lock VOTE' })).toBeTruthy();
    expect(screen.getByLabelText('Amount (VOTE)')).toBeTruthy();
    expect(screen.getByTestId('dao-qube-balance').textContent).toBe('Wallet balance: 5 VOTE');
    expect(screen.getByTestId('dao-lock-preview').textContent).toMatch(/veVOTE$/);
    fireEvent.change(screen.getByTestId('dao-lock-amount'), { target: { value: '6' } });
    expect(screen.getByTestId('dao-lock-problem').textContent).toBe('Not enough VOTE in the wallet.');
    expect(document.body.textContent).not.toContain('QUBE');
  });
});
