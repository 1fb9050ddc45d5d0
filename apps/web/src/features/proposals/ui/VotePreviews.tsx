import { FormattedMessage } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { GovernanceVote } from '../api/proposalsApi';
import { VOTE_PREVIEW_SIZE } from '../logic/votePreview';
import { VOTE_TOKEN_DECIMALS } from '../logic/voter';
import styles from './proposals.module.css';
import { AccountLink } from './parts';

export interface SidePreview {
  votes?: GovernanceVote[];
  total?: number;
  failed: boolean;
}

/**
 * The latest votes of each side beside each other (VOTE_PREVIEW_SIZE a side): voter and weight, and a button that
 * shows that side's every vote in the list below.
 */
export function VotePreviews(props: {
  for: SidePreview;
  against: SidePreview;
  onShowAll: (side: 'for' | 'against') => void;
}) {
  return (
    <div className={styles.previews} data-testid="proposal-vote-previews">
      <Side side="for" data={props.for} onShowAll={() => props.onShowAll('for')} />
      <Side side="against" data={props.against} onShowAll={() => props.onShowAll('against')} />
    </div>
  );
}

function Side({ side, data, onShowAll }: { side: 'for' | 'against'; data: SidePreview; onShowAll: () => void }) {
  const title = side === 'for' ? 'proposals.preview.for' : 'proposals.preview.against';
  return (
    <section
      className={styles.preview}
      aria-labelledby={`proposal-preview-${side}`}
      data-testid={`proposal-preview-${side}`}
      data-total={data.total}
    >
      <h3 id={`proposal-preview-${side}`} className={styles.previewTitle}>
        <FormattedMessage id={title} />
      </h3>
      <div className={styles.previewBody}>
        {data.failed ? (
          <p className={styles.muted} data-testid="proposal-preview-error">
            <FormattedMessage id="proposals.preview.error" />
          </p>
        ) : !data.votes ? (
          <ul className={styles.previewList} aria-busy="true">
            {Array.from({ length: VOTE_PREVIEW_SIZE }, (_, i) => (
              <li key={i}>
                <Skeleton width="100%" height="1.25rem" />
              </li>
            ))}
          </ul>
        ) : data.votes.length === 0 ? (
          <p className={styles.muted} data-testid="proposal-preview-empty">
            <FormattedMessage id={side === 'for' ? 'proposals.preview.noneFor' : 'proposals.preview.noneAgainst'} />
          </p>
        ) : (
          <ul className={styles.previewList}>
            {data.votes.map((v) => (
              <li key={v.transactionHash} className={styles.previewRow} data-testid="proposal-preview-vote">
                <AccountLink address={v.voter} />
                <span data-testid="proposal-preview-votes">{formatAmount(v.votes, VOTE_TOKEN_DECIMALS)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* always drawn (disabled until there is a vote to list) so that nothing moves when the counts come */}
      <Button size="sm" disabled={!data.total} onClick={onShowAll} data-testid={`proposal-preview-${side}-all`}>
        <FormattedMessage id="proposals.preview.all" values={{ count: data.total ?? 0 }} />
      </Button>
    </section>
  );
}
