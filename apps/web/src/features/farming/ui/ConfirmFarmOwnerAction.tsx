/**
 * The popup that confirms an owner's reward deposit, new round, end or unclaimed withdrawal with the preview before
 * signing (lazy: loaded when the owner asks for one). Its lines say the figures; the preview says what the chain
 * would do (a reward deposit: the reward token leaving the owner's wallet).
 */
import type { FarmingPool } from '@tycho/api';
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { ConfirmLines, confirmDialogProps } from '@/shared/chain/preview/ConfirmLines';
import type { FarmOwnerConfirm } from '../hooks/useFarmConfirm';
import { farmOwnerConfirmView } from '../logic/ownerConfirm';

interface Props {
  confirm: FarmOwnerConfirm;
  pool: FarmingPool;
}

export default function ConfirmFarmOwnerAction({ confirm, pool }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const asked = confirm.asked;
  if (!asked) return null;
  const view = farmOwnerConfirmView(asked, pool);
  return (
    <PreviewConfirmDialog
      {...confirmDialogProps(view, t)}
      state={confirm.state}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="farm-owner-confirm"
    >
      <ConfirmLines lines={view.lines} testId="farm-owner-confirm" />
    </PreviewConfirmDialog>
  );
}
