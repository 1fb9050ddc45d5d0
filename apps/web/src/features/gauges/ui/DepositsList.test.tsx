import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { DepositsList } from './DepositsList';

afterEach(cleanup);

describe('DepositsList', () => {
  it('says when the deposits could not be read (gauges API down or absent), with Retry', () => {
    const retry = vi.fn();
    render(
      <IntlProvider locale="en" messages={en}>
        <DepositsList deposits={undefined} decimals={9} failed={{ message: 'the gauges API is down', retry }} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('gauge-deposits-error').textContent).toContain('the gauges API is down');
    fireEvent.click(screen.getByTestId('gauge-deposits-error-retry'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without deposits or while they load', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <DepositsList deposits={undefined} decimals={9} />
      </IntlProvider>,
    );
    expect(screen.queryByTestId('gauge-deposits-error')).toBeNull();
    expect(screen.queryByTestId('gauge-deposits')).toBeNull();
  });
});
