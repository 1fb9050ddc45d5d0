import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import ja from '@/i18n/ja.json';
import ko from '@/i18n/ko.json';
import { LoadError } from './LoadError';

afterEach(cleanup);

const inLocale = (locale: string, messages: Record<string, string>, ui: React.ReactNode) =>
  render(
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>,
  );

describe('LoadError', () => {
  it('is an alert with the message, the failure and a Retry button that retries', () => {
    const onRetry = vi.fn();
    inLocale('en', en, <LoadError onRetry={onRetry} detail="the API is down" testId="x-error" />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('x-error');
    expect(alert.textContent).toContain('Could not load the data.');
    expect(alert.textContent).toContain('the API is down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('x-error-retry')).toBeTruthy();
  });

  it('says what failed when told, and is translated', () => {
    inLocale('ko', ko, <LoadError onRetry={() => {}} message="pools" />);
    expect(screen.getByRole('alert').textContent).toContain('pools');
    expect(screen.getByRole('button').textContent).toBe(ko['common.retry']);
    cleanup();
    inLocale('ja', ja, <LoadError onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(ja['common.loadFailed']);
    expect(screen.getByRole('button').textContent).toBe('再試行');
  });
});
