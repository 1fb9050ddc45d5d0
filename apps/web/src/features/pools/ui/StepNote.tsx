import { useIntl } from 'react-intl';
import { stepNote, type AddLiquidityStep } from '../logic/addLiquiditySteps';
import styles from './styles';

/** The step annotation beside the add form's button (spec 2.5): the next step and why it is needed. */
export function StepNote({ step, id }: { step: AddLiquidityStep; id: string }) {
  const intl = useIntl();
  const note = stepNote(step);
  if (!note) return null;
  return (
    <p className={styles.stepNote} id={id} data-testid="add-step-note" data-note={note.id}>
      {intl.formatMessage({ id: note.id }, note.values)}
    </p>
  );
}
