import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionMessage } from './TransactionMessage';

describe('TransactionMessage', () => {
  it('renders the text and a link to the transaction, or the text alone without a hash', () => {
    const { unmount } = render(<TransactionMessage text="Done." hash="f00d" linkLabel="View transaction" />);
    expect(screen.getByRole('link', { name: 'View transaction' }).getAttribute('href')).toBe(
      '/devnet/transactions/f00d',
    );
    unmount();
    render(<TransactionMessage text="Done." hash={null} linkLabel="View transaction" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Done.')).toBeTruthy();
  });
});
