import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { RoundForm } from './RoundForm';

afterEach(cleanup);

const messages = {
  title: 'farmAdmin.speed',
  start: 'farmAdmin.speedStart',
  speedOf: 'farmAdmin.speedOf',
  submit: 'farmAdmin.speedSubmit',
};

describe('RoundForm', () => {
  it('asks one speed per reward token, and says the problems only once touched; nothing is sent while they stand', () => {
    const onSubmit = vi.fn();
    render(
      <IntlProvider locale="en" messages={en}>
        <RoundForm
          messages={messages}
          testId="round"
          speedTestId="round-speed"
          tokens={[
            { key: 'a', symbol: 'AAA', decimals: 9 },
            { key: 'b', symbol: 'BBB', decimals: 6 },
          ]}
          earliestTime={1_000}
          earliest={{ seconds: 1_000, why: 'now' }}
          chainNow={1_000}
          pending={false}
          onSubmit={onSubmit}
        />
      </IntlProvider>,
    );
    expect(screen.getAllByTestId('round-speed')).toHaveLength(2);
    expect(screen.getByTestId('round-start')).toBeTruthy();
    expect(screen.queryByTestId('round-problems')).toBeNull();
    expect(screen.getByTestId('round-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getAllByTestId('round-speed')[0] as HTMLElement, { target: { value: '0.5' } });
    expect(screen.getByTestId('round-problems')).toBeTruthy();
    fireEvent.submit(screen.getByTestId('round'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
