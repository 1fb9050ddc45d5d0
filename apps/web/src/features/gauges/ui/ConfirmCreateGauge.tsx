/**
 * The popup that confirms a gauge's creation with the preview before signing (lazy). Creating deploys the gauge,
 * which the preview cannot follow: it says so, and the lines show what is created and the coin attached.
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { config } from '@/shared/config';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount } from '@/shared/lib/format';
import type { DeployGaugeCall } from '../chain/gaugeFactoryChain';

const chain = () => import('../chain/gaugeFactoryChain');

interface Props {
  call: DeployGaugeCall;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmCreateGauge({ call, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useCallPreview(
    [
      'gaugeCreate',
      call.owner,
      call.callId,
      JSON.stringify(call.params, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ],
    async () => (await chain()).deployGaugeWalletCall(call),
  );
  const coin = config.nativeCoin;
  return (
    <PreviewConfirmDialog
      title={t('gaugeCreate.confirm.title')}
      state={state}
      labels={{ [call.factory]: t('gaugeCreate.confirm.contract') }}
      confirmLabel={t('gaugeCreate.submit')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="gauge-create-confirm"
    >
      <PreviewRows
        rows={[
          {
            id: 'token',
            label: t('gaugeCreate.confirm.token'),
            value: shortenAddress(call.params.depositRoot),
            testId: 'gauge-create-confirm-token',
          },
          {
            id: 'rewards',
            label: t('gaugeCreate.confirm.rewards'),
            value: String(call.params.rewardRoots.length),
            testId: 'gauge-create-confirm-rewards',
          },
          {
            id: 'value',
            label: t('gaugeCreate.confirm.value'),
            value: `${formatAmount(call.value.toString(), coin.decimals)} ${coin.symbol}`,
            testId: 'gauge-create-confirm-value',
            exact: call.value.toString(),
          },
        ]}
      />
    </PreviewConfirmDialog>
  );
}
