import { accountUrl, transactionUrl } from '@/shared/lib/explorer';

interface Props {
  text: string;
  /** The wallet's transaction, when the operation was sent. */
  hash?: string;
  transactionLabel: string;
  /** The token received or moved, linked to its root contract. */
  token?: { root: string; label: string };
}

/** A liquidity notification: its text, then links to the transaction and to the token's root contract (spec 2.5). */
export function LiquidityMessage({ text, hash, transactionLabel, token }: Props) {
  return (
    <span>
      {text}
      {hash ? (
        <>
          {' '}
          <a href={transactionUrl(hash)} target="_blank" rel="noreferrer" data-testid="toast-transaction-link">
            {transactionLabel}
          </a>
        </>
      ) : null}
      {token ? (
        <>
          {' · '}
          <a href={accountUrl(token.root)} target="_blank" rel="noreferrer" data-testid="toast-token-link">
            {token.label}
          </a>
        </>
      ) : null}
    </span>
  );
}
