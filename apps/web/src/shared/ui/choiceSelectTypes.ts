/** The shapes of ChoiceSelect, apart so that its lazily loaded menu can share them. */
export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  /** Names the select for assistive tech. */
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  testId: string;
}
