/**
 * What a feature's confirmation says beside its preview before signing (issue 43), as its pure `logic/` view gives
 * it: the title, the primary button, the lines (message ids and values) and the contract the message goes to (a
 * failing step is named with it); and the lines as the popup shows them (`<testId>-<line id>`).
 */
import { useIntl } from 'react-intl';
import { PreviewRows } from './PreviewRows';

export interface ConfirmView {
  title: string;
  confirm: string;
  lines: { id: string; label: string; value: string }[];
  contract: { address: string; label: string };
}

export function ConfirmLines({ lines, testId }: { lines: ConfirmView['lines']; testId: string }) {
  const intl = useIntl();
  return (
    <PreviewRows
      rows={lines.map((l) => ({
        id: l.id,
        label: intl.formatMessage({ id: l.label }),
        value: l.value,
        testId: `${testId}-${l.id}`,
      }))}
    />
  );
}

/** The dialog's title, primary button and contract name of a view, translated with `t`. */
export function confirmDialogProps(view: ConfirmView, t: (id: string) => string) {
  return {
    title: t(view.title),
    labels: { [view.contract.address]: t(view.contract.label) },
    confirmLabel: t(view.confirm),
  };
}
