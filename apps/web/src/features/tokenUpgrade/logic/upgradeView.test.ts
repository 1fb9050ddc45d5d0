import { describe, expect, it } from 'vitest';
import { dialogShown, toastStep, upgradeButton } from './upgradeView';

describe('toastStep', () => {
  it('hides the toast when it should not show, whether it is open or not', () => {
    expect(toastStep(false, true)).toBe('hide');
    expect(toastStep(false, false)).toBe('hide');
  });
  it('updates an open toast in place and shows a closed one', () => {
    expect(toastStep(true, true)).toBe('update');
    expect(toastStep(true, false)).toBe('show');
  });
});

describe('dialogShown', () => {
  it('shows the popup once opened while tokens are listed', () => {
    expect(dialogShown(true, 2)).toBe(true);
    expect(dialogShown(false, 2)).toBe(false);
    expect(dialogShown(true, 0)).toBe(false);
  });
});

describe('upgradeButton', () => {
  it('says Upgrade when idle and Upgrading while busy, with matching labels', () => {
    expect(upgradeButton(false)).toEqual({
      state: 'idle',
      text: 'tokenUpgrade.popup.upgrade',
      label: 'tokenUpgrade.popup.upgradeLabel',
    });
    expect(upgradeButton(true)).toEqual({
      state: 'upgrading',
      text: 'tokenUpgrade.popup.upgrading',
      label: 'tokenUpgrade.popup.upgradingLabel',
    });
  });
});
