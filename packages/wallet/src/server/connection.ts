/** Serves one page connection of the dev wallet WebSocket: hello/welcome, requests and pushed events. */
import type { ClientMessage, ServerMessage } from '../protocol';
import { RpcErrorCode } from '../protocol';
import type { ProviderBackend, ProviderSession } from './backend';
import { ProviderError } from './errors';

/** The part of a `ws` WebSocket the connection uses. */
export interface SocketLike {
  send(data: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  readonly readyState: number;
}

const OPEN = 1;

function parse(data: unknown): ClientMessage | undefined {
  try {
    const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
    const message = JSON.parse(text) as ClientMessage;
    return message && typeof message === 'object' && typeof message.type === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

function errorShape(error: unknown) {
  if (error instanceof ProviderError) return error.toJSON();
  return { code: RpcErrorCode.INTERNAL, message: error instanceof Error ? error.message : String(error) };
}

export function serveConnection(backend: ProviderBackend, socket: SocketLike, origin = ''): void {
  let session: ProviderSession | undefined;
  const send = (message: ServerMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const open = (version?: string): ProviderSession => {
    let created: ProviderSession;
    try {
      created = backend.createSession({ origin, version });
    } catch {
      created = backend.createSession({ origin });
    }
    created.onEvent((event, data) => send({ type: 'event', event, data }));
    return created;
  };

  socket.on('message', (data) => {
    const message = parse(data);
    if (!message) return;
    if (message.type === 'hello') {
      session?.close();
      session = open(message.version);
      if (message.restore) session.restore(message.restore);
      send({
        type: 'welcome',
        version: session.version,
        networkId: backend.networkId,
        accounts: backend.accounts(),
        permissions: session.permissions(),
      });
      return;
    }
    if (message.type !== 'request' || typeof message.id !== 'number') return;
    session ??= open();
    const { id } = message;
    if (typeof message.method !== 'string') {
      send({
        type: 'response',
        id,
        error: { code: RpcErrorCode.INVALID_REQUEST, message: 'request method must be a string' },
      });
      return;
    }
    session.request(message.method, message.params, message.approval).then(
      (result) => send({ type: 'response', id, result }),
      (error: unknown) => send({ type: 'response', id, error: errorShape(error) }),
    );
  });

  socket.on('close', () => {
    session?.close();
    session = undefined;
  });
}
