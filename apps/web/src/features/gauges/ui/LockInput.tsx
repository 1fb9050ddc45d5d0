import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { DAY_SECONDS, LOCK_PRESETS_DAYS } from '../logic/boost';

export interface LockInputProps {
  daysText: string;
  onChange: (daysText: string) => void;
  /** The gauge's max lock, seconds: presets above it are not offered. */
  maxLockTime: number;
  testId: string;
}

/** A lock length in whole days, typed or picked from the presets in days and years (spec section 3). */
export function LockInput({ daysText, onChange, maxLockTime, testId }: LockInputProps) {
  const intl = useIntl();
  const presets = LOCK_PRESETS_DAYS.filter((d) => d * DAY_SECONDS <= maxLockTime);
  return (
    <>
      <label>
        <FormattedMessage id="gauge.lockDays" />{' '}
        <input inputMode="numeric" value={daysText} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      </label>
      <div role="group" aria-label={intl.formatMessage({ id: 'gauge.lockPresets' })}>
        {presets.map((d) => (
          <Button
            key={d}
            type="button"
            size="sm"
            onClick={() => onChange(String(d))}
            aria-pressed={daysText === String(d)}
          >
            {d % 365 === 0 && d > 0 ? (
              <FormattedMessage id="gauge.years" values={{ years: d / 365 }} />
            ) : (
              <FormattedMessage id="gauges.days" values={{ days: d }} />
            )}
          </Button>
        ))}
      </div>
    </>
  );
}
