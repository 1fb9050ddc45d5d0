import { useIntl } from 'react-intl';
import { formatNumber } from '@/shared/lib/format';
import { routeSlippage } from '../logic/slippage';
import styles from './swap.module.css';

/**
 * The slippage a route is sent with: the set percent for one step; for several, the compounded figure the minimum
 * received follows ((1 + s/100)^n − 1, spec 9), with the reason beside it.
 */
export function SlippageRow({ percent, steps, testId }: { percent: string; steps: number; testId: string }) {
  const intl = useIntl();
  const effective = routeSlippage(percent, steps);
  const shown = (value: number | string) => `${formatNumber(value, { precision: 3 })}%`;
  return (
    <div className={styles.billRow}>
      <dt>{intl.formatMessage({ id: 'swap.bill.slippage' })}</dt>
      <dd data-testid={testId} data-effective={effective}>
        {steps > 1
          ? intl.formatMessage(
              { id: 'swap.bill.slippageSteps' },
              { effective: shown(effective), percent: shown(percent), steps },
            )
          : shown(percent)}
      </dd>
    </div>
  );
}
