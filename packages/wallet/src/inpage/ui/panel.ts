/**
 * The "Dev wallet" button and its panel: connection state and the auto-approve switch. It floats at the bottom right
 * of the screen, unless the page offers a dock: an element with the `data-tycho-dev-wallet-dock` attribute (the Tycho
 * app has one at the end of its page frame). Docked, the button sits in the page's flow and covers nothing. The
 * button has a shadow host of its own, so docking never moves the approval dialogs.
 */
import { shortAddress } from './format';
import { el, shadowHost, uniqueId } from './host';

export const DOCK_SELECTOR = '[data-tycho-dev-wallet-dock]';

/** Keeps `host` in the page's dock whenever there is one, floating at the end of the body otherwise. */
function followDock(host: HTMLElement, container: HTMLElement): void {
  const place = () => {
    const dock = document.querySelector(DOCK_SELECTOR);
    if (dock && host.parentElement !== dock) dock.appendChild(host);
    else if (!dock && !host.isConnected) (document.body ?? document.documentElement).appendChild(host);
    const docked = host.parentElement === dock && dock !== null;
    container.classList.toggle('docked', docked);
    host.style.display = docked ? 'block' : '';
  };
  place();
  new MutationObserver(place).observe(document.documentElement, { childList: true, subtree: true });
}

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
  const host = shadowHost('tycho-dev-wallet-panel');
  const root = host.shadowRoot!;
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
  followDock(host, container);

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
