import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import { totalPages } from '@/shared/lib/paging';
import { DateText } from '@/shared/ui/DateText';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '@/shared/ui/Pagination';
import { SkeletonRow } from '@/shared/ui/SkeletonRows';
import { CardRow, CardsLoading } from '@/shared/ui/Cards';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import list from '@/shared/ui/list.module.css';
import page from '@/shared/ui/page.module.css';
import type { GovernanceVote } from '../api/proposalsApi';
import { VOTE_TOKEN_DECIMALS } from '../logic/voter';
import styles from './proposals.module.css';
import { AccountLink } from './parts';

/** Every vote on a proposal: voter, support, weight, reason, date; with the shared pager. */
export function VotesTable(props: {
  votes: GovernanceVote[] | undefined;
  totalCount: number | undefined;
  page: number;
  onPage: (p: number) => void;
}) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_QUERY);
  if (props.votes && props.votes.length === 0)
    return <EmptyState title={<FormattedMessage id="proposals.votes.empty" />} testId="proposal-votes-empty" />;
  const pager = (
    <Pagination
      page={props.page}
      totalPages={totalPages(props.totalCount)}
      onChange={props.onPage}
      testId="proposal-votes-pagination"
    />
  );
  if (narrow)
    return (
      <>
        <VoteCards votes={props.votes} />
        {pager}
      </>
    );
  return (
    <>
      <div
        className={list.scroll}
        role="region"
        aria-label={intl.formatMessage({ id: 'proposals.tableScroll' })}
        tabIndex={0}
      >
        <table className={list.table} data-testid="proposal-votes">
          <caption className={page.visuallyHidden}>
            <FormattedMessage id="proposals.votes.title" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="proposals.votes.voter" />
              </th>
              <th scope="col">
                <FormattedMessage id="proposals.votes.support" />
              </th>
              <th scope="col">
                <FormattedMessage id="proposals.votes.weight" />
              </th>
              <th scope="col" className={list.left}>
                <FormattedMessage id="proposals.votes.reason" />
              </th>
              <th scope="col">
                <FormattedMessage id="proposals.votes.date" />
              </th>
            </tr>
          </thead>
          <tbody>
            {props.votes
              ? props.votes.map((v) => (
                  <tr
                    key={v.transactionHash}
                    className={list.row}
                    data-testid="proposal-vote-row"
                    data-support={String(v.support)}
                  >
                    <td>
                      <AccountLink address={v.voter} />
                    </td>
                    <td>
                      <FormattedMessage id={v.support ? 'proposals.vote.for' : 'proposals.vote.against'} />
                    </td>
                    <td>{formatAmount(v.votes, VOTE_TOKEN_DECIMALS)}</td>
                    <td className={`${styles.summary} ${list.left}`}>{v.reason || '—'}</td>
                    <td>
                      <DateText seconds={v.createdAt} />
                    </td>
                  </tr>
                ))
              : Array.from({ length: 5 }, (_, i) => (
                  <SkeletonRow key={i} widths={['6rem', '3rem', '5rem', '8rem', '9rem']} />
                ))}
          </tbody>
        </table>
      </div>
      {pager}
    </>
  );
}

/** Narrow screens (below 640 px): one card per vote, nothing cut at the edge. */
function VoteCards({ votes }: { votes: GovernanceVote[] | undefined }) {
  if (!votes) return <CardsLoading testId="proposal-votes-loading" />;
  return (
    <ul className={list.cards} data-testid="proposal-votes">
      {votes.map((v) => (
        <li
          key={v.transactionHash}
          className={list.card}
          data-testid="proposal-vote-row"
          data-support={String(v.support)}
        >
          <CardRow label="proposals.votes.voter">
            <AccountLink address={v.voter} />
          </CardRow>
          <CardRow label="proposals.votes.support">
            <FormattedMessage id={v.support ? 'proposals.vote.for' : 'proposals.vote.against'} />
          </CardRow>
          <CardRow label="proposals.votes.weight">{formatAmount(v.votes, VOTE_TOKEN_DECIMALS)}</CardRow>
          {v.reason ? <CardRow label="proposals.votes.reason">{v.reason}</CardRow> : null}
          <CardRow label="proposals.votes.date">
            <DateText seconds={v.createdAt} />
          </CardRow>
        </li>
      ))}
    </ul>
  );
}
