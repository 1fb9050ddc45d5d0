import { lazy, Suspense } from 'react';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useSeen } from '@/shared/ui/useSeen';
import styles from './proposals.module.css';

const Markdown = lazy(() => import('./Markdown'));

/**
 * A proposal's description as markdown. The markdown renderer (its chunk and the parse) waits until the section is
 * in view: on a phone the description is below the fold, and parsing it at load was the page's longest task.
 */
export function Description({ text }: { text: string }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const skeleton = <Skeleton width="100%" height="4rem" />;
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={skeleton}>
          <Markdown text={text} />
        </Suspense>
      ) : (
        // not in view yet: a frame of the skeleton's size, nothing loading
        <div className={styles.descriptionFrame} />
      )}
    </div>
  );
}
