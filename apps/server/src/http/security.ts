import type { FastifyInstance } from 'fastify';
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
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

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
}

/**
 * Security of the HTTP surface: the headers above on every answer, only the configured host names, the dev
 * controls only when allowed, and JSON bodies whose `__proto__` or `constructor.prototype` keys are refused by
 * name (instead of Fastify's misleading "Body is not valid JSON").
 */
export function installSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const allowed = new Set(options.allowedHosts.map((host) => host.replace(/^\[|\]$/g, '').toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    const host = hostNameOf(request.headers.host);
    if (host === undefined || !allowed.has(host)) {
      return reply.code(421).send({
        error: 'Misdirected Request',
        message: `This server answers only to ${[...allowed].join(', ')}; add other host names with ALLOWED_HOSTS.`,
      });
    }
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
