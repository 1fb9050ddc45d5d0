import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { Skeleton } from './Skeleton';
import list from './list.module.css';
import styles from './page.module.css';

/**
 * A card's labelled line: the label (a message id) on the left, the value (with its test id and any `data-*`
 * attributes) on the right.
 */
export function CardRow({
  label,
  children,
  testId,
  data,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  data?: Record<`data-${string}`, string | undefined>;
}) {
  return (
    <div className={list.cardRow}>
      <span className={list.cardLabel}>
        <FormattedMessage id={label} />
      </span>
      <span data-testid={testId} {...data}>
        {children}
      </span>
    </div>
  );
}

/** A card's first line: its name linking to its page, and what stands beside it (a star, a mark). */
export function CardHead(props: { to: string; name: string; linkTestId: string; children?: ReactNode }) {
  return (
    <div className={list.cardRow}>
      <Link to={props.to} className={styles.nameLink} data-testid={props.linkTestId}>
        <span className={styles.symbol}>{props.name}</span>
      </Link>
      {props.children ? <span className={list.cardHeadEnd}>{props.children}</span> : null}
    </div>
  );
}

/** Three placeholder cards while a card list loads. */
export function CardsLoading({ testId }: { testId: string }) {
  return (
    <ul className={list.cards} data-testid={testId}>
      {[0, 1, 2].map((i) => (
        <li key={i} className={list.card}>
          <Skeleton />
          <Skeleton width="60%" />
        </li>
      ))}
    </ul>
  );
}
