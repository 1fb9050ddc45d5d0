/**
 * What a portfolio action's confirmation says beside its preview before signing (issue 43): the title, the primary
 * and the dismiss buttons, the lines (message ids and values) and the name of the contract the message goes to (a
 * failing step is named with it).
 */
import type { ConfirmView } from '@/shared/chain/preview/ConfirmLines';
import type { PortfolioCall } from '../chain/portfolioChain';

export interface PortfolioConfirmView extends ConfirmView {
  /** The button that closes without sending, when "Cancel" would be ambiguous (cancelling an order). */
  dismiss?: string;
}

export function portfolioConfirmView(call: PortfolioCall): PortfolioConfirmView {
  switch (call.type) {
    case 'claim':
      return {
        title: 'portfolio.confirm.claim',
        confirm: 'portfolio.gauges.claim',
        lines: [],
        contract: { address: call.gauge, label: 'portfolio.confirm.contract.gauge' },
      };
    case 'farmClaim':
      return {
        title: 'portfolio.confirm.farmClaim',
        confirm: 'portfolio.gauges.claim',
        lines: [],
        contract: { address: call.pool, label: 'portfolio.confirm.contract.farm' },
      };
    case 'unlock':
      return {
        title: 'portfolio.confirm.unlock',
        confirm: 'portfolio.dao.unlock',
        lines: [],
        contract: { address: call.escrow, label: 'portfolio.confirm.contract.escrow' },
      };
    case 'cancel':
      return {
        title: 'portfolio.confirm.cancel',
        confirm: 'portfolio.confirm.cancelOrder',
        dismiss: 'portfolio.confirm.keepOrder',
        lines: [],
        contract: { address: call.order, label: 'portfolio.confirm.contract.order' },
      };
    case 'unlockVotes':
      return {
        title: 'portfolio.confirm.unlockVotes',
        confirm: 'portfolio.dao.unlock',
        lines: [
          {
            id: 'proposals',
            label: 'portfolio.confirm.proposals',
            value: call.proposalIds.map((id) => `#${id}`).join(', '),
          },
        ],
        contract: { address: call.voteEscrow, label: 'portfolio.confirm.contract.escrow' },
      };
  }
}
