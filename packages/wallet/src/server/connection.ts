/** Serves one page connection of the dev wallet WebSocket: hello/welcome, requests and pushed events. */
import type { ClientMessage, RequestApproval, ServerMessage, SessionRestore } from '../protocol';
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

/**
 * Largest frame the dev wallet reads (256 KiB: a provider request carries an ABI, 44 kB for the largest the product
 * uses, VoteEscrow's, and a few small BOCs). The server also sets it as the WebSocket's `maxPayload`, so a larger
 * frame is refused before it is buffered (close 1009). Issue 41: at 2 MiB, a storm of 200 clients sending 1.5 MB
 * frames kept the event loop busy for seconds (each costs 20-40 ms to unmask, decode and parse).
 */
export const DEV_WALLET_MAX_FRAME_BYTES = 256 * 1024;

/** A frame the connection cannot act on: answered with an `error` frame (or a `response` when it has an id). */
class BadFrame extends Error {}

/** The frame's size in bytes before it is decoded (a string's UTF-8 length). */
function byteSize(data: unknown): number {
  if (Buffer.isBuffer(data)) return data.length;
  if (Array.isArray(data)) return data.reduce((sum: number, part: unknown) => sum + byteSize(part), 0);
  if (data instanceof ArrayBuffer) return data.byteLength;
  return Buffer.byteLength(String(data));
}

function text(data: unknown): string {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data) && data.every((part) => Buffer.isBuffer(part))) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return String(data);
}

function parse(data: unknown): ClientMessage {
  if (byteSize(data) > DEV_WALLET_MAX_FRAME_BYTES)
    throw new BadFrame(`frame is larger than ${DEV_WALLET_MAX_FRAME_BYTES} bytes`);
  const frame = text(data);
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    throw new BadFrame('frame is not valid JSON');
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message))
    throw new BadFrame('frame must be a JSON object');
  const type = (message as { type?: unknown }).type;
  if (type !== 'hello' && type !== 'request')
    throw new BadFrame(`"type" must be "hello" or "request", got ${JSON.stringify(type) ?? 'nothing'}`);
  return message as ClientMessage;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The page's remembered session, checked field by field (a malformed one is refused, never half applied). */
function restoreOf(value: unknown): SessionRestore | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw new BadFrame('"restore" must be an object');
  const { permissions, account, subscriptions } = value;
  if (permissions !== undefined && !(Array.isArray(permissions) && permissions.every((p) => typeof p === 'string')))
    throw new BadFrame('"restore.permissions" must be an array of strings');
  if (account !== undefined && typeof account !== 'string') throw new BadFrame('"restore.account" must be a string');
  if (subscriptions !== undefined) {
    if (!isObject(subscriptions)) throw new BadFrame('"restore.subscriptions" must be an object');
    for (const [address, sub] of Object.entries(subscriptions)) {
      const valid =
        isObject(sub) && ['state', 'transactions'].every((k) => sub[k] === undefined || typeof sub[k] === 'boolean');
      if (!valid)
        throw new BadFrame(`"restore.subscriptions.${address}" must be {state?: boolean, transactions?: boolean}`);
    }
  }
  return value as SessionRestore;
}

function approvalOf(value: unknown): RequestApproval | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value) || (value.account !== undefined && typeof value.account !== 'string'))
    throw new BadFrame('"approval" must be {account?: string}');
  return value as RequestApproval;
}

function errorShape(error: unknown) {
  if (error instanceof ProviderError) return error.toJSON();
  if (error instanceof BadFrame) return { code: RpcErrorCode.INVALID_REQUEST, message: error.message };
  return { code: RpcErrorCode.INTERNAL, message: error instanceof Error ? error.message : String(error) };
}

/**
 * Serves one connection. Every frame gets an answer: a `welcome`, a `response` (with an error when the request is
 * malformed) or, for a frame that names no request id, an `error` frame. Nothing a page sends can throw out of the
 * socket's listener (which would take the server down).
 */
export function serveConnection(backend: ProviderBackend, socket: SocketLike, origin = ''): void {
  let session: ProviderSession | undefined;
  const send = (message: ServerMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const open = (version?: unknown): ProviderSession => {
    let created: ProviderSession;
    try {
      created = backend.createSession({ origin, version: typeof version === 'string' ? version : undefined });
    } catch {
      created = backend.createSession({ origin });
    }
    created.onEvent((event, data) => send({ type: 'event', event, data }));
    return created;
  };

  const handle = (message: ClientMessage) => {
    if (message.type === 'hello') {
      const restore = restoreOf(message.restore);
      session?.close();
      session = open(message.version);
      if (restore) session.restore(restore);
      send({
        type: 'welcome',
        version: session.version,
        networkId: backend.networkId,
        accounts: backend.accounts(),
        permissions: session.permissions(),
      });
      return;
    }
    const { id } = message;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new BadFrame('request "id" must be an integer');
    try {
      if (typeof message.method !== 'string') throw new BadFrame('request "method" must be a string');
      const approval = approvalOf(message.approval);
      session ??= open();
      session.request(message.method, message.params, approval).then(
        (result) => send({ type: 'response', id, result }),
        (error: unknown) => send({ type: 'response', id, error: errorShape(error) }),
      );
    } catch (error) {
      send({ type: 'response', id, error: errorShape(error) });
    }
  };

  socket.on('message', (data) => {
    try {
      handle(parse(data));
    } catch (error) {
      send({ type: 'error', error: errorShape(error) });
    }
  });

  socket.on('close', () => {
    session?.close();
    session = undefined;
  });
}
