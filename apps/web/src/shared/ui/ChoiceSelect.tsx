import * as Select from '@radix-ui/react-select';
import styles from './choiceSelect.module.css';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A styled, keyboard-accessible select (Radix Select: a labelled combobox, arrow keys, type-ahead, Escape) for a
 * short list of choices: the calculator's gauge, the gauge list's status filter, a gauge of the DAO's whitelisting,
 * a proposal's candidate gauge. `label` names it for assistive tech.
 */
export function ChoiceSelect(props: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  testId: string;
}) {
  return (
    <Select.Root value={props.value || undefined} onValueChange={props.onChange} disabled={props.disabled}>
      <Select.Trigger
        className={styles.trigger}
        aria-label={props.label}
        data-testid={props.testId}
        data-value={props.value}
      >
        <Select.Value placeholder={props.placeholder} />
        <Select.Icon className={styles.icon} aria-hidden="true">
          ▾
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className={styles.content} position="popper" sideOffset={4}>
          <Select.Viewport className={styles.viewport}>
            {props.choices.map((c) => (
              <Select.Item key={c.value} value={c.value} className={styles.item} data-testid={`${props.testId}-option`}>
                <Select.ItemText>{c.label}</Select.ItemText>
                <Select.ItemIndicator className={styles.check} aria-hidden="true">
                  ✓
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
