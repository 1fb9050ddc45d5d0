/**
 * The popup that confirms a farm deposit, withdrawal or claim with the preview before signing (lazy: loaded when
 * the user asks for one). Its line says the amount; the preview says what the chain would do.
 */
import { useIntl } from 'react-intl';
import { formatUnits } from '@tycho/units';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import type { FarmConfirm } from '../hooks/useFarmConfirm';

interface Props {
  confirm: FarmConfirm;
  pool: string;
  decimals: number;
  lpSymbol: string;
}

export default function ConfirmFarmAction({ confirm, pool, decimals, lpSymbol }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const asked = confirm.asked;
  if (!asked) return null;
  return (
    <PreviewConfirmDialog
      title={t(`farm.confirm.${asked.type}`)}
      state={confirm.state}
      labels={{ [pool]: t('farm.confirm.pool') }}
      confirmLabel={t(`farm.${asked.type}`)}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="farm-confirm"
    >
      {asked.type !== 'claim' ? (
        <PreviewRows
          rows={[
            {
              id: 'amount',
              label: t('farm.confirm.amount'),
              value: `${formatUnits(asked.amount, decimals)} ${lpSymbol}`,
              testId: 'farm-confirm-amount',
            },
          ]}
        />
      ) : null}
    </PreviewConfirmDialog>
  );
}
