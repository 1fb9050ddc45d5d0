import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../protocol';
import { createProviderBackend, type ProviderBackend } from './backend';
import { DEV_WALLET_MAX_FRAME_BYTES, serveConnection, type SocketLike } from './connection';
import { createFakeDevnet } from './testing/fake-devnet';

/** A socket as `ws` gives it to the connection: frames in, answers collected. */
class FakeSocket extends EventEmitter implements SocketLike {
  readyState = 1;
  sent: ServerMessage[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data) as ServerMessage);
  }
}

function backendCountingSessions(): { backend: ProviderBackend; sessions: () => number } {
  const real = createProviderBackend(createFakeDevnet(), { version: '0.3.61', networkId: 42 });
  let sessions = 0;
  const backend: ProviderBackend = {
    version: real.version,
    networkId: real.networkId,
    accounts: () => real.accounts(),
    createSession: (options) => {
      sessions += 1;
      return real.createSession(options);
    },
  };
  return { backend, sessions: () => sessions };
}

describe('serveConnection', () => {
  it('refuses a frame above the limit by its size in bytes, whole or in fragments, and reads one at the limit', () => {
    const { backend, sessions } = backendCountingSessions();
    const socket = new FakeSocket();
    serveConnection(backend, socket);
    const half = DEV_WALLET_MAX_FRAME_BYTES / 2;
    socket.emit('message', Buffer.alloc(DEV_WALLET_MAX_FRAME_BYTES + 1, 0x20));
    socket.emit('message', [Buffer.alloc(half, 0x20), Buffer.alloc(half + 1, 0x20)]);
    const refused = {
      type: 'error',
      error: expect.objectContaining({ message: expect.stringContaining('larger than') }),
    };
    expect(socket.sent).toEqual([refused, refused]);
    // at the limit: decoded and parsed (spaces around a hello)
    const hello = Buffer.from('{"type":"hello"}');
    const padded = Buffer.alloc(DEV_WALLET_MAX_FRAME_BYTES, 0x20);
    hello.copy(padded);
    socket.emit('message', padded);
    expect(socket.sent[2]?.type).toBe('welcome');
    expect(sessions()).toBe(1);
  });
});
