import { Link } from '@/shared/lib/router';
import { CardRow } from '@/shared/ui/Cards';
import { Skeleton } from '@/shared/ui/Skeleton';
import list from '@/shared/ui/list.module.css';
import { decodeDescription } from '../logic/description';
import { CountdownText, MyVoteText, StateBadge, TitleText, UnlockText, VoteProgress } from './parts';
import type { GovernanceProposal, GovernanceVote } from '../api/proposalsApi';

export interface ProposalRow {
  proposal: GovernanceProposal;
  vote?: GovernanceVote;
}

const COLUMNS = ['proposals.col.status', 'proposals.col.progress', 'proposals.col.date'] as const;
const MINE = ['proposals.col.myVote', 'proposals.col.unlock'] as const;

/**
 * Narrow screens (below 640 px): one card per proposal with the table's columns as labelled lines, so the status
 * and the date are never cut at the screen's edge. The same test ids as the table's rows.
 */
export function ProposalCards(props: { rows: ProposalRow[] | undefined; now: number; user?: boolean; testId: string }) {
  const labels = [...COLUMNS, ...(props.user ? MINE : [])];
  if (!props.rows)
    return (
      <ul className={list.cards} data-testid={`${props.testId}-loading`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className={list.card}>
            <Skeleton width="70%" />
            {labels.map((label) => (
              <CardRow key={label} label={label}>
                <Skeleton width="5rem" />
              </CardRow>
            ))}
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={list.cards} data-testid={props.testId}>
      {props.rows.map(({ proposal: p, vote }) => (
        <li key={p.proposalId} className={list.card} data-testid="proposal-row" data-id={p.proposalId}>
          <div className={list.cardRow}>
            <Link to={`/dao/proposals/${p.proposalId}`} className={list.link} data-testid="proposal-link">
              <TitleText title={decodeDescription(p.description).title} />
            </Link>
            <span className={list.cardHeadEnd}>#{p.proposalId}</span>
          </div>
          <CardRow label="proposals.col.status">
            <StateBadge state={p.state} />
          </CardRow>
          <CardRow label="proposals.col.progress">
            <VoteProgress forVotes={p.forVotes} againstVotes={p.againstVotes} />
          </CardRow>
          <CardRow label="proposals.col.date">
            <CountdownText proposal={p} now={props.now} />
          </CardRow>
          {props.user ? (
            <>
              <CardRow
                label="proposals.col.myVote"
                testId="proposal-my-vote"
                data={{ 'data-support': vote ? String(vote.support) : undefined }}
              >
                <MyVoteText vote={vote} />
              </CardRow>
              <CardRow
                label="proposals.col.unlock"
                testId="proposal-unlock"
                data={{ 'data-locked': vote ? String(vote.locked) : undefined }}
              >
                <UnlockText vote={vote} />
              </CardRow>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
