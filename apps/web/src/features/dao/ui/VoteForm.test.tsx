import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { VoteForm, type VoteFormProps } from './VoteForm';

const A = '0:' + 'a'.repeat(64);
const B = '0:' + 'b'.repeat(64);

const renderForm = (props: Partial<VoteFormProps> = {}) => {
  const onVote = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <VoteForm
        candidates={[A, B]}
        label={(g) => (g === A ? 'QUBE/USDT' : 'USDT/USDC')}
        gaugeVotes={new Map([[A, 1_000_000_000_000n]])}
        totalVotes={1_000_000_000_000n}
        votingPower={100_000_000_000n}
        decimals={9}
        minRatioBp={200}
        maxRatioBp={6000}
        maxGaugesPerVote={10}
        alreadyVoted={false}
        voteAvailable
        pending={false}
        onDraft={() => {}}
        onVote={onVote}
        {...props}
      />
    </IntlProvider>,
  );
  return onVote;
};

afterEach(cleanup);

describe('VoteForm', () => {
  it('spreads the voting power and votes at once (the page confirms, with the preview)', () => {
    const onVote = renderForm();
    fireEvent.click(screen.getByTestId('dao-vote-spread'));
    const inputs = screen.getAllByTestId('dao-vote-amount') as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).toEqual(['50', '50']);
    fireEvent.click(screen.getByTestId('dao-vote-submit'));
    expect(onVote).toHaveBeenCalledExactlyOnceWith(
      new Map([
        [A, 50_000_000_000n],
        [B, 50_000_000_000n],
      ]),
    );
  });

  it('shows the too-few and max hints and refuses more than the voting power', () => {
    renderForm();
    const [a, b] = screen.getAllByTestId('dao-vote-amount');
    fireEvent.change(a!, { target: { value: '100' } });
    fireEvent.change(b!, { target: { value: '1' } });
    const hints = screen.getAllByTestId('dao-vote-hint').map((h) => h.textContent);
    expect(hints).toEqual(['Max votes reached 60%', 'Too few votes 2%']);
    expect(screen.getByTestId('dao-vote-problem').textContent).toBe('The votes exceed your voting power.');
    expect((screen.getByTestId('dao-vote-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a second vote in the epoch', () => {
    const onVote = renderForm({ alreadyVoted: true });
    expect(screen.getByTestId('dao-vote-problem').textContent).toBe('Cannot vote twice in the current epoch');
    fireEvent.click(screen.getByTestId('dao-vote-submit'));
    expect(onVote).not.toHaveBeenCalled();
  });
});
