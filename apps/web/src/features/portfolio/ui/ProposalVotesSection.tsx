import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { useSection } from '../hooks/usePortfolio';
import type { usePortfolioAction } from '../hooks/usePortfolioAction';
import { Outcome, Section } from './bits';
import styles from './portfolio.module.css';

/** veQUBE has the vote token's 9 decimals. */
const VOTE_DECIMALS = 9;

interface Props {
  address: string;
  owner: string | undefined;
  actions: ReturnType<typeof usePortfolioAction>;
}

/**
 * Votes still locked in proposals: each with its proposal, state, side and weight; the owner unlocks every vote whose
 * proposal has left Pending and Active with one Unlock (the vote escrow's tryUnlockCastedVotes).
 */
export function ProposalVotesSection({ address, owner, actions }: Props) {
  const q = useSection(address, 'proposal-votes');
  const d = q.data;
  const items = d?.items ?? [];
  const ids = items.filter((v) => v.availableForUnlock).map((v) => v.proposalId);
  const escrow = d?.voteEscrow;
  const account = d?.account;
  return (
    <Section
      id="proposals"
      usd={null}
      manage="/dao/proposals"
      loading={q.isPending}
      failed={q.isError}
      empty={!items.length}
    >
      {items.map((v) => (
        <li key={v.proposalId} className={styles.item} data-testid="portfolio-proposal-vote" data-id={v.proposalId}>
          <span className={styles.facts}>
            <Link to={`/dao/proposals/${v.proposalId}`}>
              #{v.proposalId} {v.title}
            </Link>
            <span data-testid="portfolio-proposal-state" data-state={v.state}>
              <FormattedMessage id={`portfolio.proposals.state.${v.state}`} />
            </span>
            <span data-support={String(v.support)}>
              <FormattedMessage
                id={v.support ? 'portfolio.proposals.for' : 'portfolio.proposals.against'}
                values={{ amount: formatAmount(v.votes, VOTE_DECIMALS) }}
              />
            </span>
            {v.availableForUnlock ? null : (
              <span className={styles.muted}>
                <FormattedMessage id="portfolio.proposals.waiting" />
              </span>
            )}
          </span>
        </li>
      ))}
      {owner && escrow && account && (ids.length > 0 || actions.results[account]) ? (
        <li className={styles.item}>
          {ids.length > 0 ? (
            <Button
              size="sm"
              variant="primary"
              disabled={actions.busy !== undefined}
              data-testid="portfolio-unlock-votes"
              onClick={() =>
                actions.ask({
                  kind: 'unlockVotes',
                  target: account,
                  call: () => ({ type: 'unlockVotes', voteEscrow: escrow, owner, proposalIds: ids }),
                  outcome: (chain, _callId, since) => chain.unlockVotesOutcome(account, ids, since),
                  values: { count: String(ids.length) },
                })
              }
            >
              <FormattedMessage id="portfolio.proposals.unlock" values={{ count: ids.length }} />
            </Button>
          ) : null}
          {/* kept after the unlock, when the votes (and the button) are gone */}
          <Outcome actions={actions} target={account} />
        </li>
      ) : null}
    </Section>
  );
}
