/**
 * What a feature's confirmation says beside its preview before signing (issue 43), as its pure `logic/` view gives
 * it: the title, the primary button, the lines (message ids and values) and the contract the message goes to (a
 * failing step is named with it); and the lines as the popup shows them (`<testId>-<line id>`).
 */
import { useIntl } from 'react-intl';
import styles from './preview.module.css';

export interface ConfirmView {
  title: string;
  confirm: string;
  lines: { id: string; label: string; value: string }[];
  contract: { address: string; label: string };
}

export function ConfirmLines({ lines, testId }: { lines: ConfirmView['lines']; testId: string }) {
  const intl = useIntl();
  if (lines.length === 0) return null;
  return (
    <dl className={styles.rows}>
      {lines.map((l) => (
        <div className={styles.row} key={l.id}>
          <dt>{intl.formatMessage({ id: l.label })}</dt>
          <dd data-testid={`${testId}-${l.id}`}>{l.value}</dd>
        </div>
      ))}
    </dl>
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
