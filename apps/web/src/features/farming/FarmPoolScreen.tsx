import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useParams } from '@/shared/lib/router';
import { isNotFound } from '@/shared/api';
import { isAddress } from '@/shared/lib/address';
import { formatAmount, shortenAddress } from '@/shared/lib/format';
import { customTokenSymbols, useTokenList } from '@/shared/tokens';
import { Button } from '@/shared/ui/Button';
import { NotFound } from '@/shared/ui/NotFound';
import styles from '@/shared/ui/page.module.css';
import own from './ui/farming.module.css';
import { useFarmAction } from './hooks/useFarmAction';
import { useFarmConfirm, useFarmOwnerConfirm } from './hooks/useFarmConfirm';
import { useNow, useTokenBalance } from './hooks/useFarmChain';
import { useAccountAddress, useFarmPool } from './hooks/useFarming';
import { farmName, farmTokens, farmWarnings, privateTerms, rewardLines } from './logic/farmView';
import { AdminPanel } from './ui/AdminPanel';
import { ErrorNote } from './ui/ErrorNote';
import { FarmCharts } from './ui/FarmCharts';
import { FarmTransactions } from './ui/FarmTransactions';
import { MigrationBanner } from './ui/MigrationBanner';
import { PoolFacts } from './ui/PoolFacts';
import { PrivateTermsText } from './ui/PrivateTerms';
import { RewardLines } from './ui/RewardLines';
import { UserPanel } from './ui/UserPanel';

// the confirmation with the preview before signing loads when the user asks for an action
const ConfirmFarmAction = lazy(() => import('./ui/ConfirmFarmAction'));
const ConfirmFarmOwnerAction = lazy(() => import('./ui/ConfirmFarmOwnerAction'));

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * `/farming/{address}` and `/farming/{address}/{user}`: the pool's figures, rewards, charts and transactions; the
 * connected user's own position with deposit, withdraw and claim; the owner's controls; another user's view by
 * address (read-only).
 */
export default function FarmPoolScreen() {
  const navigate = useNavigate();
  const params = useParams();
  const address = params.address ?? '';
  const account = useAccountAddress();
  const viewed = params.user ?? account;
  const readOnly = params.user !== undefined && !same(params.user, account);
  const query = useFarmPool(address, viewed);
  const pool = query.data;
  const now = useNow(address, account !== undefined, query.dataUpdatedAt);
  const lpBalance = useTokenBalance(readOnly ? undefined : pool?.token_root_address, account);
  const action = useFarmAction({ pool, owner: account });
  const confirm = useFarmConfirm(action);
  const ownerConfirm = useFarmOwnerConfirm(action);
  const [other, setOther] = useState('');
  const tokenList = useTokenList();
  if (query.error)
    return isNotFound(query.error) ? (
      <NotFound />
    ) : (
      <ErrorNote error={query.error} onRetry={() => void query.refetch()} />
    );
  // the page's head shows from the first screen: the farm's address until its name arrives (changed in place), and
  // whose farming it shows when the link names an account
  const viewing = readOnly ? (
    <p key="viewing" role="note" data-testid="farm-viewing">
      <FormattedMessage id="farm.viewing" values={{ user: <span className={own.address}>{params.user}</span> }} />
    </p>
  ) : null;
  const breadcrumb = (
    <nav key="breadcrumb" className={styles.breadcrumb}>
      <Link to="/farming">
        <FormattedMessage id="farms.title" />
      </Link>
    </nav>
  );
  if (!pool)
    return (
      <div className={styles.page} data-testid="farm-loading" aria-busy="true">
        {breadcrumb}
        <h1 key="title" className={styles.title}>
          {shortenAddress(address)}
        </h1>
        {viewing}
      </div>
    );
  const isOwner = !readOnly && same(account, pool.pool_owner_address);
  const warnings = farmWarnings(pool, isOwner, now);
  const decimals = pool.token_root_scale;
  const custom = customTokenSymbols(farmTokens(pool), tokenList.index, tokenList.imported);
  return (
    <div className={styles.page} data-testid="farm-page" data-state={pool.state}>
      {breadcrumb}
      <h1 key="title" className={styles.title}>
        {farmName(pool)}
      </h1>
      {viewing}
      <p className={styles.subtitle} data-testid="farm-state">
        <FormattedMessage id={`farm.state.${pool.state}`} />
      </p>
      <MigrationBanner migrationTime={pool.migration_time} now={now} />
      {warnings.map((w) => (
        <p key={w} className={styles.warning} role="alert" data-testid={`farm-warning-${w}`}>
          <FormattedMessage id={`farm.warning.${w}`} />
          {w === 'private' ? (
            <>
              {' '}
              <PrivateTermsText terms={privateTerms(pool)} />
            </>
          ) : null}
        </p>
      ))}
      {custom.length ? (
        <p className={styles.warning} role="note" data-testid="farm-custom-tokens">
          <FormattedMessage id="farm.customTokens" values={{ symbols: custom.join(', ') }} />
        </p>
      ) : null}
      <PoolFacts pool={pool} />
      <RewardLines lines={rewardLines(pool, now, viewed !== undefined)} withUser={viewed !== undefined} />
      {readOnly ? (
        <p data-testid="farm-user-deposit">
          <FormattedMessage
            id="farm.userDeposit"
            values={{ amount: decimals === null ? '—' : formatAmount(pool.user_info?.amount ?? '0', decimals) }}
          />
        </p>
      ) : !account ? (
        <p data-testid="farm-connect">
          <FormattedMessage id="farm.connect" />
        </p>
      ) : lpBalance.data !== undefined && decimals !== null ? (
        <UserPanel
          pool={pool}
          lpBalance={lpBalance.data}
          decimals={decimals}
          pending={action.pending}
          onAction={confirm.ask}
        />
      ) : (
        <p aria-busy="true" data-testid="farm-user-loading">
          <FormattedMessage id="farm.loading" />
        </p>
      )}
      {confirm.asked && decimals !== null ? (
        <Suspense fallback={null}>
          <ConfirmFarmAction
            confirm={confirm}
            pool={pool.pool_address}
            decimals={decimals}
            lpSymbol={pool.token_root_currency || 'LP'}
          />
        </Suspense>
      ) : null}
      {isOwner && account ? (
        <AdminPanel pool={pool} owner={account} now={now} pending={action.pending} onAction={ownerConfirm.ask} />
      ) : null}
      {ownerConfirm.asked ? (
        <Suspense fallback={null}>
          <ConfirmFarmOwnerAction confirm={ownerConfirm} pool={pool} />
        </Suspense>
      ) : null}
      <form
        className={`${styles.section} ${own.form}`}
        data-testid="farm-view-user"
        onSubmit={(e) => {
          e.preventDefault();
          if (isAddress(other.trim())) navigate(`/farming/${pool.pool_address}/${other.trim()}`);
        }}
      >
        <label>
          <FormattedMessage id="farm.viewUser" />{' '}
          <input
            value={other}
            onChange={(e) => setOther(e.target.value)}
            placeholder="0:…"
            size={20}
            data-testid="farm-view-user-input"
          />
        </label>{' '}
        <Button type="submit" disabled={!isAddress(other.trim())} data-testid="farm-view-user-submit">
          <FormattedMessage id="farm.viewUserSubmit" />
        </Button>
      </form>
      <FarmCharts pool={pool.pool_address} started={pool.state !== 'awaiting'} />
      <FarmTransactions pool={pool.pool_address} account={account} viewed={readOnly ? params.user : undefined} />
    </div>
  );
}
