/**
 * The popup that confirms a portfolio action with the preview before signing (lazy: loaded when the user asks for
 * one). The preview runs the very message the send signs (portfolioChain's one builder); confirming closes it and
 * sends, closing it sends nothing.
 */
import { useIntl } from 'react-intl';
import PreviewConfirmDialog from '@/shared/chain/preview/PreviewConfirmDialog';
import { ConfirmLines, confirmDialogProps } from '@/shared/chain/preview/ConfirmLines';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import type { AskedAction } from '../hooks/usePortfolioAction';
import { portfolioConfirmView } from '../logic/confirm';

const chain = () => import('../chain/portfolioChain');

interface Props {
  asked: AskedAction;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmPortfolioAction({ asked, busy, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { call } = asked;
  const state = useCallPreview(['portfolio', call.type, JSON.stringify(call)], async () =>
    (await chain()).portfolioWalletCall(call),
  );
  const view = portfolioConfirmView(call);
  return (
    <PreviewConfirmDialog
      {...confirmDialogProps(view, t)}
      state={state}
      dismissLabel={view.dismiss ? t(view.dismiss) : undefined}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      testId="portfolio-confirm"
    >
      <ConfirmLines lines={view.lines} testId="portfolio-confirm" />
    </PreviewConfirmDialog>
  );
}
