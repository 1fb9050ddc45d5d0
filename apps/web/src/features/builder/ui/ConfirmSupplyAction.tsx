/**
 * The popup that confirms a mint or burn with the preview before signing (lazy: loaded when the owner asks for
 * one). Its lines say the amount and the holder; the preview runs the very call the send signs and shows the
 * holder's balance change beside the owner's own (the holder is watched).
 */
import { useIntl } from 'react-intl';
import { formatUnits } from '@tycho/units';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import previewStyles from '@/shared/chain/preview/preview.module.css';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { shortenAddress } from '@/shared/lib/address';
import type { SupplyConfirm } from '../hooks/useSupplyConfirm';
import type { BuilderToken } from '../logic/builderList';

const chain = () => import('../chain/builderChain');

export default function ConfirmSupplyAction({ confirm, token }: { confirm: SupplyConfirm; token: BuilderToken }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const call = confirm.call;
  const burn = call?.type === 'burn' ? call : undefined;
  const state = useCallPreview(
    [
      'supply',
      call?.type,
      call?.root,
      call?.owner,
      call?.target,
      call?.amount.toString(),
      burn?.callbackTo,
      burn?.payload,
    ],
    call && (async () => (await chain()).supplyWalletCall(call)),
    [],
    call && call.target.toLowerCase() !== call.owner.toLowerCase() ? [call.target] : [],
  );
  if (!call) return null;
  const lines: [string, string, string][] = [
    [t('builder.confirm.amount'), `${formatUnits(call.amount, token.decimals)} ${token.symbol}`, 'amount'],
    [t(`builder.confirm.target.${call.type}`), shortenAddress(call.target), 'target'],
  ];
  return (
    <PreviewConfirmDialog
      title={t(`builder.confirm.${call.type}`)}
      state={state}
      labels={{ [call.root]: t('builder.confirm.root') }}
      confirmLabel={t(`builder.${call.type}.submit`)}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="builder-confirm"
    >
      <dl className={previewStyles.rows}>
        {lines.map(([label, value, id]) => (
          <div className={previewStyles.row} key={id}>
            <dt>{label}</dt>
            <dd data-testid={`builder-confirm-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </PreviewConfirmDialog>
  );
}
