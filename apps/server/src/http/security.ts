import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAIN_TIME_HEADER } from '@tycho/api/headers';
import secureJson from 'secure-json-parse';
import { BadRequestError } from './errors';

/** Host names a loopback-bound server answers to. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'] as const;

export function isLoopbackHost(host: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(host.replace(/^\[|\]$/g, '').toLowerCase());
}

/**
 * The content security policy of every answer: scripts only from this origin (the runtime configuration is a JSON
 * data block, not a script), no plugins, no framing, forms and base URL to this origin. Styles allow inline
 * `<style>` (the boot header and the dev wallet's dialog inject theirs); token logos may come from any https host.
 * The page fetches from this origin and from `connectOrigins`, the services a network profile names elsewhere.
 */
export function contentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The security headers of every answer, with the policy allowing `connectOrigins`. */
export function securityHeaders(connectOrigins: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(connectOrigins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

export const SECURITY_HEADERS = securityHeaders();

/** The host name of a Host header, without its port ("[::1]:8080" → "::1"); undefined when there is none. */
export function hostNameOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(header);
  if (bracketed) return bracketed[1].toLowerCase();
  return header.replace(/:\d+$/, '').toLowerCase();
}

export interface SecurityOptions {
  /** Host names (no ports) the server answers to; any other Host header gets 421 (DNS rebinding). */
  allowedHosts: readonly string[];
  /** Whether the state-changing dev controls (`POST /devnet/*`) run; when off they answer 403 with `devControlsOff`. */
  devControls: boolean;
  /** Why the dev controls are off, said in the 403 answer. */
  devControlsOff?: string;
  /** Origins of other services the served page fetches from (a network profile's API bases), for the policy. */
  connectOrigins?: readonly string[];
  /** Origins whose pages may read the APIs (CORS_ORIGINS): an `api` process serving a web app elsewhere. */
  corsOrigins?: readonly string[];
}

/** Headers a browser reads in an API answer from another origin: the chain's time (`@tycho/api/headers`). */
const EXPOSED_HEADERS = [CHAIN_TIME_HEADER];

/**
 * CORS of the APIs and the token lists (not the dev controls nor the dev wallet) for the allowed origins only: the answer names the asking origin (never `*`), and a preflight
 * (`OPTIONS`) is answered at once with the methods and the JSON content type the app sends. Other origins get no
 * CORS headers, so their pages cannot read the answers.
 */
function answerCors(request: FastifyRequest, reply: FastifyReply, origins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || !origins.has(origin) || /^\/dev(?:net|wallet)\//.test(request.url)) return false;
  reply.header('access-control-allow-origin', origin).header('vary', 'origin');
  reply.header('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
  if (request.method !== 'OPTIONS') return false;
  reply.header('access-control-allow-methods', 'GET, POST').header('access-control-allow-headers', 'content-type');
  reply.header('access-control-max-age', '600');
  return true;
}

/**
 * Security of the HTTP surface: the headers above on every answer, only the configured host names, the dev
 * controls only when allowed, and JSON bodies whose `__proto__` or `constructor.prototype` keys are refused by
 * name (instead of Fastify's misleading "Body is not valid JSON").
 */
export function installSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const allowed = new Set(options.allowedHosts.map((host) => host.replace(/^\[|\]$/g, '').toLowerCase()));
  const headers = securityHeaders(options.connectOrigins);
  const corsOrigins = new Set(options.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    const host = hostNameOf(request.headers.host);
    if (host === undefined || !allowed.has(host)) {
      return reply.code(421).send({
        error: 'Misdirected Request',
        message: `This server answers only to ${[...allowed].join(', ')}; add other host names with ALLOWED_HOSTS.`,
      });
    }
    if (answerCors(request, reply, corsOrigins)) return reply.code(204).send();
    if (!options.devControls && request.method !== 'GET' && request.url.startsWith('/devnet/')) {
      return reply
        .code(403)
        .send({ error: 'Forbidden', message: options.devControlsOff ?? 'The dev controls are off.' });
    }
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(new BadRequestError('The body is empty; send a JSON object.'), undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/prototype/i.test(message)) {
        done(new BadRequestError('The body has a "__proto__" or "constructor.prototype" key, which is refused.'));
      } else {
        done(new BadRequestError(`The body is not valid JSON: ${message}`));
      }
    }
  });
}
