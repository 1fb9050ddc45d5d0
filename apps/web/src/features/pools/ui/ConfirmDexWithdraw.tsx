/**
 * The popup that confirms a DEX account withdraw with the preview before signing (lazy: loaded when the user asks
 * for one). Its line says the amount; the preview says what the chain would do.
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import previewStyles from '@/shared/chain/preview/preview.module.css';
import { formatAmount } from '@/shared/lib/format';
import type { DexWithdraw } from '../hooks/useDexWithdraw';
import { useDexWithdrawPreview } from '../hooks/useDexWithdrawPreview';

export default function ConfirmDexWithdraw({ withdraw }: { withdraw: DexWithdraw }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const asked = withdraw.asked;
  const state = useDexWithdrawPreview(asked?.call);
  if (!asked) return null;
  const { row, call } = asked;
  return (
    <PreviewConfirmDialog
      title={t('liquidity.withdraw.confirm.title', { symbol: row.symbol })}
      state={state}
      labels={{ [call.account]: t('liquidity.withdraw.confirm.account') }}
      confirmLabel={t('liquidity.withdraw.confirm.confirm')}
      onConfirm={withdraw.confirm}
      onCancel={withdraw.cancel}
      testId="dex-withdraw-confirm"
    >
      <dl className={previewStyles.rows}>
        <div className={previewStyles.row}>
          <dt>{t('liquidity.withdraw.confirm.amount')}</dt>
          <dd data-testid="dex-withdraw-confirm-amount">
            {formatAmount(row.balance.toString(), row.decimals ?? 0)} {row.symbol}
          </dd>
        </div>
      </dl>
    </PreviewConfirmDialog>
  );
}
