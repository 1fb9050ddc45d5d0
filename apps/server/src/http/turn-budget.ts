import type { FastifyInstance } from 'fastify';

/**
 * Admission of requests by turns of the event loop (issue 41). Node reads every socket that has data in the same
 * turn and runs each request's synchronous part (body parse, validation, the handler up to its first wait) before it
 * looks at the next socket: 50 connections sending the largest requests the schemas allow in step made turns of
 * 36-56 ms, and a `/healthz` that came in meanwhile waited for all of them (max 54-87 ms against a 50 ms bar).
 *
 * Requests begin freely until the requests begun in this turn have used `budgetMs`; later ones wait in arrival order
 * and begin one per turn after it (`setImmediate`), so the loop comes back to its sockets between two of them.
 * Answers that cost nothing (the routes in `exempt`, such as `/healthz`) never wait: queuing a constant-time answer
 * behind expensive ones would only delay it. No request is refused, dropped or reordered among those that wait.
 */
export class TurnBudget {
  /** When the first request of this turn began, or -1 before it. */
  private opened = -1;
  private armed = false;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly budgetMs = 8,
    private readonly now: () => number = () => performance.now(),
    private readonly afterTurn: (run: () => void) => void = (run) => void setImmediate(run),
  ) {}

  /** Undefined when the request may begin now; otherwise a promise that resolves when it may. */
  admit(): Promise<void> | undefined {
    const now = this.now();
    if (this.opened < 0) this.opened = now;
    this.arm();
    if (this.waiting.length === 0 && now - this.opened < this.budgetMs) return undefined;
    return new Promise<void>((begin) => this.waiting.push(begin));
  }

  /** Requests waiting now (for tests and diagnostics). */
  queued(): number {
    return this.waiting.length;
  }

  private arm(): void {
    if (this.armed) return;
    this.armed = true;
    this.afterTurn(this.turnEnds);
  }

  private readonly turnEnds = (): void => {
    this.armed = false;
    this.opened = -1;
    const next = this.waiting.shift();
    if (next === undefined) return;
    // the released request runs now (this turn's check phase); the next one waits for the next turn
    this.opened = this.now();
    next();
    this.arm();
  };
}

/** Routes whose answers cost nothing and never wait for a turn. */
export const EXEMPT_PATHS: ReadonlySet<string> = new Set(['/healthz']);

/** Makes every request of `app` but the exempt routes begin within the turn budget; call before other hooks. */
export function installTurnBudget(app: FastifyInstance, budget = new TurnBudget(), exempt = EXEMPT_PATHS): TurnBudget {
  app.addHook('onRequest', (request, _reply, done) => {
    if (exempt.has(request.routeOptions.url ?? '')) return done();
    const wait = budget.admit();
    if (wait === undefined) done();
    else void wait.then(() => done());
  });
  return budget;
}
