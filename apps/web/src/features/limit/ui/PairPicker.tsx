import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TokenListState } from '@/shared/tokens';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import type { PairToken } from '../hooks/useLimitPair';
import styles from './limit.module.css';

const TokenListDialog = lazy(() => import('@/shared/tokenPicker/TokenListDialog'));

interface Props {
  left: PairToken;
  right: PairToken;
  list: TokenListState;
  onChoose: (side: 'left' | 'right', root: string) => void;
}

/**
 * The pair of the screen: the traded (left) token and the quote (right) token, each a button opening the token
 * picker shared with swap and liquidity (search, balances, [SCAM] marks, import of an unlisted token by address).
 */
export function PairPicker({ left, right, list, onChoose }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState<'left' | 'right'>();
  const button = (side: 'left' | 'right', token: PairToken) => (
    <button
      type="button"
      className={styles.select}
      onClick={() => setOpen(side)}
      aria-label={intl.formatMessage(
        { id: 'swap.token.change' },
        {
          side: intl.formatMessage({ id: `limit.pair.${side}` }),
          symbol: token.symbol,
        },
      )}
      data-testid={`limit-pair-${side}`}
      data-address={token.root}
    >
      <TokenIcon src={token.logoURI} symbol={token.symbol} size={20} />
      <span>{token.symbol}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
  return (
    <div className={styles.pair}>
      {button('left', left)}
      <span aria-hidden="true">/</span>
      {button('right', right)}
      <Suspense fallback={null}>
        {open ? (
          <TokenListDialog
            open
            list={list}
            side={open}
            onOpenChange={(o) => !o && setOpen(undefined)}
            onSelect={(root) => {
              setOpen(undefined);
              onChoose(open, root);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
