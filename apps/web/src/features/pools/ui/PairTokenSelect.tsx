import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TokenListState } from '@/shared/tokens';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import type { PairTokenView } from '../logic/pairTokens';
import type { PairSide } from '../logic/pairRoute';
import styles from './styles';

const TokenListDialog = lazy(() => import('@/shared/tokenPicker/TokenListDialog'));

interface Props {
  side: PairSide;
  /** Test-id prefix of the form (`add`, `remove`). */
  form: string;
  token: PairTokenView | undefined;
  list: TokenListState;
  disabled?: boolean;
  onSelect: (root: string) => void;
}

/**
 * One side's token of a pair liquidity form (spec 2.5, 2.6): a button naming the token (with its [SCAM] tag) that
 * opens the token picker shared with swap: search, balances, import of an unlisted token after the warning.
 */
export function PairTokenSelect({ side, form, token, list, disabled, onSelect }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: side === 'left' ? 'liquidity.leftToken' : 'liquidity.rightToken' });
  const symbol = token ? (token.symbol ?? '…') : undefined;
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel} aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className={styles.tokenButton}
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid={`${form}-token-${side}`}
        data-address={token?.root ?? ''}
        aria-label={intl.formatMessage(
          { id: token ? 'swap.token.change' : 'swap.token.select' },
          { side: label, symbol: symbol ?? '' },
        )}
      >
        {token ? (
          <>
            <TokenIcon src={token.logoURI} symbol={symbol!} size={20} />
            <span>{symbol}</span>
            {token.scam ? (
              <span className={styles.scam} data-testid="scam-tag">
                [SCAM]
              </span>
            ) : null}
          </>
        ) : (
          intl.formatMessage({ id: 'liquidity.selectToken' })
        )}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <Suspense fallback={null}>
        {open ? (
          <TokenListDialog
            open
            list={list}
            side={side}
            onOpenChange={(o) => !o && setOpen(false)}
            onSelect={(root) => {
              setOpen(false);
              onSelect(root);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
