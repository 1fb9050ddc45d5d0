import { useIntl } from 'react-intl';
import type { TokenListToken } from '@/shared/tokens';
import type { PairToken } from '../hooks/useLimitPair';
import styles from './limit.module.css';

interface Props {
  left: PairToken;
  right: PairToken;
  options: readonly TokenListToken[];
  onChoose: (side: 'left' | 'right', root: string) => void;
}

/** The pair of the screen: the traded (left) token and the quote (right) token. */
export function PairPicker({ left, right, options, onChoose }: Props) {
  const intl = useIntl();
  const select = (side: 'left' | 'right', token: PairToken) => (
    <select
      className={styles.select}
      value={token.root}
      onChange={(e) => onChoose(side, e.target.value)}
      aria-label={intl.formatMessage({ id: `limit.pair.${side}` })}
      data-testid={`limit-pair-${side}`}
    >
      {!options.some((o) => o.address === token.root) && <option value={token.root}>{token.symbol}</option>}
      {options.map((o) => (
        <option key={o.address} value={o.address}>
          {o.symbol}
        </option>
      ))}
    </select>
  );
  return (
    <div className={styles.pair}>
      {select('left', left)}
      <span aria-hidden="true">/</span>
      {select('right', right)}
    </div>
  );
}
