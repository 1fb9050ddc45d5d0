/**
 * The popup that confirms an N-pool form's deposit of one token into the DEX account with the preview before
 * signing (lazy: loaded when the user asks for one). Its line says the amount; the preview runs the transfer the
 * send signs, with the same gas.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import { formatAmount } from '@/shared/lib/format';
import type { AskedDeposit } from '../hooks/usePoolAddLiquidity';
import { depositPreviewCall, depositPreviewKey } from '../hooks/liquidityGas';

interface Props {
  asked: AskedDeposit;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDeposit({ asked, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const client = useQueryClient();
  const { ask } = asked;
  const state = useCallPreview(depositPreviewKey(ask), () => depositPreviewCall(client, ask));
  return (
    <PreviewConfirmDialog
      title={t('liquidity.deposit.confirm.title', { symbol: asked.symbol })}
      state={state}
      labels={{ [asked.ask.account]: t('liquidity.withdraw.confirm.account') }}
      confirmLabel={t('liquidity.deposit.confirm.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="pool-deposit-confirm"
    >
      <PreviewRows
        rows={[
          {
            id: 'amount',
            label: t('liquidity.withdraw.confirm.amount'),
            value: `${formatAmount(asked.ask.amount.toString(), asked.decimals ?? 0)} ${asked.symbol}`,
            testId: 'pool-deposit-confirm-amount',
            exact: asked.ask.amount.toString(),
          },
        ]}
      />
    </PreviewConfirmDialog>
  );
}
