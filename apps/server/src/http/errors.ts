import type { FastifyError, FastifyInstance } from 'fastify';
import { DevnetInputError } from '@tycho/devnet';

/** An input the client got wrong; answered with HTTP 400. */
export class BadRequestError extends Error {}

/** A well-formed request for something that does not exist; answered with HTTP 404. */
export class NotFoundError extends Error {}

/** Maps every failure to the `{ error, message }` body: 400 for bad input, 404 for unknown paths, 500 otherwise. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof NotFoundError) {
      return reply.status(404).send({ error: 'Not Found', message: error.message });
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
    request.log.error(error);
    return reply
      .status(500)
      .send({ error: 'Internal Server Error', message: 'The server failed to answer; see its log.' });
  });
}
