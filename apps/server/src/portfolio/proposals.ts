/**
 * The portfolio's proposal votes: the wallet's votes still locked in its vote-escrow account, from the governance
 * model (apps/server/src/governance), each with its proposal's title and state and whether it can be unlocked now.
 */
import { VoteEscrowAbi } from '@tycho/abi';
import { callGetter } from '../chain/reader';
import { availableForUnlock, type GovernanceModel } from '../governance/model';
import type { PortfolioDeps } from './wallet';

/**
 * The title of a stored description: the JSON `{title}` the app writes or a JSON list `[title, link, description]`;
 * "" for plain text (the proposal pages read the same forms).
 */
export function proposalTitle(description: string): string {
  try {
    const value: unknown = JSON.parse(description);
    const title = Array.isArray(value) ? value[0] : (value as { title?: unknown } | null)?.title;
    return typeof title === 'string' ? title : '';
  } catch {
    return '';
  }
}

export async function proposalVotes(
  deps: PortfolioDeps & { governance: () => Promise<GovernanceModel> },
  owner: string,
) {
  const escrow = deps.addresses.addresses().voteEscrow ?? null;
  const account = escrow
    ? (callGetter(deps.chain, escrow, VoteEscrowAbi, 'getVoteEscrowAccountAddress', { answerId: 0, user: owner })
        ?.value0 ?? null)
    : null;
  const model = await deps.governance();
  const proposals = new Map(model.proposals.map((p) => [p.proposalId, p]));
  const items = model.votes
    .filter((v) => v.locked && v.voter.toLowerCase() === owner)
    .flatMap((v) => {
      const p = proposals.get(v.proposalId);
      if (!p) return [];
      return [
        {
          proposalId: p.proposalId,
          title: proposalTitle(p.description),
          state: p.state,
          support: v.support,
          votes: v.votes,
          availableForUnlock: availableForUnlock(v, p.state),
        },
      ];
    })
    .sort((a, b) => b.proposalId - a.proposalId);
  return { voteEscrow: escrow, account: escrow ? account : null, items };
}
