import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@/shared/lib/router';
import { useWallet } from '@/shared/chain';
import { CreatePage } from '@/shared/createPage/CreatePage';
import { useConfirmFirst } from '@/shared/createPage/useConfirmFirst';
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
  const confirm = useConfirmFirst<DeployFarmParams>(create.create);
  useEffect(() => {
    if (result?.kind === 'done') navigate(`/farming/${result.pool}`);
  }, [result, navigate]);
  return (
    <CreatePage
      messages={{
        title: 'farmCreate.title',
        subtitle: 'farmCreate.subtitle',
        connectTitle: 'farmCreate.connectTitle',
        connectNote: 'farmCreate.connectNote',
      }}
      testId="farm-create"
    >
      {result?.kind === 'endFailed' ? (
        <p role="status" data-testid="farm-create-result" data-kind={result.kind}>
          <FormattedMessage
            id="farmCreate.endFailed"
            values={{ link: (text) => <a href={`/farming/${result.pool}`}>{text}</a> }}
          />
        </p>
      ) : null}
      <CreateFarmForm now={now} pending={create.pending} onCreate={confirm.ask} />
      {confirm.asked && account && create.fabric ? (
        <Suspense fallback={null}>
          <ConfirmCreateFarm
            fabric={create.fabric}
            owner={account}
            params={confirm.asked}
            onConfirm={confirm.confirm}
            onCancel={confirm.cancel}
          />
        </Suspense>
      ) : null}
    </CreatePage>
  );
}
