import * as Select from '@radix-ui/react-select';
import styles from './choiceSelect.module.css';

import type { ChoiceSelectProps } from './choiceSelectTypes';

/**
 * ChoiceSelect once used: Radix Select (a labelled combobox, arrow keys, type-ahead, Escape), loaded on its own with
 * its popper, so that pages showing a select do not carry them before the first render.
 */
export default function ChoiceSelectMenu(props: ChoiceSelectProps & { defaultOpen: boolean }) {
  return (
    <Select.Root
      value={props.value || undefined}
      onValueChange={props.onChange}
      disabled={props.disabled}
      defaultOpen={props.defaultOpen}
    >
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
