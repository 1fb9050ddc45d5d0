/** The in-page provider object (`window.__ever`): approvals in the page, everything else answered by the server. */
import type { ContractUpdatesSubscription, FunctionCall, Permission } from 'everscale-inpage-provider';
import type { WalletAccount } from '../protocol';
import { Emitter } from './emitter';
import { invalidRequest, methodNotFound, rejectedByUser } from './errors';
import type { Settings, StoredPermissions } from './settings';
import { Transport, type Welcome } from './transport';

export interface TransactionRequest {
  method: 'sendMessage' | 'sendMessageDelayed';
  from: string;
  to: string;
  /** Nano-units, decimal string. */
  amount: string;
  bounce: boolean;
  payload?: FunctionCall<string> | string;
  stateInit?: string;
}

/** The "extension popup": asks the user. `undefined`/`false` means rejected. */
export interface Approver {
  pickAccount(request: {
    kind: 'connect' | 'change';
    site: string;
    accounts: WalletAccount[];
    current?: string;
  }): Promise<string | undefined>;
  confirmTransaction(request: TransactionRequest & { site: string }): Promise<boolean>;
}

export interface ProviderOptions {
  url: string;
  origin: string;
  site: string;
  settings: Settings;
  approver: Approver;
  WebSocketImpl?: typeof WebSocket;
  onStatus?(connected: boolean): void;
}

type Params = Record<string, unknown> | undefined;

function toStored(permissions: Record<string, unknown> | undefined): StoredPermissions | undefined {
  if (!permissions) return undefined;
  const list: Permission[] = [];
  if (permissions.basic) list.push('basic');
  const interaction = permissions.accountInteraction as { address?: string } | undefined;
  if (interaction?.address) list.push('accountInteraction');
  return list.length ? { permissions: list, account: interaction?.address } : undefined;
}

export class DevWalletProvider extends Emitter {
  readonly isTychoDevWallet = true;
  private stored: StoredPermissions | undefined;
  private readonly subscriptions = new Map<string, ContractUpdatesSubscription>();
  private readonly transport: Transport;
  private readonly listenersOfState = new Set<() => void>();
  /** A connect in progress: a second requestPermissions waits for it instead of opening a second picker. */
  private connecting: Promise<unknown> | undefined;
  /** A cross-tab change waits for the server's welcome before the app hears of it (stored already changed). */
  private pendingSync = false;

  constructor(private readonly options: ProviderOptions) {
    super();
    this.stored = options.settings.loadPermissions();
    this.transport = new Transport({
      url: options.url,
      WebSocketImpl: options.WebSocketImpl,
      hello: () => ({
        type: 'hello',
        origin: options.origin,
        version: options.settings.walletVersion,
        restore: {
          permissions: this.stored?.permissions,
          account: this.stored?.account,
          subscriptions: Object.fromEntries(this.subscriptions),
        },
      }),
      onEvent: (event, data) => this.handleEvent(event, data),
      onWelcome: (welcome) => {
        const wanted = options.settings.walletVersion;
        if (wanted && wanted !== welcome.version)
          console.warn(`[dev wallet] ?walletVersion=${wanted} is not major.minor.patch; reporting ${welcome.version}`);
        const before = JSON.stringify(this.stored);
        this.remember(welcome.permissions);
        // The app hears of a grant changed elsewhere (another tab) or dropped by the server (e.g. a reseeded devnet).
        if (this.pendingSync || before !== JSON.stringify(this.stored)) {
          this.pendingSync = false;
          this.emit('permissionsChanged', { permissions: welcome.permissions });
          if (!welcome.permissions.basic && !welcome.permissions.accountInteraction) this.emit('loggedOut', {});
        }
      },
      onStatus: (connected) => {
        options.onStatus?.(connected);
        this.changed();
      },
    });
  }

  /** The connected account's address, if any. */
  get account(): string | undefined {
    return this.stored?.account;
  }

  get connected(): boolean {
    return this.transport.connected;
  }

  welcomed(): Promise<Welcome> {
    return this.transport.welcomed();
  }

  /**
   * Another tab of this origin connected, switched or disconnected (localStorage changed): adopt its grant, as an
   * extension's per-site permission is shared by all tabs, and tell the app through permissionsChanged.
   */
  syncFromStorage(): void {
    const next = this.options.settings.loadPermissions();
    if (JSON.stringify(next) === JSON.stringify(this.stored)) return;
    this.stored = next;
    this.pendingSync = true;
    this.transport.rehello();
    this.changed();
  }

  /** Closes the WebSocket for good. */
  close(): void {
    this.transport.close();
  }

  onStateChange(listener: () => void): void {
    this.listenersOfState.add(listener);
  }

  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
      throw invalidRequest('request expects {method: string, params?: object}');
    }
    const { method } = args;
    const params = args.params as Params;
    switch (method) {
      case 'requestPermissions':
        return this.requestPermissions(params);
      case 'changeAccount':
        return this.changeAccount();
      case 'sendMessage':
      case 'sendMessageDelayed':
        return this.send(method, params);
      case 'executeLocal':
        if (this.options.settings.noExecuteLocal) throw methodNotFound(method);
        return this.transport.request(method, params);
      case 'disconnect': {
        const result = await this.transport.request(method, params);
        this.subscriptions.clear();
        this.remember(undefined);
        return result;
      }
      case 'subscribe': {
        const result = (await this.transport.request(method, params)) as ContractUpdatesSubscription;
        const address = String(params?.address).toLowerCase();
        if (result.state || result.transactions) this.subscriptions.set(address, result);
        else this.subscriptions.delete(address);
        return result;
      }
      case 'unsubscribe': {
        const result = await this.transport.request(method, params);
        this.subscriptions.delete(String(params?.address).toLowerCase());
        return result;
      }
      case 'unsubscribeAll': {
        const result = await this.transport.request(method, params);
        this.subscriptions.clear();
        return result;
      }
      default:
        return this.transport.request(method, params);
    }
  }

  private async pick(kind: 'connect' | 'change'): Promise<string> {
    const { accounts } = await this.transport.welcomed();
    const preset = kind === 'connect' ? this.options.settings.devAccount : undefined;
    if (preset) {
      const found = accounts.find(
        (a) => a.name.toLowerCase() === preset.toLowerCase() || a.address.toLowerCase() === preset.toLowerCase(),
      );
      // An address not in the list (a freshly funded wallet) goes to the server, which checks it is a wallet.
      if (!found && /^-?\d{1,3}:[0-9a-fA-F]{64}$/.test(preset)) return preset.toLowerCase();
      if (!found)
        throw invalidRequest(
          `?devAccount=${preset} is not a dev account (known: ${accounts.map((a) => a.name).join(', ')})`,
        );
      return found.address;
    }
    const picked = await this.options.approver.pickAccount({
      kind,
      site: this.options.site,
      accounts,
      current: this.account,
    });
    if (!picked) throw rejectedByUser();
    return picked;
  }

  private async requestPermissions(params: Params): Promise<unknown> {
    while (this.connecting) await this.connecting.catch(() => undefined);
    const attempt = this.connectOnce(params);
    this.connecting = attempt;
    try {
      return await attempt;
    } finally {
      if (this.connecting === attempt) this.connecting = undefined;
    }
  }

  private async connectOnce(params: Params): Promise<unknown> {
    const wanted = Array.isArray(params?.permissions) ? (params.permissions as unknown[]) : [];
    let approval: { account: string } | undefined;
    if (wanted.includes('accountInteraction') && !this.account) approval = { account: await this.pick('connect') };
    const result = (await this.transport.request('requestPermissions', params, approval)) as Record<string, unknown>;
    this.remember(result);
    return result;
  }

  private async changeAccount(): Promise<unknown> {
    if (!this.account) return this.transport.request('changeAccount', undefined);
    const account = await this.pick('change');
    const result = (await this.transport.request('changeAccount', undefined, { account })) as Record<string, unknown>;
    this.remember(result);
    return result;
  }

  private async send(method: 'sendMessage' | 'sendMessageDelayed', params: Params): Promise<unknown> {
    const sender = typeof params?.sender === 'string' ? params.sender.toLowerCase() : undefined;
    // Requests the server will refuse (not connected, foreign sender) go straight to it, with no dialog.
    if (!params || !this.account || sender !== this.account.toLowerCase() || this.options.settings.autoApprove) {
      return this.transport.request(method, params);
    }
    const approved = await this.options.approver.confirmTransaction({
      method,
      site: this.options.site,
      from: String(params.sender),
      to: String(params.recipient),
      amount: String(params.amount),
      bounce: params.bounce === true,
      payload: params.payload as TransactionRequest['payload'],
      stateInit: typeof params.stateInit === 'string' ? params.stateInit : undefined,
    });
    if (!approved) throw rejectedByUser();
    return this.transport.request(method, params);
  }

  private handleEvent(event: string, data: unknown): void {
    if (event === 'permissionsChanged') this.remember((data as { permissions?: Record<string, unknown> }).permissions);
    this.emit(event, data);
  }

  private remember(permissions: Record<string, unknown> | undefined): void {
    this.stored = toStored(permissions);
    this.options.settings.savePermissions(this.stored);
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listenersOfState) listener();
  }
}
