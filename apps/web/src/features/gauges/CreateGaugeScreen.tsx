import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { CreatePage } from '@/shared/createPage/CreatePage';
import { useConfirmFirst } from '@/shared/createPage/useConfirmFirst';
import { useCreateGauge } from './hooks/useCreateGauge';
import { useAccountAddress } from './hooks/useGauges';
import { CreateGaugeForm } from './ui/CreateGaugeForm';
import type { DeployGaugeCall } from './chain/gaugeFactoryChain';

const ConfirmCreateGauge = lazy(() => import('./ui/ConfirmCreateGauge'));

/** `/gauges/create`: a gauge through the gauge factory, owned by the connected wallet. */
export default function CreateGaugeScreen() {
  const account = useAccountAddress();
  const create = useCreateGauge(account);
  const result = create.result;
  const confirm = useConfirmFirst<DeployGaugeCall>(create.create);
  return (
    <CreatePage
      messages={{
        title: 'gaugeCreate.title',
        subtitle: 'gaugeCreate.subtitle',
        connectTitle: 'gaugeCreate.connectTitle',
        connectNote: 'gaugeCreate.connectNote',
      }}
      testId="gauge-create"
    >
      {result ? (
        <p role="status" data-testid="gauge-create-result" data-kind={result.kind}>
          {result.kind === 'done' ? (
            <>
              <FormattedMessage id="gaugeCreate.done" />{' '}
              <Link to={`/gauges/${result.gauge}`} data-testid="gauge-create-open">
                <FormattedMessage id="gaugeCreate.open" />
              </Link>
            </>
          ) : (
            <FormattedMessage
              id={`gaugeCreate.${result.kind}`}
              values={{ message: result.kind === 'failed' ? result.message : '' }}
            />
          )}
        </p>
      ) : null}
      <CreateGaugeForm
        qubeRoot={create.qube}
        pending={create.pending}
        onCreate={(params) => confirm.ask(create.callOf(params))}
      />
      {confirm.asked ? (
        <Suspense fallback={null}>
          <ConfirmCreateGauge call={confirm.asked} onConfirm={confirm.confirm} onCancel={confirm.cancel} />
        </Suspense>
      ) : null}
    </CreatePage>
  );
}
