/**
 * The foot of both add-liquidity forms (pair and N-pool): the preview before signing of the step the button sends, the
 * one primary button labelled by the step (held while a failing preview is not acknowledged), and the step's note.
 */
import { useIntl } from 'react-intl';
import type { PreviewState } from '@/shared/chain/preview/usePreview';
import { Button } from '@/shared/ui/Button';
import { stepNote, type AddLiquidityStep } from '../logic/addLiquiditySteps';
import { FormPreview } from './FormPreview';
import { StepNote } from './StepNote';

interface Props {
  step: AddLiquidityStep;
  preview:
    { state: PreviewState; sendAnyway: boolean; setSendAnyway: (value: boolean) => void; blocks: boolean } | undefined;
  /** The form's `useId()`: the note's id is derived from it. */
  id: string;
  testId: string;
  /** The step's action, for the pair form's `data-action`. */
  action?: string;
}

export function StepSubmit({ step, preview, id, testId, action }: Props) {
  const intl = useIntl();
  return (
    <>
      <FormPreview preview={preview} />
      <Button
        type="submit"
        variant="primary"
        disabled={step.disabled || !!preview?.blocks}
        aria-busy={step.busy}
        aria-describedby={stepNote(step) ? `${id}-step` : undefined}
        data-testid={testId}
        data-action={action}
      >
        {intl.formatMessage({ id: step.label }, step.values)}
      </Button>
      <StepNote step={step} id={`${id}-step`} />
    </>
  );
}
