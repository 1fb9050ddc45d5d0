import { useIntl } from 'react-intl';
import { Skeleton } from '@/shared/ui/Skeleton';
import styles from './styles';

/** The related rewards' frame while its code loads: the same header and body height as every state of the section. */
export function RelatedRewardsLoading() {
  const title = useIntl().formatMessage({ id: 'pools.rewards.title' });
  return (
    <section className={styles.card} aria-label={title} aria-busy="true" data-testid="pool-rewards">
      <div className={styles.rewardsHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
      </div>
      <div className={styles.rewardsBody}>
        <Skeleton height="10rem" />
      </div>
    </section>
  );
}
