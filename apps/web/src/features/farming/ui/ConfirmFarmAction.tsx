/**
 * The popup that confirms a farm deposit, withdrawal or claim with the preview before signing (lazy: loaded when
 * the user asks for one). Its line says the amount; the preview says what the chain would do.
 */
import { useIntl } from 'react-intl';
import { formatUnits } from '@tycho/units';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import previewStyles from '@/shared/chain/preview/preview.module.css';
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
        <dl className={previewStyles.rows}>
          <div className={previewStyles.row}>
            <dt>{t('farm.confirm.amount')}</dt>
            <dd data-testid="farm-confirm-amount">
              {formatUnits(asked.amount, decimals)} {lpSymbol}
            </dd>
          </div>
        </dl>
      ) : null}
    </PreviewConfirmDialog>
  );
}
