import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { sameAddress } from '@/shared/lib/address';
import { findToken, useTokenLookup, type TokenListState } from '@/shared/tokens';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import styles from '@/shared/ui/choiceSelect.module.css';
import { chosenTokenName } from './lpTokens';
import { usePoolLpTokens } from './usePoolLpTokens';

const TokenListDialog = lazy(() => import('./TokenListDialog'));

/**
 * A token of a form (farm and gauge creation: deposit and reward tokens), chosen with the shared token picker
 * (search, balances, [SCAM] marks, import of an unlisted address after the custom-token warning; with `lpTokens`
 * the pools' LP tokens first, named by their pairs): a button naming the chosen token (an LP token by its pair, a
 * token by its symbol, an address nothing names yet by its short form while its root is looked up) that opens the
 * picker. A root pasted in the picker's search is chosen as its row, or imported, and then named here.
 */
export function TokenField(props: {
  /** What the token is for ("Deposit token", "Reward token 2"): the button's accessible name starts with it. */
  label: string;
  root: string;
  list: TokenListState;
  onSelect: (root: string) => void;
  testId: string;
  lpTokens?: boolean;
  /** The label shown before the button too (a field of its own line, not a row's first cell). */
  labelShown?: boolean;
}) {
  const { label, root, list, onSelect, testId, lpTokens = false, labelShown = false } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const pools = usePoolLpTokens(lpTokens).lps;
  const token = root ? findToken(list.index, root) : undefined;
  const pool = pools?.find((p) => sameAddress(p.lpAddress, root));
  // a root nothing lists (pasted, or an LP token of a pool beyond the pools read) is named from its token root
  const unnamed = !!root && !!list.index && !token && !pool && (!lpTokens || pools !== undefined);
  const lookup = useTokenLookup(unnamed ? root : undefined).data;
  const name = chosenTokenName(root, { lp: pools, symbolOf: () => token?.symbol ?? lookup?.symbol });
  const button = (
    <button
      type="button"
      className={styles.trigger}
      onClick={() => setOpen(true)}
      data-testid={testId}
      data-address={root}
      aria-label={intl.formatMessage(
        { id: name ? 'tokenField.change' : 'tokenField.select' },
        { field: label, symbol: name ?? '' },
      )}
    >
      {name ? (
        <span className={styles.value}>
          <TokenIcon src={token?.logoURI} symbol={name} size={20} />
          <span>{name}</span>
        </span>
      ) : (
        <span className={styles.placeholder}>{intl.formatMessage({ id: 'tokenField.placeholder' })}</span>
      )}
      <span aria-hidden="true" className={styles.icon}>
        ▾
      </span>
    </button>
  );
  return (
    <>
      {labelShown ? (
        <div className={styles.field}>
          {/* the button's accessible name starts with the label: read once */}
          <span aria-hidden="true">{label}</span>
          {button}
        </div>
      ) : (
        button
      )}
      <Suspense fallback={null}>
        {open ? (
          <TokenListDialog
            open
            list={list}
            side="right"
            lpTokens={lpTokens}
            onOpenChange={(o) => !o && setOpen(false)}
            onSelect={(picked) => {
              setOpen(false);
              onSelect(picked);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
