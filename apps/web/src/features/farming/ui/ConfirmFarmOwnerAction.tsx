/**
 * The popup that confirms an owner's reward deposit, new round, end or unclaimed withdrawal with the preview before
 * signing (lazy: loaded when the owner asks for one). Its lines say the figures; the preview says what the chain
 * would do (a reward deposit: the reward token leaving the owner's wallet).
 */
import type { FarmingPool } from '@tycho/api';
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import previewStyles from '@/shared/chain/preview/preview.module.css';
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
      title={t(view.title)}
      state={confirm.state}
      labels={{ [view.contract.address]: t(view.contract.label) }}
      confirmLabel={t(view.confirm)}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="farm-owner-confirm"
    >
      {view.lines.length > 0 ? (
        <dl className={previewStyles.rows}>
          {view.lines.map((l) => (
            <div className={previewStyles.row} key={l.id}>
              <dt>{t(l.label)}</dt>
              <dd data-testid={`farm-owner-confirm-${l.id}`}>{l.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </PreviewConfirmDialog>
  );
}
