import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { findToken, type TokenListState } from '@/shared/tokens';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import styles from '@/shared/ui/choiceSelect.module.css';

const TokenListDialog = lazy(() => import('@/shared/tokenPicker/TokenListDialog'));

/**
 * A token chosen with the shared token picker (search, balances, [SCAM] marks in its rows, import of an unlisted
 * address after the custom-token warning): a button naming the chosen token (its symbol, or the short address of one the list
 * does not name yet) that opens the picker.
 */
export function TokenField(props: {
  label: string;
  root: string;
  list: TokenListState;
  onSelect: (root: string) => void;
  testId: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const token = props.root ? findToken(props.list.index, props.root) : undefined;
  const name = token?.symbol ?? (props.root ? `${props.root.slice(0, 6)}…${props.root.slice(-4)}` : undefined);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        data-testid={props.testId}
        data-address={props.root}
        aria-label={intl.formatMessage(
          { id: name ? 'gaugeCreate.token.change' : 'gaugeCreate.token.select' },
          { field: props.label, symbol: name ?? '' },
        )}
      >
        {name ? (
          <>
            {token ? <TokenIcon src={token.logoURI} symbol={token.symbol} size={20} /> : null}
            <span>{name}</span>
          </>
        ) : (
          intl.formatMessage({ id: 'gaugeCreate.token.placeholder' })
        )}
        <span aria-hidden="true" className={styles.icon}>
          ▾
        </span>
      </button>
      <Suspense fallback={null}>
        {open ? (
          <TokenListDialog
            open
            list={props.list}
            side="right"
            onOpenChange={(o) => !o && setOpen(false)}
            onSelect={(root) => {
              setOpen(false);
              props.onSelect(root);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
