/** Listening and stopping, the same for every role. */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { collectWhenIdle } from './http/idle-gc';

/** Listens on HOST and PORT; resolves with the port (PORT=0 picks a free one). */
export async function serve(app: FastifyInstance, config: Pick<ServerConfig, 'host' | 'port'>): Promise<number> {
  // the heap a burst of requests left behind is given back once the server is idle (see idle-gc.ts)
  collectWhenIdle(app);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function onStopSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handle = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping...`);
    await stop();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void handle('SIGINT'));
  process.on('SIGTERM', () => void handle('SIGTERM'));
}
