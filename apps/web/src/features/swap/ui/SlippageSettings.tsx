import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui';
import { isSlippageAccepted, SLIPPAGE_PRESETS, slippageWarning } from '../logic/slippage';
import styles from './swap.module.css';

/**
 * Slippage dropdown: presets 0.1 / 0.5 / 1.0 plus free input, warnings outside 0.05..5 %; a value above 50 % or not
 * a positive number is refused with a message and changes nothing (the panel reopens on the saved value).
 */
export function SlippageSettings({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  const warning = slippageWarning(draft);
  return (
    <div ref={ref}>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls="swap-slippage-panel"
        data-testid="swap-slippage-button"
        onClick={() => {
          // a refused draft from an earlier opening is dropped: the panel opens on the saved value
          if (!open) setDraft(value);
          setOpen(!open);
        }}
      >
        {intl.formatMessage({ id: 'swap.slippage.button' }, { value })}
      </Button>
      {open && (
        <div id="swap-slippage-panel" className={styles.slippagePanel} data-testid="swap-slippage-panel">
          <div>{intl.formatMessage({ id: 'swap.slippage.title' })}</div>
          <div className={styles.presets}>
            {SLIPPAGE_PRESETS.map((p) => (
              <Button
                key={p}
                size="sm"
                variant={Number(p) === Number(value) ? 'primary' : 'secondary'}
                aria-pressed={Number(p) === Number(value)}
                onClick={() => {
                  setDraft(p);
                  onChange(p);
                }}
              >
                {p}%
              </Button>
            ))}
            <input
              className={styles.slippageInput}
              inputMode="decimal"
              value={draft}
              data-testid="swap-slippage-input"
              aria-label={intl.formatMessage({ id: 'swap.slippage.custom' })}
              onChange={(e) => {
                const text = e.target.value.replace(',', '.');
                if (!/^\d{0,2}(\.\d{0,2})?$/.test(text)) return;
                setDraft(text);
                if (isSlippageAccepted(text)) onChange(text);
              }}
            />
            <span aria-hidden="true">%</span>
          </div>
          {warning && (
            <div className={styles.warning} role="alert" data-testid="swap-slippage-warning">
              {intl.formatMessage({ id: `swap.slippage.${warning}` }, { max: 50, value })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
