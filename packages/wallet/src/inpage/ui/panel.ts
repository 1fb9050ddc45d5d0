/** The floating "Dev wallet" button and its panel: connection state and the auto-approve switch. */
import { shortAddress } from './format';
import { el, uiRoot, uniqueId } from './host';

export interface PanelModel {
  connected(): boolean;
  account(): string | undefined;
  version(): string | undefined;
  autoApprove(): boolean;
  setAutoApprove(value: boolean): void;
  disconnect(): void;
}

export interface Panel {
  refresh(): void;
}

export function mountPanel(model: PanelModel): Panel {
  const root = uiRoot();
  const panelId = uniqueId('panel');
  const headingId = uniqueId('panel-title');
  const dot = el('span', { class: 'dot', 'aria-hidden': 'true' });
  const button = el(
    'button',
    {
      type: 'button',
      class: 'fab-button',
      'aria-expanded': 'false',
      'aria-controls': panelId,
      'aria-label': 'Dev wallet',
    },
    [dot, 'Dev wallet'],
  );
  const status = el('span');
  const account = el('span');
  const version = el('span');
  const switchLabel = uniqueId('auto');
  const toggle = el(
    'button',
    { type: 'button', role: 'switch', class: 'switch', 'aria-checked': 'false', 'aria-labelledby': switchLabel },
    [
      el('span', { id: switchLabel, text: 'Auto-approve transactions' }),
      el('span', { class: 'track', 'aria-hidden': 'true' }),
    ],
  );
  const disconnect = el('button', { type: 'button', class: 'secondary', text: 'Disconnect site' });
  const panel = el('section', { id: panelId, class: 'panel', 'aria-labelledby': headingId }, [
    el('h2', { id: headingId, text: 'Tycho dev wallet' }),
    el('div', { class: 'row' }, [el('span', { text: 'Devnet' }), status]),
    el('div', { class: 'row' }, [el('span', { text: 'Account' }), account]),
    el('div', { class: 'row' }, [el('span', { text: 'Version' }), version]),
    toggle,
    el('div', { class: 'actions' }, [disconnect]),
  ]);
  panel.hidden = true;
  const container = el('div', { class: 'tdw fab' }, [panel, button]);
  root.append(container);

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => setOpen(panel.hidden === true));
  container.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  toggle.addEventListener('click', () => {
    model.setAutoApprove(!model.autoApprove());
    refresh();
  });
  disconnect.addEventListener('click', () => model.disconnect());

  function refresh() {
    const connected = model.connected();
    dot.classList.toggle('on', connected);
    status.textContent = connected ? 'connected' : 'offline';
    const address = model.account();
    account.textContent = address ? shortAddress(address) : 'not connected';
    if (address) account.title = address;
    else account.removeAttribute('title');
    version.textContent = model.version() ?? '…';
    toggle.setAttribute('aria-checked', String(model.autoApprove()));
    disconnect.hidden = !address;
  }
  refresh();
  return { refresh };
}
