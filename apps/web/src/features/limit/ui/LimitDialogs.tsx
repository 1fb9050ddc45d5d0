import { config } from '@/shared/config';
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { useLimitPreview } from '../hooks/useLimitPreview';
import type { useLimitScreen } from '../hooks/useLimitScreen';
import { ActionDialog, Summary } from './ActionDialog';
import styles from './limit.module.css';
import { FillDialog } from './FillDialog';

/**
 * The limit page's popups (confirm an order, deploy an order root, cancel, fill from the book): a chunk of their own,
 * with Radix Dialog, fetched after the page's first render (issue 17).
 */
export default function LimitDialogs({ m }: { m: ReturnType<typeof useLimitScreen> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { left, right } = m.pair;
  const busy = !!m.actions.busy;
  const dialog = m.dialog;
  const close = () => m.setDialog(undefined);
  // the place and cancel popups show the exact call run locally before the wallet opens (issue 43)
  const preview = useLimitPreview(m.dialogCall);
  return (
    <>
      {dialog?.kind === 'deployRoot' && (
        <ActionDialog
          testId="limit-root-dialog"
          title={t('limit.root.title', { symbol: dialog.symbol })}
          rows={[]}
          note={t('limit.root.text', { symbol: dialog.symbol, coin: config.nativeCoin.symbol })}
          confirm={t('limit.root.confirm')}
          busy={busy}
          onConfirm={() => void m.deployRoot(dialog.token, dialog.symbol)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'confirm' && m.form.state.spent && m.form.state.expected && left && right && (
        <PreviewConfirmDialog
          testId="limit-confirm-dialog"
          title={t('limit.confirm.title')}
          state={preview}
          labels={{ [dialog.root]: t('limit.confirm.root') }}
          confirmLabel={t('limit.confirm.confirm')}
          busy={busy}
          onConfirm={() => void m.place()}
          onCancel={close}
        >
          <Summary
            rows={[
              [t('limit.confirm.side'), t(`limit.side.${m.form.side}`, { symbol: left.symbol })],
              [t('limit.confirm.price'), `${m.form.priceText} ${right.symbol}`],
              [t('limit.confirm.spend'), m.amountOf(m.form.state.spent.amount, m.form.state.spent.token.root)],
              [t('limit.confirm.receive'), m.amountOf(m.form.state.expected.amount, m.form.state.expected.token.root)],
            ]}
          />
          <p className={styles.muted}>{t('limit.confirm.note')}</p>
        </PreviewConfirmDialog>
      )}
      {dialog?.kind === 'cancel' && (
        <PreviewConfirmDialog
          testId="limit-cancel-dialog"
          title={t('limit.cancel.title')}
          state={preview}
          labels={{ [dialog.row.order.address]: t('limit.cancel.order') }}
          confirmLabel={t('limit.cancel.confirm')}
          dismissLabel={t('limit.cancel.keep')}
          busy={busy}
          onConfirm={() => void m.cancel(dialog.row)}
          onCancel={close}
        >
          <Summary
            rows={[
              [
                t('limit.cancel.returns'),
                m.amountOf(BigInt(dialog.row.order.currentSpentAmount), dialog.row.order.spentTokenRoot),
              ],
            ]}
          />
          <p className={styles.muted}>{t('limit.cancel.note')}</p>
        </PreviewConfirmDialog>
      )}
      {dialog?.kind === 'fill' && left && right && left.decimals !== undefined && right.decimals !== undefined && (
        <FillDialog
          row={dialog.row}
          gets={
            dialog.row.side === 'sell' ? { ...left, decimals: left.decimals } : { ...right, decimals: right.decimals }
          }
          pays={
            dialog.row.side === 'sell' ? { ...right, decimals: right.decimals } : { ...left, decimals: left.decimals }
          }
          balance={m.balanceOf(dialog.row.order.receiveTokenRoot)}
          quote={(amount) => m.actions.quote(dialog.row.order.address, amount)}
          callFor={(cost) => m.fillCall(dialog, cost)}
          busy={busy}
          onConfirm={(cost, amount) => void m.fill(dialog.row, cost, amount)}
          onClose={close}
        />
      )}
    </>
  );
}
