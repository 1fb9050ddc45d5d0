import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormSkeleton } from './FormSkeleton';
import styles from './styles';

/**
 * The body of both add-liquidity pages (the pair's `/liquidity/add`, the pool's `/pools/:address/liquidity/add`):
 * the title and what the page is for (both there from the first screen), what the page shows above its card, the
 * form (a skeleton while the amounts settle), then the page's dialogs (each screen loads its confirmations itself:
 * they stay in their own lazy chunks).
 */
export function AddLiquidityPage(props: {
  testId: string;
  /** Above the card (the pool's link, its problem). */
  head?: ReactNode;
  busy: boolean;
  settling: boolean;
  onSubmit: () => void;
  /** The form's fields, shown once settled. */
  children: ReactNode;
  /** Below the form (the DEX account withdraw's confirmation, the deposit's). */
  dialogs?: ReactNode;
}) {
  return (
    <div className={styles.page} data-testid={props.testId}>
      <div>
        <h1 className={styles.title}>
          <FormattedMessage id="liquidity.add.title" />
        </h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="liquidity.add.subtitle" />
        </p>
      </div>
      {props.head}
      <form
        className={styles.card}
        aria-busy={props.busy}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        {props.settling ? <FormSkeleton rows={3} /> : props.children}
      </form>
      {props.dialogs}
    </div>
  );
}
