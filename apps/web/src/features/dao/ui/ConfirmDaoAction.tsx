/**
 * The popup that confirms a DAO action (lock, unlock, epoch vote, whitelisting payment) with the preview before signing (lazy: loaded
 * when the user asks for one). Its lines say what the action is (a vote also the one-vote-per-epoch warning: the
 * vote's only confirmation); the preview runs the very call the send signs.
 */
import { useIntl } from 'react-intl';
import { formatUnits } from '@tycho/units';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import previewStyles from '@/shared/chain/preview/preview.module.css';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount } from '@/shared/lib/format';
import type { DaoConfirm } from '../hooks/useDaoConfirm';
import { DAY_SECONDS } from '../logic/lock';

const chain = () => import('../chain/voteEscrowChain');

const CONFIRM_LABEL = {
  lock: 'dao.lock.submit',
  unlock: 'dao.withdraw.unlock',
  whitelist: 'dao.whitelist.submit',
  vote: 'dao.vote.submit',
  finish: 'dao.epoch.finish',
} as const;

interface Props {
  confirm: DaoConfirm;
  decimals: number;
  symbol: string;
}

export default function ConfirmDaoAction({ confirm, decimals, symbol }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const call = confirm.asked?.call;
  const state = useCallPreview(
    ['dao', call?.type, call?.owner, call?.callId],
    call && (async () => (await chain()).daoWalletCall(call)),
  );
  if (!call) return null;
  const amount =
    call.type === 'lock' || call.type === 'whitelist'
      ? call.amount
      : call.type === 'vote'
        ? [...call.votes.values()].reduce((sum, v) => sum + v, 0n)
        : confirm.asked?.expected;
  // a vote is counted in voting power (ve + the vote token)
  const unit = call.type === 'vote' ? `ve${symbol}` : symbol;
  const lines: [string, string, string][] = [];
  if (amount !== undefined) lines.push([t('dao.confirm.amount'), `${formatUnits(amount, decimals)} ${unit}`, 'amount']);
  if (call.type === 'lock') lines.push([t('dao.confirm.days'), String(call.lockSeconds / DAY_SECONDS), 'days']);
  if (call.type === 'whitelist') lines.push([t('dao.confirm.gauge'), shortenAddress(call.gauge), 'gauge']);
  return (
    <PreviewConfirmDialog
      title={t(`dao.confirm.${call.type}`)}
      state={state}
      labels={{ [call.escrow]: t('dao.confirm.escrow') }}
      confirmLabel={t(CONFIRM_LABEL[call.type])}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="dao-confirm"
    >
      {call.type === 'vote' && confirm.asked?.power !== undefined ? (
        <p className={previewStyles.note} data-testid="dao-confirm-note">
          {intl.formatMessage(
            { id: 'dao.vote.confirm' },
            { amount: formatAmount(amount ?? 0n, decimals), power: formatAmount(confirm.asked.power, decimals) },
          )}
        </p>
      ) : null}
      <PreviewRows rows={lines.map(([label, value, id]) => ({ id, label, value, testId: `dao-confirm-${id}` }))} />
    </PreviewConfirmDialog>
  );
}
