import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('with a label it is a status named by the label (hidden text unless shown)', () => {
    render(<Spinner label="Loading chart…" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading chart…');
    expect(screen.getByText('Loading chart…').className).toBe('visually-hidden');
    expect(screen.getByTestId('spinner').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows its label beside the wheel on request', () => {
    render(<Spinner label="Loading…" showLabel size="lg" />);
    expect(screen.getByText('Loading…').className).toBe('');
  });

  it('without a label it is decorative (the busy control says what happens)', () => {
    render(
      <button type="button" aria-busy="true">
        <Spinner /> Loading…
      </button>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe(' Loading…');
    expect(screen.getByTestId('spinner').getAttribute('aria-hidden')).toBe('true');
  });
});
