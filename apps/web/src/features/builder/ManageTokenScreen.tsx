import { lazy, Suspense } from 'react';
import { backLabel } from './logic/builderList';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortenAddress } from '@/shared/lib/format';
import { Link, useParams } from '@/shared/lib/router';
import { isNotFound } from '@/shared/api';
import { useWallet, useWalletController } from '@/shared/chain';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { useManageToken, useTokenRoot } from './hooks/useManageToken';
import { useBuilderConfirm } from './hooks/useBuilderConfirm';
import type { SupplyCall, TransferCall } from './chain/builderChain';
import { TokenDetails } from './ui/TokenDetails';
import styles from './ui/builder.module.css';

// a popup: its code (and Radix Dialog's) loads when it opens, not with the page (issue 17)
const BusyDialog = lazy(() => import('./ui/BusyDialog').then((m) => ({ default: m.BusyDialog })));
// the confirmation with the preview before signing, likewise
const ConfirmBuilderAction = lazy(() => import('./ui/ConfirmBuilderAction'));
// the action forms load beside the token's read (started with the page), and the page appears whole with them
const actionsChunk = () => import('./ui/ManageActions');
const ManageActions = lazy(actionsChunk);

/**
 * `/builder/:tokenRoot`: the token's details and, for its owner (or a visitor, who is asked to connect), Mint, Burn
 * and the danger-zone Transfer ownership; a not-found view for an address with no token root (spec 2, 4, 8). Mint
 * Burn and Transfer ownership open the confirmation with the preview before signing (ConfirmBuilderAction) first.
 */
export default function ManageTokenScreen() {
  const { tokenRoot = '' } = useParams();
  void actionsChunk();
  const intl = useIntl();
  const wallet = useWallet();
  const controller = useWalletController();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const root = useTokenRoot(tokenRoot);
  const token = root.data;
  const { busy, supply, transfer } = useManageToken(token, owner);
  const confirm = useBuilderConfirm((call: SupplyCall | TransferCall) =>
    call.type === 'transfer' ? transfer(call) : supply(call),
  );

  const breadcrumb = (
    <nav aria-label={intl.formatMessage({ id: 'builder.breadcrumb' })} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/builder" data-testid="builder-back">
            <FormattedMessage
              id={backLabel(token?.owner, owner) === 'yours' ? 'builder.manage.back' : 'builder.title'}
            />
          </Link>
        </li>
        <li aria-current="page" className={styles.text}>
          {token?.symbol ?? <FormattedMessage id="title.builderToken" />}
        </li>
      </ol>
    </nav>
  );

  if (root.isError && isNotFound(root.error)) {
    return (
      <div className={styles.page} data-testid="builder-token-page">
        {breadcrumb}
        <EmptyState
          testId="builder-token-not-found"
          title={<FormattedMessage id="builder.manage.notFound.title" />}
          note={<FormattedMessage id="builder.manage.notFound.note" />}
        />
      </div>
    );
  }
  if (root.isError) {
    // a server or network failure: the token is not known missing, the read can be retried
    return (
      <div className={styles.page} data-testid="builder-token-page">
        {breadcrumb}
        <LoadError
          message={<FormattedMessage id="builder.manage.loadFailed" />}
          detail={root.error.message}
          onRetry={() => void root.refetch()}
          testId="builder-token-error"
        />
      </div>
    );
  }
  // the page's head shows from the first screen on: the root's address as title until the name arrives (changed in
  // place), and the details with the network and the root, the rest as placeholders of their size
  const head = (
    <>
      {breadcrumb}
      <h1 key="title" className={`${styles.title} ${styles.text}`} data-testid="builder-token-title">
        {token?.name ?? shortenAddress(tokenRoot)}
      </h1>
      <TokenDetails key="details" root={tokenRoot} token={token} />
    </>
  );
  if (!token)
    return (
      <div className={styles.page} data-testid="builder-token-page" aria-busy="true">
        {head}
      </div>
    );

  const connected = !!owner;
  const isOwner = !!owner && owner.toLowerCase() === token.owner.toLowerCase();
  const showActions = !connected || isOwner;
  const connect = () => void controller.connect();

  return (
    <div className={styles.page} data-testid="builder-token-page">
      {head}
      {/* the action forms' code was started with the page: below the details, nothing above them moves */}
      <Suspense fallback={null}>
        {showActions ? (
          <ManageActions
            token={token}
            connected={connected}
            busy={!!busy}
            onConnect={connect}
            onMint={(target, amount) =>
              owner ? confirm.ask({ type: 'mint', root: token.address, owner, target, amount }) : Promise.resolve(false)
            }
            onBurn={(args) =>
              owner ? confirm.ask({ type: 'burn', root: token.address, owner, ...args }) : Promise.resolve(false)
            }
            onTransfer={(newOwner) =>
              owner ? confirm.ask({ type: 'transfer', root: token.address, owner, newOwner }) : Promise.resolve(false)
            }
          />
        ) : (
          <p className={styles.note} data-testid="builder-not-owner">
            <FormattedMessage id="builder.manage.notOwner" />
          </p>
        )}
      </Suspense>
      {busy ? (
        <Suspense fallback={null}>
          <BusyDialog busy={busy} />
        </Suspense>
      ) : null}
      {confirm.call ? (
        <Suspense fallback={null}>
          <ConfirmBuilderAction confirm={confirm} token={token} />
        </Suspense>
      ) : null}
    </div>
  );
}
