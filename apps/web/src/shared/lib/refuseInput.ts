/**
 * A keystroke a controlled text field refuses: the field shows its value again. React re-renders a controlled input
 * after every change event, Preact (the build's renderer, docs/decisions.md) only when state changes, so without this
 * a refused character (a letter in an amount, a decimal past the token's) would stay on screen.
 */
export function refuseInput(field: HTMLInputElement, value: string): void {
  field.value = value;
}
