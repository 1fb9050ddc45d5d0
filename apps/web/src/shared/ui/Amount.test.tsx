import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Amount } from './Amount';

afterEach(cleanup);

describe('Amount', () => {
  it('an amount shown in full is plain text, not focusable, without a tooltip', () => {
    render(<Amount units={250_000_000_000n} decimals={9} testId="a" />);
    const amount = screen.getByTestId('a');
    expect(amount.textContent).toBe('250');
    expect(amount.getAttribute('tabindex')).toBeNull();
    expect(screen.queryByTestId('amount-exact')).toBeNull();
  });

  it('a shortened amount is focusable and carries the exact amount (tooltip, and text for assistive technology)', () => {
    render(<Amount units={1_234_567_891n} decimals={6} testId="a" />);
    const amount = screen.getByTestId('a');
    expect(amount.getAttribute('tabindex')).toBe('0');
    expect(amount.getAttribute('data-exact')).toBe('1 234.567891');
    expect(screen.getByText('1.23K').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('amount-exact').textContent).toBe('1 234.567891');
    expect(amount.querySelector('.visually-hidden')?.textContent).toBe('1 234.567891');
  });

  it('Escape hides the tooltip until the amount loses focus or the pointer', () => {
    render(<Amount units={1_234_567n} decimals={6} testId="a" />);
    const amount = screen.getByTestId('a');
    amount.focus();
    fireEvent.keyDown(amount, { key: 'Escape' });
    expect(amount.hasAttribute('data-dismissed')).toBe(true);
    fireEvent.blur(amount);
    expect(amount.hasAttribute('data-dismissed')).toBe(false);
  });

  it('inside a control it is not focusable itself (the control is)', () => {
    render(
      <button type="button">
        Balance <Amount units={12_345_678n} decimals={3} inControl testId="a" />
      </button>,
    );
    expect(screen.getByTestId('a').getAttribute('tabindex')).toBeNull();
    expect(screen.getByTestId('amount-exact').textContent).toBe('12 345.678');
    expect(screen.getByRole('button').textContent).toContain('12 345.678');
  });
});
