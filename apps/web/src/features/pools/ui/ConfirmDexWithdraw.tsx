/**
 * The popup that confirms a DEX account withdraw with the preview before signing (lazy: loaded when the user asks
 * for one). Its line says the amount; the preview says what the chain would do.
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
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
      <PreviewRows
        rows={[
          {
            id: 'amount',
            label: t('liquidity.withdraw.confirm.amount'),
            value: `${formatAmount(row.balance.toString(), row.decimals ?? 0)} ${row.symbol}`,
            testId: 'dex-withdraw-confirm-amount',
          },
        ]}
      />
    </PreviewConfirmDialog>
  );
}
