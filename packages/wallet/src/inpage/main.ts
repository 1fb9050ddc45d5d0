/**
 * Entry of the in-page bundle (dist/inpage.js): injects the Tycho dev wallet as an extension would,
 * as `window.__ever` with `window.__hasEverscaleProvider` and the `ever#initialized` event.
 */
import type { Provider } from 'everscale-inpage-provider';
import { DEV_WALLET_WS_PATH } from '../protocol';
import { DevWalletProvider } from './provider';
import { Settings, STORAGE_KEYS } from './settings';
import { pickAccount } from './ui/account-picker';
import { whenBodyReady } from './ui/host';
import { mountPanel, type Panel } from './ui/panel';
import { confirmTransaction } from './ui/transaction';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/** The server that served this script (the page's own host when the script is same-origin). */
function serverUrl(): string {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  const base = new URL(src || window.location.href);
  return `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}${DEV_WALLET_WS_PATH}`;
}

function install(): void {
  const existing = window.__ever as { isTychoDevWallet?: boolean } | undefined;
  if (existing?.isTychoDevWallet) return;
  if (existing)
    console.warn('[dev wallet] another provider was injected as window.__ever; the Tycho dev wallet replaces it');

  const settings = new Settings(window.location.search, storage('localStorage'), storage('sessionStorage'));
  let panel: Panel | undefined;
  let version: string | undefined;
  const refresh = () => panel?.refresh();
  const provider = new DevWalletProvider({
    url: serverUrl(),
    origin: window.location.origin,
    site: window.location.host || window.location.origin,
    settings,
    approver: { pickAccount, confirmTransaction },
  });
  provider.onStateChange(refresh);
  settings.onChange(refresh);
  void provider.welcomed().then((welcome) => {
    version = welcome.version;
    refresh();
  });

  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.permissions || event.key === null) provider.syncFromStorage();
    if (event.key === STORAGE_KEYS.autoApprove || event.key === null) settings.reload();
  });

  window.__ever = provider as unknown as Provider;
  window.__hasEverscaleProvider = true;
  window.dispatchEvent(new Event('ever#initialized'));

  whenBodyReady(() => {
    panel = mountPanel({
      connected: () => provider.connected,
      account: () => provider.account,
      version: () => version,
      autoApprove: () => settings.autoApprove,
      setAutoApprove: (value) => {
        settings.autoApprove = value;
      },
      disconnect: () => {
        provider
          .request({ method: 'disconnect' })
          .catch((error: unknown) => console.error('[dev wallet] disconnect failed', error));
      },
    });
  });
}

install();
