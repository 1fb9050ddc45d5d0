import { ScrollRegion } from '@/shared/ui/ScrollRegion';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { totalPages } from '@/shared/lib/paging';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '@/shared/ui/Pagination';
import { SkeletonRow } from '@/shared/ui/SkeletonRows';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import list from '@/shared/ui/list.module.css';
import page from '@/shared/ui/page.module.css';
import { decodeDescription } from '../logic/description';
import { CountdownText, MyVoteText, StateBadge, TitleText, UnlockText, VoteProgress } from './parts';
import { ProposalCards, type ProposalRow } from './ProposalCards';
import styles from './proposals.module.css';

export type { ProposalRow } from './ProposalCards';

/**
 * A proposals table (number, summary, status, voting progress, date countdown); the user's table adds my vote and
 * unlock (whether the vote is still locked in the account).
 */
export function ProposalsTable(props: {
  rows: ProposalRow[] | undefined;
  totalCount: number | undefined;
  page: number;
  onPage: (page: number) => void;
  now: number;
  user?: boolean;
  testId: string;
  caption: ReactNode;
}) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_QUERY);
  const widths = ['2rem', '10rem', '5rem', '7rem', '7rem', ...(props.user ? ['4rem', '4rem'] : [])];
  if (props.rows && props.rows.length === 0)
    return <EmptyState title={<FormattedMessage id="proposals.empty" />} testId={`${props.testId}-empty`} />;
  const pager = (
    <Pagination
      page={props.page}
      totalPages={totalPages(props.totalCount)}
      onChange={props.onPage}
      testId={`${props.testId}-pagination`}
    />
  );
  if (narrow)
    return (
      <>
        <ProposalCards rows={props.rows} now={props.now} user={props.user} testId={props.testId} />
        {pager}
      </>
    );
  return (
    <>
      <ScrollRegion label={intl.formatMessage({ id: 'proposals.tableScroll' })}>
        <table
          className={`${list.table} ${props.user ? styles.userTable : styles.fixedTable}`}
          data-testid={props.testId}
        >
          <caption className={page.visuallyHidden}>{props.caption}</caption>
          {/* fixed columns: the rows' arrival (skeletons, then titles, badges and bars) moves no header */}
          <colgroup>
            <col className={styles.colId} />
            <col />
            <col className={styles.colStatus} />
            <col className={styles.colProgress} />
            <col className={styles.colDate} />
            {props.user ? (
              <>
                <col className={styles.colMine} />
                <col className={styles.colMine} />
              </>
            ) : null}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="proposals.col.id" />
              </th>
              <th scope="col" className={list.left}>
                <FormattedMessage id="proposals.col.summary" />
              </th>
              <th scope="col">
                <FormattedMessage id="proposals.col.status" />
              </th>
              <th scope="col">
                <FormattedMessage id="proposals.col.progress" />
              </th>
              <th scope="col">
                <FormattedMessage id="proposals.col.date" />
              </th>
              {props.user ? (
                <>
                  <th scope="col">
                    <FormattedMessage id="proposals.col.myVote" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="proposals.col.unlock" />
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {props.rows
              ? props.rows.map(({ proposal: p, vote }) => (
                  <tr key={p.proposalId} className={list.row} data-testid="proposal-row" data-id={p.proposalId}>
                    <td>{p.proposalId}</td>
                    <td className={`${styles.summary} ${list.left}`}>
                      <Link to={`/dao/proposals/${p.proposalId}`} className={list.link} data-testid="proposal-link">
                        <TitleText title={decodeDescription(p.description).title} />
                      </Link>
                    </td>
                    <td>
                      <StateBadge state={p.state} />
                    </td>
                    <td>
                      <VoteProgress forVotes={p.forVotes} againstVotes={p.againstVotes} />
                    </td>
                    <td>
                      <CountdownText proposal={p} now={props.now} />
                    </td>
                    {props.user ? (
                      <>
                        <td data-testid="proposal-my-vote" data-support={vote ? String(vote.support) : undefined}>
                          <MyVoteText vote={vote} />
                        </td>
                        <td data-testid="proposal-unlock" data-locked={vote ? String(vote.locked) : undefined}>
                          <UnlockText vote={vote} />
                        </td>
                      </>
                    ) : null}
                  </tr>
                ))
              : Array.from({ length: 5 }, (_, i) => <SkeletonRow key={i} widths={widths} />)}
          </tbody>
        </table>
      </ScrollRegion>
      {pager}
    </>
  );
}
