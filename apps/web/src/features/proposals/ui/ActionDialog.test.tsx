import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { ActionDialog } from './ActionDialog';

afterEach(cleanup);

describe('ActionDialog', () => {
  it('saves the action without submitting the form it is rendered in (React passes portal events up its tree)', () => {
    const outerSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const onSave = vi.fn();
    render(
      <IntlProvider locale="en" messages={en}>
        <form onSubmit={outerSubmit}>
          <ActionDialog onSave={onSave} onClose={() => undefined} />
        </form>
      </IntlProvider>,
    );
    fireEvent.change(screen.getByTestId('action-target'), { target: { value: `0:${'1'.repeat(64)}` } });
    fireEvent.click(screen.getByTestId('action-save'));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
