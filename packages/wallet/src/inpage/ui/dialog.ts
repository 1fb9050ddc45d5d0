/** A modal dialog in the dev wallet's shadow root: labelled, focus kept inside, Escape cancels. One at a time. */
import { el, uiRoot, uniqueId } from './host';

export interface DialogAction<T> {
  label: string;
  kind: 'primary' | 'secondary';
  result: () => T;
}

export interface DialogSpec<T> {
  title: string;
  description?: string;
  content: Node[];
  actions: DialogAction<T>[];
  /** The result of Escape (the rejecting answer). */
  cancel: T;
  /** Element to focus first; default the dialog's first control. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), [href], select, textarea, [tabindex]:not([tabindex="-1"])';

let queue: Promise<unknown> = Promise.resolve();

/** Shows the dialog after any dialog already open has been answered. */
export function showDialog<T>(spec: DialogSpec<T>): Promise<T> {
  const next = queue.then(() => open(spec));
  queue = next.catch(() => undefined);
  return next;
}

function open<T>(spec: DialogSpec<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    const root = uiRoot();
    const previous = document.activeElement as HTMLElement | null;
    const titleId = uniqueId('title');
    const descId = spec.description ? uniqueId('desc') : undefined;
    const dialog = el('div', {
      class: 'dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': titleId,
      'aria-describedby': descId,
      tabindex: '-1',
    });
    dialog.append(el('h2', { id: titleId, text: spec.title }));
    if (spec.description && descId) dialog.append(el('p', { id: descId, class: 'sub', text: spec.description }));
    dialog.append(...spec.content);
    const actions = el('div', { class: 'actions' });
    const backdrop = el('div', { class: 'tdw backdrop' }, [dialog]);

    const finish = (value: T) => {
      backdrop.remove();
      document.removeEventListener('focusin', keepFocus, true);
      if (previous && typeof previous.focus === 'function' && previous.isConnected) previous.focus();
      resolve(value);
    };
    for (const action of spec.actions) {
      const button = el('button', { type: 'button', class: action.kind, text: action.label });
      button.addEventListener('click', () => finish(action.result()));
      actions.append(button);
    }
    dialog.append(actions);

    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        finish(spec.cancel);
      } else if (event.key === 'Tab') {
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (x) => !(x instanceof HTMLInputElement && x.type === 'radio' && !x.checked),
        );
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        const active = root.activeElement;
        if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });
    // Focus that escapes to the page (a click outside, a programmatic focus) comes back to the dialog.
    function keepFocus(event: FocusEvent) {
      const host = root.host;
      if (event.target !== host && !host.contains(event.target as Node)) dialog.focus();
    }
    document.addEventListener('focusin', keepFocus, true);

    root.append(backdrop);
    const target = spec.initialFocus?.(dialog) ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target.focus();
  });
}
