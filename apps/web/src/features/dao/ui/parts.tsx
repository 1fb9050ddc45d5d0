import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from '@/shared/lib/router';
import { useRetryFailed } from '@/shared/api';
import { LoadError as SharedLoadError } from '@/shared/ui/LoadError';
import styles from '@/shared/ui/page.module.css';
import type { DaoActionResult } from '../hooks/useDaoAction';

/** The DAO's own navigation: overview, balance, the current epoch, whitelisting, proposals. */
export function DaoNav({ currentEpoch }: { currentEpoch?: number }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  // the page the user is on is marked (the proposals link also on a proposal's page)
  const current = (to: string, prefix = false) =>
    pathname === to || (prefix && pathname.startsWith(`${to}/`)) ? ('page' as const) : undefined;
  return (
    <nav className={styles.subnav} aria-label={intl.formatMessage({ id: 'dao.nav.label' })} data-testid="dao-nav">
      <Link to="/dao" aria-current={current('/dao')}>
        <FormattedMessage id="dao.nav.overview" />
      </Link>
      <Link to="/dao/balance" aria-current={current('/dao/balance')} data-testid="dao-nav-balance">
        <FormattedMessage id="dao.nav.balance" />
      </Link>
      {currentEpoch ? (
        <Link
          to={`/dao/epochs/${currentEpoch}`}
          aria-current={current(`/dao/epochs/${currentEpoch}`)}
          data-testid="dao-nav-epoch"
        >
          <FormattedMessage id="dao.nav.currentEpoch" values={{ epoch: currentEpoch }} />
        </Link>
      ) : (
        // the link's place while the epoch is read, so the links after it do not move
        <span aria-hidden="true" style={{ visibility: 'hidden' }}>
          <FormattedMessage id="dao.nav.currentEpoch" values={{ epoch: 0 }} />
        </span>
      )}
      <Link to="/dao/whitelisting" aria-current={current('/dao/whitelisting')} data-testid="dao-nav-whitelisting">
        <FormattedMessage id="dao.nav.whitelisting" />
      </Link>
      <Link to="/dao/proposals" aria-current={current('/dao/proposals', true)} data-testid="dao-nav-proposals">
        <FormattedMessage id="dao.nav.proposals" />
      </Link>
    </nav>
  );
}

/** The last action's outcome, for screen readers and the page. */
export function ActionResultNote({ result }: { result: DaoActionResult | undefined }) {
  if (!result) return null;
  return (
    <p role="status" data-testid="dao-result" data-kind={result.outcome} data-action={result.kind}>
      <FormattedMessage id={`dao.action.${result.kind}.${result.outcome}`} />
    </p>
  );
}

/** A failed load: the shared error state with the DAO message; Retry retries the page's failed reads. */
export function LoadError({ error }: { error: Error }) {
  const retry = useRetryFailed();
  return (
    <SharedLoadError
      message={<FormattedMessage id="dao.loadFailed" />}
      detail={error.message}
      onRetry={retry}
      testId="dao-error"
    />
  );
}

/** The vote escrow is not configured on this server. */
export function NoEscrow() {
  return (
    <p className={styles.warning} role="alert" data-testid="dao-no-escrow">
      <FormattedMessage id="dao.noEscrow" />
    </p>
  );
}
