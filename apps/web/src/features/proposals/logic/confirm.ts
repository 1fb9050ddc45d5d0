/**
 * What a proposal action's confirmation says beside its preview (issue 43): the title, the primary button and the
 * lines (a message id, the value, and whether the value is itself a message id).
 */
import type { ProposalCall } from '../chain/proposalsChain';

export interface ConfirmLine {
  id: string;
  label: string;
  value: string;
  /** The value is a message id to translate. */
  message?: boolean;
}

export interface ConfirmView {
  title: string;
  confirm: string;
  lines: ConfirmLine[];
  /** A warning above the preview (cancel cannot be undone; create deploys the proposal). */
  note?: string;
}

const proposalLine = (id: number): ConfirmLine => ({
  id: 'proposal',
  label: 'proposals.confirm.proposal',
  value: `#${id}`,
});

export function confirmView(call: ProposalCall): ConfirmView {
  switch (call.type) {
    case 'create':
      return {
        title: 'proposals.confirm.create',
        confirm: 'proposals.form.submit',
        lines: [
          { id: 'actions', label: 'proposals.confirm.actions', value: String(call.ton.length + call.eth.length) },
        ],
        note: 'proposals.confirm.createNote',
      };
    case 'vote':
      return {
        title: 'proposals.confirm.vote',
        confirm: call.support ? 'proposals.voteFor' : 'proposals.voteAgainst',
        lines: [
          proposalLine(call.proposalId),
          {
            id: 'support',
            label: 'proposals.confirm.support',
            value: call.support ? 'proposals.vote.for' : 'proposals.vote.against',
            message: true,
          },
          ...(call.reason ? [{ id: 'reason', label: 'proposals.confirm.reason', value: call.reason }] : []),
        ],
      };
    case 'cancel':
      return {
        title: 'proposals.cancel.title',
        confirm: 'proposals.cancel.confirm',
        lines: [],
        note: 'proposals.cancel.warning',
      };
    case 'unlockCasted':
      return call.proposalIds.length === 1
        ? {
            title: 'proposals.confirm.unlockCasted',
            confirm: 'proposals.button.unlockCasted',
            lines: [proposalLine(call.proposalIds[0]!)],
          }
        : {
            title: 'proposals.confirm.unlockAll',
            confirm: 'proposals.button.unlockCasted',
            lines: [
              {
                id: 'proposals',
                label: 'proposals.confirm.proposals',
                value: call.proposalIds.map((id) => `#${id}`).join(', '),
              },
            ],
          };
    case 'unlockTokens':
      return {
        title: 'proposals.confirm.unlockTokens',
        confirm: 'proposals.button.unlockTokens',
        lines: [proposalLine(call.proposalId)],
      };
  }
}
