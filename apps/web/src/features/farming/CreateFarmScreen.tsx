import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@/shared/lib/router';
import { useWallet } from '@/shared/chain';
import styles from '@/shared/ui/page.module.css';
import { WalletGate } from '@/shared/ui/WalletGate';
import { useCreateFarm } from './hooks/useCreateFarm';
import { useAccountAddress } from './hooks/useFarming';
import { config } from '@/shared/config';
import { useNow } from './hooks/useFarmChain';
import { CreateFarmForm } from './ui/CreateFarmForm';
import type { DeployFarmParams } from './logic/createFarm';

const ConfirmCreateFarm = lazy(() => import('./ui/ConfirmCreateFarm'));

/** `/farming/create`: a farm pool through the farm fabric, owned by the connected wallet; then its page. */
export default function CreateFarmScreen() {
  const wallet = useWallet();
  const navigate = useNavigate();
  const account = useAccountAddress();
  // the earliest start goes by the chain's clock (the fabric's state time, as the pool page reads its pool's), not
  // the browser's: the local network's clock runs ahead of it
  const now = useNow(config.farmFabric, wallet.status === 'connected' && config.farmFabric !== '', 0);
  const create = useCreateFarm(account);
  const result = create.result;
  // the creation first opens its confirmation with the preview before signing; confirming sends that call
  const [asked, setAsked] = useState<DeployFarmParams>();
  useEffect(() => {
    if (result?.kind === 'done') navigate(`/farming/${result.pool}`);
  }, [result, navigate]);
  return (
    <div className={styles.page} data-testid="farm-create-page">
      <h1 className={styles.title}>
        <FormattedMessage id="farmCreate.title" />
      </h1>
      <p className={styles.subtitle}>
        <FormattedMessage id="farmCreate.subtitle" />
      </p>
      <WalletGate
        status={wallet.status}
        title={<FormattedMessage id="farmCreate.connectTitle" />}
        note={<FormattedMessage id="farmCreate.connectNote" />}
        testId="farm-create-connect"
      >
        {result?.kind === 'endFailed' ? (
          <p role="status" data-testid="farm-create-result" data-kind={result.kind}>
            <FormattedMessage
              id="farmCreate.endFailed"
              values={{ link: (text) => <a href={`/farming/${result.pool}`}>{text}</a> }}
            />
          </p>
        ) : null}
        <CreateFarmForm now={now} pending={create.pending} onCreate={setAsked} />
        {asked && account && create.fabric ? (
          <Suspense fallback={null}>
            <ConfirmCreateFarm
              fabric={create.fabric}
              owner={account}
              params={asked}
              onConfirm={() => {
                setAsked(undefined);
                create.create(asked);
              }}
              onCancel={() => setAsked(undefined)}
            />
          </Suspense>
        ) : null}
      </WalletGate>
    </div>
  );
}
