/**
 * The popup that confirms a proposal action with the preview before signing (lazy: loaded when the user asks for
 * one). Its lines say what the action is; the preview runs the very call the send signs. A create deploys the
 * proposal's contract, which the preview cannot follow: the popup says so and keeps the coin it attaches.
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { PreviewRows } from '@/shared/chain/preview/PreviewRows';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import page from '@/shared/ui/page.module.css';
import type { ProposalCall } from '../chain/proposalsChain';
import type { ProposalConfirm } from '../hooks/useProposalConfirm';
import { confirmView } from '../logic/confirm';

const chain = () => import('../chain/proposalsChain');

/** The contract the wallet's message goes to, named if a step there fails. */
const contractOf = (call: ProposalCall): [string, string] =>
  call.type === 'create'
    ? [call.daoRoot, 'proposals.confirm.contract.root']
    : call.type === 'cancel'
      ? [call.proposal, 'proposals.confirm.contract.proposal']
      : [call.voteEscrow, 'proposals.confirm.contract.escrow'];

export default function ConfirmProposalAction({ confirm }: { confirm: ProposalConfirm }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const call = confirm.call;
  const state = useCallPreview(
    ['proposal', call && JSON.stringify(call, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))],
    call && (async () => (await chain()).proposalWalletCall(call)),
  );
  if (!call) return null;
  const view = confirmView(call);
  const lines = view.lines.map((l) => ({ ...l, text: l.message ? t(l.value) : l.value }));
  if (call.type === 'create')
    lines.push({
      id: 'value',
      label: 'proposals.confirm.value',
      value: '',
      text: `${formatAmount(call.value, config.nativeCoin.decimals)} ${config.nativeCoin.symbol}`,
    });
  const [contract, contractLabel] = contractOf(call);
  return (
    <PreviewConfirmDialog
      title={t(view.title)}
      state={state}
      labels={{ [contract]: t(contractLabel) }}
      confirmLabel={t(view.confirm)}
      onConfirm={confirm.confirm}
      onCancel={confirm.cancel}
      testId="proposal-confirm"
    >
      {confirm.note ? (
        <p className={page.warning} data-testid="proposal-confirm-batches">
          {intl.formatMessage({ id: confirm.note.id }, confirm.note.values)}
        </p>
      ) : null}
      {view.note ? (
        <p className={page.warning} data-testid="proposal-confirm-note">
          {t(view.note)}
        </p>
      ) : null}
      <PreviewRows
        rows={lines.map((l) => ({ id: l.id, label: t(l.label), value: l.text, testId: `proposal-confirm-${l.id}` }))}
      />
    </PreviewConfirmDialog>
  );
}
