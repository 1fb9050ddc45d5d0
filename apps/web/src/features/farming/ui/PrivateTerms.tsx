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

/**
 * The farm list's Private badge with its terms: per reward token still short, what is deposited of the full reward
 * (the pool page's terms, logic/farmView `privateTerms`); for a pool without an end, what it waits for in words.
 */
export function PrivateBadge({ terms }: { terms: PrivateTerms }) {
  const intl = useIntl();
  return (
    <span data-testid="farm-private-badge" data-kind={terms.kind}>
      <FormattedMessage id="farm.private" />
      {': '}
      {terms.kind === 'open' ? (
        <FormattedMessage
          id="farm.private.badge.open"
          values={{ tokens: intl.formatList(terms.unfunded, { type: 'conjunction' }) }}
        />
      ) : (
        intl.formatList(
          terms.missing.map((m) =>
            intl.formatMessage(
              { id: 'farm.private.badge.full' },
              { deposited: m.deposited, full: m.full, symbol: m.symbol },
            ),
          ),
          { type: 'conjunction' },
        )
      )}
    </span>
  );
}
