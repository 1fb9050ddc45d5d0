import { FormattedMessage } from 'react-intl';
import { formatShare, lpAmountText, userSharePercent } from '../logic/poolMath';
import styles from './styles';

interface Props {
  /** Test-id prefix of the form (`add`, `pool-add`). */
  form: string;
  /** The LP the pool says the supply mints (smallest units); undefined while asked. */
  lp: string | undefined;
  lpSymbol: string | undefined;
  lpDecimals: number | undefined;
  /** The user's LP balance and the pool's LP supply now. */
  lpBalance: string;
  lpSupply: string;
}

/** What the supply gives before it is sent (spec 2.5, 4.8): the LP tokens received and the resulting pool share. */
export function ExpectedLp({ form, lp, lpSymbol, lpDecimals, lpBalance, lpSupply }: Props) {
  const amount = lp === undefined ? undefined : lpAmountText(lp, lpDecimals);
  const share =
    lp === undefined
      ? undefined
      : formatShare(
          userSharePercent((BigInt(lpBalance) + BigInt(lp)).toString(), (BigInt(lpSupply) + BigInt(lp)).toString()),
        );
  return (
    <dl className={styles.rows} data-testid={`${form}-expected`} aria-busy={lp === undefined}>
      <div className={styles.rowItem}>
        <dt>
          <FormattedMessage id="liquidity.add.expectedLp" />
        </dt>
        <dd data-testid={`${form}-expected-lp`} data-value={lp ?? ''}>
          {amount === undefined ? '…' : `${amount} ${lpSymbol ?? 'LP'}`}
        </dd>
      </div>
      <div className={styles.rowItem}>
        <dt>
          <FormattedMessage id="liquidity.add.expectedShare" />
        </dt>
        <dd data-testid={`${form}-expected-share`}>{share ?? '…'}</dd>
      </div>
    </dl>
  );
}
