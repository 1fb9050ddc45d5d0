import { FormattedMessage, useIntl } from 'react-intl';
import { formatExactAmount } from '@/shared/lib/format';
import styles from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import factStyles from './ui/calcFacts.module.css';
import { useBoostCalculator } from './hooks/useBoostCalculator';
import { gaugeName } from './logic/gaugeView';
import { AprRange } from './ui/AprRange';
import { MaxLockBoost, MaxTotalBoost } from './ui/MaxBoosts';
import { CalcResults } from './ui/CalcResults';
import { ChoiceSelect } from '@/shared/ui/ChoiceSelect';
import { ErrorNote } from './ui/ErrorNote';
import { LockInput } from './ui/LockInput';

const PROBLEM_MESSAGES = { amount: 'gauge.error.amount', lock: 'gauge.error.lock', ve: 'calc.error.ve' } as const;

/**
 * `/gauges/calc`: pick a gauge, an LP amount, a lock (presets or days) and a veQUBE balance (the wallet's, editable),
 * and see the lock, veQUBE and total boosts, the boosted APR
 * against the base and the rewards per day, month and year, from the figures the contract uses.
 */
export default function CalcScreen() {
  const intl = useIntl();
  const calc = useBoostCalculator();
  const list = calc.gauges.data?.gauges;
  const g = calc.gauge.data?.gauge;
  const error = calc.gauges.error ?? calc.gauge.error;
  return (
    <div className={styles.page} data-testid="calc-page">
      <h1 className={styles.title}>
        <FormattedMessage id="calc.title" />
      </h1>
      <p className={styles.subtitle}>
        <FormattedMessage id="calc.subtitle" />
      </p>
      {error ? <ErrorNote error={error} /> : null}
      <form className={styles.section} data-testid="calc-form" onSubmit={(e) => e.preventDefault()}>
        <div className={factStyles.picker}>
          <span>
            <FormattedMessage id="calc.gauge" />
          </span>
          <ChoiceSelect
            label={intl.formatMessage({ id: 'calc.gauge' })}
            value={calc.address}
            choices={(list ?? []).map((item) => ({ value: item.address, label: gaugeName(item) }))}
            onChange={calc.pick}
            disabled={!list}
            placeholder={intl.formatMessage({ id: 'calc.gaugePlaceholder' })}
            testId="calc-gauge"
          />
        </div>
        {error || list?.length === 0 ? null : (
          // the gauge's facts, skeletons of the same stats while it loads: the fields below stay put
          <dl className={`${styles.stats} ${factStyles.facts}`} data-testid="calc-gauge-facts">
            <Stat
              testId="calc-fact-lock"
              label="gauges.maxLockBoost"
              value={g && calc.max ? <MaxLockBoost max={calc.max} maxLockTime={g.maxLockTime} /> : undefined}
            />
            <Stat
              testId="calc-fact-total"
              label="gauges.maxTotalBoost"
              value={calc.max ? <MaxTotalBoost max={calc.max} /> : undefined}
            />
            <Stat
              testId="calc-fact-apr"
              label="gauges.aprSmall"
              value={g ? <AprRange min={g.minApr} max={g.maxApr} /> : undefined}
            />
          </dl>
        )}
        <label>
          <FormattedMessage id="gauge.amount" />{' '}
          <input
            inputMode="decimal"
            value={calc.amountText}
            onChange={(e) => calc.setAmountText(e.target.value)}
            data-testid="calc-amount"
          />
        </label>
        <LockInput
          daysText={calc.daysText}
          onChange={calc.setDaysText}
          maxLockTime={g?.maxLockTime ?? 0}
          testId="calc-lock-days"
        />
        <label>
          <FormattedMessage id="calc.ve" />{' '}
          <input
            inputMode="decimal"
            value={calc.veText}
            onChange={(e) => calc.setVeText(e.target.value)}
            data-testid="calc-ve"
          />
        </label>
        {calc.problem ? (
          <p role="alert" data-testid="calc-problem">
            <FormattedMessage id={PROBLEM_MESSAGES[calc.problem]} />
          </p>
        ) : null}
      </form>
      <CalcResults
        result={calc.result}
        max={calc.max}
        held={
          calc.held > 0n && calc.gauge.data?.details.depositToken.decimals != null
            ? formatExactAmount(calc.held, calc.gauge.data.details.depositToken.decimals)
            : undefined
        }
      />
    </div>
  );
}
