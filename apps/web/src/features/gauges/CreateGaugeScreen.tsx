import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { useWallet } from '@/shared/chain';
import styles from '@/shared/ui/page.module.css';
import { WalletGate } from '@/shared/ui/WalletGate';
import { useCreateGauge } from './hooks/useCreateGauge';
import { useAccountAddress } from './hooks/useGauges';
import { CreateGaugeForm } from './ui/CreateGaugeForm';
import type { DeployGaugeCall } from './chain/gaugeFactoryChain';

const ConfirmCreateGauge = lazy(() => import('./ui/ConfirmCreateGauge'));

/** `/gauges/create`: a gauge through the gauge factory, owned by the connected wallet. */
export default function CreateGaugeScreen() {
  const wallet = useWallet();
  const account = useAccountAddress();
  const create = useCreateGauge(account);
  const result = create.result;
  // the creation first opens its confirmation with the preview before signing; confirming sends that call
  const [asked, setAsked] = useState<DeployGaugeCall>();
  return (
    <div className={styles.page} data-testid="gauge-create-page">
      <h1 className={styles.title}>
        <FormattedMessage id="gaugeCreate.title" />
      </h1>
      <p className={styles.subtitle}>
        <FormattedMessage id="gaugeCreate.subtitle" />
      </p>
      <WalletGate
        status={wallet.status}
        title={<FormattedMessage id="gaugeCreate.connectTitle" />}
        note={<FormattedMessage id="gaugeCreate.connectNote" />}
        testId="gauge-create-connect"
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
          onCreate={(params) => setAsked(create.callOf(params))}
        />
        {asked ? (
          <Suspense fallback={null}>
            <ConfirmCreateGauge
              call={asked}
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
