import { config } from '@/shared/config';

/** Where a transaction can be looked at: the configured template with `{hash}` replaced. */
export function transactionUrl(hash: string, template: string = config.transactionUrl): string {
  return template.replace('{hash}', encodeURIComponent(hash));
}

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
