import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import styles from './choiceSelect.module.css';
import type { ChoiceSelectProps } from './choiceSelectTypes';

export type { Choice, ChoiceSelectProps } from './choiceSelectTypes';

const loadMenu = () => import('./ChoiceSelectMenu');
const ChoiceSelectMenu = lazy(loadMenu);
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A styled, keyboard-accessible select for a short list of choices: the calculator's gauge, the gauge list's status
 * filter, a gauge of the DAO's whitelisting, a proposal's candidate gauge. Until it is first opened it is a plain
 * button with the same face (Radix Select and its popper, about 30 kB, load on hover, focus or the first opening).
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const [opened, setOpened] = useState(false);
  const current = props.choices.find((c) => c.value === props.value);
  const warmUp = () => void loadMenu().catch(() => undefined); // a failed warm-up is retried on opening
  const face = (open: () => void) => (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-label={props.label}
      className={styles.trigger}
      data-testid={props.testId}
      data-value={props.value}
      disabled={props.disabled}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span>{current?.label ?? props.placeholder}</span>
      <span className={styles.icon} aria-hidden="true">
        ▾
      </span>
    </button>
  );
  if (!opened) return face(() => setOpened(true));
  return (
    <Suspense fallback={face(() => undefined)}>
      <ChoiceSelectMenu {...props} defaultOpen />
    </Suspense>
  );
}
