/** The WebSocket link to the devnet server: hello/welcome, id-correlated requests, pushed events, reconnects. */
import type { ClientMessage, ProviderErrorShape, RequestApproval, ServerMessage, WalletAccount } from '../protocol';
import { connectionLost, ProviderRpcError } from './errors';

export interface Welcome {
  version: string;
  networkId: number;
  accounts: WalletAccount[];
  permissions: Record<string, unknown>;
}

export interface TransportOptions {
  url: string;
  /** Built at every (re)connect: carries the remembered session. */
  hello(): Extract<ClientMessage, { type: 'hello' }>;
  onEvent(event: string, data: unknown): void;
  onStatus?(connected: boolean): void;
  onWelcome?(welcome: Welcome): void;
  WebSocketImpl?: typeof WebSocket;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export class Transport {
  private socket: WebSocket | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly queue: { id: number; frame: string }[] = [];
  private ready = false;
  private retryMs = 250;
  private welcome: Welcome | undefined;
  private readonly welcomeWaiters: ((w: Welcome) => void)[] = [];
  private closed = false;

  constructor(private readonly options: TransportOptions) {
    this.connect();
  }

  /** The server's welcome (accounts, version), waiting for the first connection if needed. */
  welcomed(): Promise<Welcome> {
    if (this.welcome) return Promise.resolve(this.welcome);
    return new Promise((resolve) => this.welcomeWaiters.push(resolve));
  }

  get connected(): boolean {
    return this.ready;
  }

  request(method: string, params: unknown, approval?: RequestApproval): Promise<unknown> {
    const id = this.nextId++;
    const frame = JSON.stringify({ type: 'request', id, method, params, approval } satisfies ClientMessage);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.ready && this.socket) this.socket.send(frame);
      else this.queue.push({ id, frame });
    });
  }

  /** Sends a fresh hello (the remembered session changed in another tab); the server answers with a welcome. */
  rehello(): void {
    if (this.ready && this.socket) this.socket.send(JSON.stringify(this.options.hello()));
  }

  /** Stops the link for good (tests, teardown); pending requests fail. */
  close(): void {
    this.closed = true;
    const socket = this.socket;
    this.socket = undefined;
    this.ready = false;
    socket?.close();
    for (const pending of this.pending.values()) pending.reject(connectionLost());
    this.pending.clear();
    this.queue.length = 0;
  }

  private connect(): void {
    if (this.closed) return;
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const socket = new Impl(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = 250;
      socket.send(JSON.stringify(this.options.hello()));
    };
    socket.onmessage = (event) => this.handle(String(event.data));
    socket.onclose = () => this.dropped(socket);
    socket.onerror = () => socket.close();
  }

  private dropped(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    if (this.ready) this.options.onStatus?.(false);
    this.ready = false;
    // Frames already sent may never be answered: fail them; queued ones go out after the reconnect.
    for (const [id, pending] of this.pending) {
      if (this.queue.some((queued) => queued.id === id)) continue;
      this.pending.delete(id);
      pending.reject(connectionLost());
    }
    setTimeout(() => this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 3000);
  }

  private handle(text: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'welcome') {
      this.welcome = {
        version: message.version,
        networkId: message.networkId,
        accounts: message.accounts,
        permissions: message.permissions,
      };
      this.ready = true;
      this.options.onWelcome?.(this.welcome);
      this.options.onStatus?.(true);
      for (const waiter of this.welcomeWaiters.splice(0)) waiter(this.welcome);
      for (const queued of this.queue.splice(0)) this.socket?.send(queued.frame);
    } else if (message.type === 'response') {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.error) pending.reject(toError(message.error));
      else pending.resolve(message.result);
    } else if (message.type === 'event') {
      this.options.onEvent(message.event, message.data);
    } else if (message.type === 'error') {
      // a frame of ours the wallet could not read (a bug of this script): say so in the console
      console.error(`Tycho dev wallet: ${message.error.message}`);
    }
  }
}

function toError(error: ProviderErrorShape): ProviderRpcError {
  return new ProviderRpcError(error.code, error.message);
}
