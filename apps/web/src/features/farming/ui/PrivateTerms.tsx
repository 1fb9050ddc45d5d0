import { FormattedMessage, useIntl } from 'react-intl';
import type { PrivateTerms } from '../logic/farmView';

/** What the owner must still deposit for the pool to become public, or what "full reward" means without an end. */
export function PrivateTermsText({ terms }: { terms: PrivateTerms }) {
  const intl = useIntl();
  if (terms.kind === 'open')
    return (
      <span data-testid="farm-private-terms" data-kind="open">
        <FormattedMessage
          id="farm.private.open"
          values={{ tokens: intl.formatList(terms.unfunded, { type: 'conjunction' }) }}
        />
      </span>
    );
  return (
    <span data-testid="farm-private-terms" data-kind="full">
      {terms.missing.map((m) => (
        <span key={m.symbol} data-testid="farm-private-missing" data-symbol={m.symbol}>
          <FormattedMessage
            id="farm.private.missing"
            values={{ amount: m.amount, full: m.full, symbol: m.symbol }}
          />{' '}
        </span>
      ))}
    </span>
  );
}
