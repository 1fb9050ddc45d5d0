/**
 * The popup that confirms a gauge owner's reward deposit, new speed, end or unclaimed withdrawal with the preview
 * before signing (lazy: loaded when the owner asks for one). The preview runs the very message the send signs
 * (gaugeOwnerChain's one builder, same call id); confirming closes it and sends, closing it sends nothing.
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { ConfirmLines, confirmDialogProps } from '@/shared/chain/preview/ConfirmLines';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import type { GaugeOwnerConfirm } from '../hooks/useGaugeOwner';
import { gaugeOwnerCall, gaugeOwnerConfirmView } from '../logic/ownerConfirm';

const chain = () => import('../chain/gaugeOwnerChain');

interface Props {
  confirm: GaugeOwnerConfirm & { asked: NonNullable<GaugeOwnerConfirm['asked']> };
  gauge: string;
  owner: string;
  /** The asked token's root and its symbol and decimals. */
  root: string;
  token: { symbol: string; decimals: number };
  busy: boolean;
}

export default function ConfirmOwnerAction({ confirm, gauge, owner, root, token, busy }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const call = gaugeOwnerCall(confirm.asked, { gauge, owner, root });
  const state = useCallPreview(['gaugeOwner', ...Object.values(call).map(String)], async () =>
    (await chain()).gaugeOwnerWalletCall(call),
  );
  const view = gaugeOwnerConfirmView(confirm.asked, token, gauge);
  return (
    <PreviewConfirmDialog
      {...confirmDialogProps(view, t)}
      state={state}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      busy={busy}
      testId="gauge-owner-confirm"
    >
      <ConfirmLines lines={view.lines} testId="gauge-owner-confirm" />
    </PreviewConfirmDialog>
  );
}
