import { FormattedMessage } from 'react-intl';
import { DateText } from '@/shared/ui/DateText';
import type { GovernanceProposal } from '../api/proposalsApi';
import { timeline } from '../logic/proposal';
import styles from './proposals.module.css';

/**
 * Pending → voting → queued → execution, each stage's share of the span, and the current-time cursor; each label
 * shows when the stage began, or its planned time marked as planned while it has not.
 */
export function Timeline({ proposal, now }: { proposal: GovernanceProposal; now: number }) {
  const t = timeline(proposal, now);
  if (!t)
    return (
      <p className={styles.muted} data-testid="proposal-timeline-empty">
        <FormattedMessage id="proposals.timelineEmpty" />
      </p>
    );
  const span = t.end - t.start;
  return (
    <div data-testid="proposal-timeline" data-cursor={Math.round(t.cursor)}>
      <div className={styles.timeline} aria-hidden="true">
        {t.stages.map((s) => (
          <span
            key={s.stage}
            className={`${styles.stage} ${now >= s.from && now < s.to ? styles.stageCurrent : ''}`}
            style={{ width: `${((s.to - s.from) / span) * 100}%` }}
          />
        ))}
        <span className={styles.cursor} style={{ left: `${t.cursor}%` }} data-testid="proposal-timeline-cursor" />
      </div>
      <ol className={styles.stageLabels}>
        {t.stages.map((s) => (
          <li
            key={s.stage}
            data-testid={`proposal-stage-${s.stage}`}
            aria-current={now >= s.from && now < s.to ? 'step' : undefined}
          >
            <strong>
              <FormattedMessage id={`proposals.stage.${s.stage}`} />
            </strong>
            <br />
            {s.at !== null ? (
              <span data-testid="proposal-stage-at" data-at={s.at}>
                <DateText seconds={s.at} />
              </span>
            ) : (
              <span data-testid="proposal-stage-planned" data-at={s.from}>
                <FormattedMessage id="proposals.stage.planned" values={{ date: <DateText seconds={s.from} /> }} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
