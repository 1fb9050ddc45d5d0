/** What the token upgrade's toast and popup show (spec 4.6): pure choices of the components and the toast hook. */

/** The persistent toast's next step: hidden, its text updated in place, or shown (again, when it was closed). */
export type ToastStep = 'hide' | 'update' | 'show';

export function toastStep(visible: boolean, active: boolean): ToastStep {
  if (!visible) return 'hide';
  return active ? 'update' : 'show';
}

/** The popup opens on Upgrade and only with tokens to list (it closes by itself once the last one is upgraded). */
export function dialogShown(open: boolean, count: number): boolean {
  return open && count > 0;
}

/** A token's Upgrade button: idle, or disabled with a spinner while its upgrade runs; its text and its label. */
export function upgradeButton(busy: boolean): {
  state: 'upgrading' | 'idle';
  text: 'tokenUpgrade.popup.upgrading' | 'tokenUpgrade.popup.upgrade';
  label: 'tokenUpgrade.popup.upgradingLabel' | 'tokenUpgrade.popup.upgradeLabel';
} {
  return busy
    ? { state: 'upgrading', text: 'tokenUpgrade.popup.upgrading', label: 'tokenUpgrade.popup.upgradingLabel' }
    : { state: 'idle', text: 'tokenUpgrade.popup.upgrade', label: 'tokenUpgrade.popup.upgradeLabel' };
}
