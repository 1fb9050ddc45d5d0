/**
 * The popup that confirms a gauge deposit, withdrawal or claim with the preview before signing (lazy: loaded when
 * the user asks for an action). Its lines say what the action is; the preview says what the chain would do.
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import { DAY_SECONDS } from '../logic/boost';
import type { GaugeConfirm } from '../hooks/useGaugeConfirm';
import { useGaugeActionPreview } from '../hooks/useGaugeActionPreview';

export default function ConfirmAction({ confirm, gauge }: { confirm: GaugeConfirm; gauge: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useGaugeActionPreview(confirm);
  if (!confirm.asked) return null;
  const { action, values } = confirm.asked;
  const lines: [string, string, string][] = [];
  if (action.type === 'claim') lines.push([t('gauge.confirm.rewards'), values.rewards ?? '', 'rewards']);
  else lines.push([t('gauge.confirm.amount'), values.amount ?? '', 'amount']);
  if (action.type === 'deposit')
    lines.push([t('gauge.confirm.lockDays'), String(action.lockSeconds / DAY_SECONDS), 'lock']);
  return (
    <PreviewConfirmDialog
      title={t(`gauge.confirm.${action.type}`)}
      state={state}
      labels={{ [gauge]: t('gauge.confirm.gauge') }}
      confirmLabel={t(`gauge.${action.type}`)}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="gauge-confirm"
    >
      <PreviewRows rows={lines.map(([label, value, id]) => ({ id, label, value, testId: `gauge-confirm-${id}` }))} />
    </PreviewConfirmDialog>
  );
}
