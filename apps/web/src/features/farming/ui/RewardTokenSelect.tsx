import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortenAddress } from '@/shared/lib/address';
import { findToken, type TokenListState } from '@/shared/tokens';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import own from './farming.module.css';

const TokenListDialog = lazy(() => import('@/shared/tokenPicker/TokenListDialog'));

/**
 * A reward token of the farm creation form, chosen with the token picker shared with swap and liquidity (search,
 * balances, [SCAM] marks, import of an unlisted token by address after the warning); the button names the token, or
 * the shortened address of one the list does not know.
 */
export function RewardTokenSelect(props: {
  n: number;
  root: string;
  list: TokenListState;
  onSelect: (root: string) => void;
  testId: string;
}) {
  const { n, root, list, onSelect, testId } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const token = root ? findToken(list.index, root) : undefined;
  const name = token?.symbol ?? (root ? shortenAddress(root) : undefined);
  return (
    <>
      <button
        type="button"
        className={own.tokenButton}
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'farmCreate.rewardRoot' }, { n })}
        data-testid={testId}
        data-address={root}
      >
        {name ? (
          <>
            <TokenIcon src={token?.logoURI} symbol={name} size={20} />
            <span>{name}</span>
          </>
        ) : (
          <span className={own.muted}>
            <FormattedMessage id="farmCreate.chooseToken" />
          </span>
        )}
        <span aria-hidden="true">▾</span>
      </button>
      <Suspense fallback={null}>
        {open ? (
          <TokenListDialog
            open
            list={list}
            side="right"
            onOpenChange={(o) => !o && setOpen(false)}
            onSelect={(address) => {
              setOpen(false);
              onSelect(address);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
