import { FormattedMessage } from 'react-intl';
import { dateWithOffset, localOffsetMinutes } from '@/shared/lib/dateText';
import type { AdminProblem } from './adminForms';

/** The owner's forms' problems; a date too early names the earliest date allowed (the min-date message). */
export function AdminProblems({ problems, testId }: { problems: AdminProblem[]; testId: string }) {
  if (!problems.length) return null;
  return (
    <ul role="alert" data-testid={testId}>
      {problems.map((p, i) => (
        <li key={i}>
          <FormattedMessage
            id={`farmAdmin.error.${p.kind}`}
            values={{
              n: p.kind === 'speed' ? p.n : 0,
              min: p.kind === 'tooEarly' ? dateWithOffset(p.min, localOffsetMinutes(p.min)) : '',
            }}
          />
        </li>
      ))}
    </ul>
  );
}
