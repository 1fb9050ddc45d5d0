import { transactionUrl } from '@/shared/lib/explorer';

/** A notification's text followed by a link to its transaction (spec 4.12: success names the transaction). */
export function TransactionMessage({
  text,
  hash,
  linkLabel,
}: {
  text: string;
  hash: string | null | undefined;
  linkLabel: string;
}) {
  return (
    <span>
      {text}
      {hash && (
        <>
          {' '}
          <a href={transactionUrl(hash)} target="_blank" rel="noreferrer" data-testid="toast-transaction-link">
            {linkLabel}
          </a>
        </>
      )}
    </span>
  );
}
