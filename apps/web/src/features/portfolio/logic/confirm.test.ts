import { describe, expect, it } from 'vitest';
import { portfolioConfirmView } from './confirm';

const owner = '0:1';

describe('portfolio confirmations', () => {
  it('names the contract each message goes to', () => {
    expect(portfolioConfirmView({ type: 'claim', owner, gauge: '0:g', extraTokens: 1, callId: 1 }).contract).toEqual({
      address: '0:g',
      label: 'portfolio.confirm.contract.gauge',
    });
    expect(
      portfolioConfirmView({ type: 'farmClaim', owner, pool: '0:p', rewardTokens: 1, callId: 1 }).contract.address,
    ).toBe('0:p');
    expect(portfolioConfirmView({ type: 'unlock', owner, escrow: '0:e', callId: 1 }).contract.label).toBe(
      'portfolio.confirm.contract.escrow',
    );
  });

  it('an order cancel keeps "Cancel" unambiguous: the dismiss button keeps the order', () => {
    const view = portfolioConfirmView({ type: 'cancel', owner, order: '0:o', callId: 2 });
    expect([view.confirm, view.dismiss]).toEqual(['portfolio.confirm.cancelOrder', 'portfolio.confirm.keepOrder']);
  });

  it('a votes unlock lists its proposals', () => {
    const view = portfolioConfirmView({ type: 'unlockVotes', owner, voteEscrow: '0:e', proposalIds: [6, 4, 2] });
    expect(view.lines).toEqual([{ id: 'proposals', label: 'portfolio.confirm.proposals', value: '#6, #4, #2' }]);
  });
});
