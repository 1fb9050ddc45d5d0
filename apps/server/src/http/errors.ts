import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DevnetInputError } from '@tycho/devnet';

/** The header every answer carries with the id its request is logged under. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What the app's request log takes: a pino level and, in tests, where the JSON lines go. */
export interface RequestLogOptions {
  level: string;
  stream?: { write(line: string): void };
}

/** A request id: 16 hexadecimal characters, unique enough to find one request in the log. */
export const newRequestId = () => randomBytes(8).toString('hex');

/** Why a request was answered with a 5xx (the error, or the text of an answer the server chose to send). */
const failures = new WeakMap<FastifyRequest, unknown>();

/** An input the client got wrong; answered with HTTP 400. */
export class BadRequestError extends Error {}

/** A well-formed request for something that does not exist; answered with HTTP 404. */
export class NotFoundError extends Error {}

/** The process cannot serve (the chain stopped after a failed commit): answered with HTTP 503, logged with why. */
export class ServiceUnavailableError extends Error {}

/**
 * Maps every failure to the `{ error, message }` body: 400 for bad input, 404 for unknown paths, 500 otherwise. Every
 * answer names its request id (`x-request-id`); every 5xx is logged at error with its cause, method, path and id.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // a 5xx the server chose to send (the web app or the dev wallet not built) says why in its body
    if (reply.statusCode >= 500 && !failures.has(request)) {
      failures.set(request, typeof payload === 'string' ? payload.slice(0, 500) : `answered ${reply.statusCode}`);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    const cause = failures.get(request);
    const path = request.url.split('?')[0];
    request.log.error(
      {
        statusCode: reply.statusCode,
        method: request.method,
        path,
        ...(cause instanceof Error ? { err: cause } : { cause }),
      },
      `${request.method} ${path} answered ${reply.statusCode}`,
    );
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof NotFoundError) {
      return reply.status(404).send({ error: 'Not Found', message: error.message });
    }
    if (error instanceof ServiceUnavailableError) {
      failures.set(request, error);
      return reply.status(503).send({ error: 'Service Unavailable', message: error.message });
    }
    const clientError =
      error instanceof BadRequestError ||
      error instanceof DevnetInputError ||
      error.validation !== undefined ||
      (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500);
    if (clientError) {
      const status =
        error instanceof BadRequestError || error instanceof DevnetInputError ? 400 : (error.statusCode ?? 400);
      return reply
        .status(status)
        .send({ error: status === 400 ? 'Bad Request' : 'Client Error', message: error.message });
    }
    failures.set(request, error);
    return reply.status(500).send({
      error: 'Internal Server Error',
      message: `The server failed to answer; see its log (request id ${request.id}).`,
    });
  });
}
