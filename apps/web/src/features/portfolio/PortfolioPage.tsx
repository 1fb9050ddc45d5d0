import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from '@/shared/lib/router';
import { useWallet, useWalletPending } from '@/shared/chain';
import { shortenAddress } from '@/shared/lib/format';
import { WalletGate } from '@/shared/ui/WalletGate';
import { usePortfolioAction } from './hooks/usePortfolioAction';
import { viewerOf } from './logic/view';
import { BuilderSection, DaoSection, GaugesSection, LimitSection } from './ui/PositionSections';
import { FarmsSection } from './ui/FarmsSection';
import { ProposalVotesSection } from './ui/ProposalVotesSection';
import { History, Totals } from './ui/Totals';
import { DexAccountSection, LpSection, TokensSection } from './ui/WalletSections';
import styles from './ui/portfolio.module.css';

const ConfirmPortfolioAction = lazy(() => import('./ui/ConfirmPortfolioAction'));

/**
 * `/portfolio` (the connected wallet's) and `/portfolio/{address}` (any address, read-only unless it is the
 * connected wallet): totals, history and one section per kind of holding, each from its own API call.
 */
export default function PortfolioPage() {
  const { address: param } = useParams();
  const wallet = useWallet();
  const pending = useWalletPending();
  const connected = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const viewer = viewerOf({ param, connected, checking: pending });
  const actions = usePortfolioAction();

  // the page says what it shows from its first screen on, whoever the viewer turns out to be
  const header = (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="portfolio.title" />
        </h1>
        {viewer.kind === 'other' || viewer.kind === 'own' ? (
          <p className={styles.address} data-testid="portfolio-address" title={viewer.address}>
            {shortenAddress(viewer.address)}
          </p>
        ) : null}
      </header>
      <p className={styles.subtitle}>
        <FormattedMessage id="portfolio.subtitle" />
      </p>
    </>
  );
  if (viewer.kind === 'checking' || viewer.kind === 'connect') {
    return (
      <div className={styles.page} data-testid="portfolio-page">
        {header}
        <WalletGate
          status={wallet.status}
          title={<FormattedMessage id="portfolio.connect.title" />}
          note={<FormattedMessage id="portfolio.connect.note" />}
          testId="portfolio-connect"
        >
          {null}
        </WalletGate>
      </div>
    );
  }
  const { address } = viewer;
  const owner = viewer.kind === 'own' ? address : undefined;
  return (
    <div className={styles.page} data-testid="portfolio-page" data-read-only={owner ? 'false' : 'true'}>
      {header}
      {owner ? null : (
        <p className={styles.readOnly} role="note" data-testid="portfolio-read-only">
          <FormattedMessage id="portfolio.readOnly" />
        </p>
      )}
      <Totals address={address} />
      <History address={address} />
      <TokensSection address={address} />
      <LpSection address={address} />
      <DexAccountSection address={address} />
      <FarmsSection address={address} owner={owner} actions={actions} />
      <GaugesSection address={address} owner={owner} actions={actions} />
      <DaoSection address={address} owner={owner} actions={actions} />
      <ProposalVotesSection address={address} owner={owner} actions={actions} />
      <LimitSection address={address} owner={owner} actions={actions} />
      <BuilderSection address={address} />
      {actions.asked ? (
        <Suspense fallback={null}>
          <ConfirmPortfolioAction
            asked={actions.asked}
            busy={actions.busy !== undefined}
            onConfirm={actions.confirm}
            onCancel={actions.cancel}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
