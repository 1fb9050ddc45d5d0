/**
 * The popup that confirms a farm pool's creation with the preview before signing (lazy). Creating deploys the pool,
 * which the preview cannot follow: it says so, and the lines show what is created and the coin attached (not
 * returned).
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { config } from '@/shared/config';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount } from '@/shared/lib/format';
import { CREATE_FARM_VALUE, type DeployFarmParams } from '../logic/createFarm';

const chain = () => import('../chain/farmFabricChain');

interface Props {
  fabric: string;
  owner: string;
  params: DeployFarmParams;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmCreateFarm({ fabric, owner, params, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useCallPreview(
    [
      'farmCreate',
      fabric,
      owner,
      JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ],
    async () => (await chain()).deployFarmWalletCall({ fabric, owner, params }),
  );
  const coin = config.nativeCoin;
  return (
    <PreviewConfirmDialog
      title={t('farmCreate.confirm.title')}
      state={state}
      labels={{ [fabric]: t('farmCreate.confirm.contract') }}
      confirmLabel={t('farmCreate.submit')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="farm-create-confirm"
    >
      <PreviewRows
        rows={[
          {
            id: 'token',
            label: t('farmCreate.confirm.token'),
            value: shortenAddress(params.tokenRoot),
            testId: 'farm-create-confirm-token',
          },
          {
            id: 'rewards',
            label: t('farmCreate.confirm.rewards'),
            value: String(params.rewardRoots.length),
            testId: 'farm-create-confirm-rewards',
          },
          {
            id: 'value',
            label: t('farmCreate.confirm.value'),
            value: `${formatAmount(CREATE_FARM_VALUE.toString(), coin.decimals)} ${coin.symbol}`,
            testId: 'farm-create-confirm-value',
            exact: CREATE_FARM_VALUE.toString(),
          },
        ]}
      />
    </PreviewConfirmDialog>
  );
}
