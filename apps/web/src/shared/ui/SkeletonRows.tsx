import { Skeleton } from './Skeleton';
import styles from './list.module.css';

/**
 * A table row while its data loads, of the loaded row's size (no layout shift when it arrives): each cell holds a
 * line of text of about the loaded text's width (so the columns keep their widths), and a second line (a change
 * figure) when `twoLines`; the second column is the left-aligned name.
 */
export function SkeletonRow({
  widths,
  twoLines,
  testId,
}: {
  widths: readonly string[];
  twoLines?: boolean;
  testId?: string;
}) {
  return (
    <tr data-testid={testId}>
      {widths.map((width, j) => (
        <td key={j} className={j === 1 ? styles.left : undefined}>
          <div>
            <Skeleton width={width} />
          </div>
          {twoLines && j > 1 ? (
            <div>
              <Skeleton width="3rem" height="0.875rem" />
            </div>
          ) : null}
        </td>
      ))}
    </tr>
  );
}

/**
 * A card of a narrow list while its data loads, of the loaded card's size: a head line as tall as the name with its
 * icon and star, then one label and value line per figure.
 */
export function SkeletonCard({ figures, testId }: { figures: number; testId?: string }) {
  return (
    <li className={styles.card} data-testid={testId}>
      <div className={styles.cardRow}>
        <Skeleton width="45%" height="2rem" />
      </div>
      {Array.from({ length: figures }, (_, i) => (
        <div key={i} className={styles.cardRow}>
          <span>
            <Skeleton width="5rem" height="0.875rem" />
          </span>
          <span>
            <Skeleton width="6rem" height="0.875rem" />
          </span>
        </div>
      ))}
    </li>
  );
}

/** A table row while its data loads, of `columns` cells of one short line each. */
export function PlainSkeletonRow({ columns, testId }: { columns: number; testId?: string }) {
  return (
    <tr data-testid={testId}>
      {Array.from({ length: columns }, (_, j) => (
        <td key={j}>
          <Skeleton width="4rem" />
        </td>
      ))}
    </tr>
  );
}
