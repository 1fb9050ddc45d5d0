import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths owned by the APIs and the local network; never answered with the app's HTML. */
const RESERVED_PREFIXES = ['/api/', '/devnet/', '/devwallet/', '/healthz'];

export interface WebOptions {
  webDist: string;
  /** HTML placed at the end of <head> (the dev wallet's script tag, when it is on). */
  headInjection: string;
}

/** Serves the built web app: its assets, and index.html for every client-side route. */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const indexPath = join(options.webDist, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built
    ? readFileSync(indexPath, 'utf8').replace('</head>', `${options.headInjection}</head>`)
    : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      index: false,
      wildcard: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const reserved = RESERVED_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method !== 'GET' || reserved || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} does not exist` });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send(`The web app is not built (${indexPath} is missing): run "npm run build" first.`);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
