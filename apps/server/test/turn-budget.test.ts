import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installTurnBudget, TurnBudget } from '../src/http/turn-budget';

function setup(budgetMs: number) {
  let clock = 0;
  const turnEnds: (() => void)[] = [];
  const budget = new TurnBudget(
    budgetMs,
    () => clock,
    (run) => turnEnds.push(run),
  );
  const began: string[] = [];
  /** A request arrives; when it may begin, it records its name and works `ms`. */
  const request = (name: string, ms: number) => {
    const start = () => {
      began.push(name);
      clock += ms;
    };
    const wait = budget.admit();
    if (wait === undefined) start();
    else void wait.then(start);
  };
  const endTurn = async () => {
    turnEnds.shift()!();
    await Promise.resolve(); // the released request's continuation
  };
  return { budget, request, endTurn, turnEnds, began };
}

describe('TurnBudget', () => {
  it('lets requests begin until the turn has used its budget, then queues the rest in arrival order', async () => {
    const { budget, request, endTurn, turnEnds, began } = setup(8);
    request('a', 5);
    request('b', 5); // 5 ms used: still within the budget
    request('c', 1); // 10 ms used: waits
    request('d', 1);
    expect(began).toEqual(['a', 'b']);
    expect(budget.queued()).toBe(2);
    expect(turnEnds).toHaveLength(1);
    await endTurn(); // one waiting request begins after the turn, the next one a turn later
    expect(began).toEqual(['a', 'b', 'c']);
    expect(turnEnds).toHaveLength(1);
    await endTurn();
    expect(began).toEqual(['a', 'b', 'c', 'd']);
    await endTurn();
    expect(turnEnds).toHaveLength(0);
    expect(budget.queued()).toBe(0);
  });

  it('queues a newcomer behind those waiting even when the new turn has budget left, so none is overtaken', async () => {
    const { request, endTurn, began } = setup(8);
    request('a', 9);
    request('b', 1);
    await endTurn(); // b begins
    request('c', 1); // nothing waits now and b used 1 ms of this turn: begins at once
    expect(began).toEqual(['a', 'b', 'c']);
    request('d', 9);
    request('e', 1); // 11 ms in this turn: waits
    request('f', 1);
    await endTurn();
    request('g', 0); // e and f were here first
    expect(began).toEqual(['a', 'b', 'c', 'd', 'e']);
    await endTurn();
    await endTurn();
    expect(began).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('in a Fastify app, answers /healthz at once while the expensive requests wait their turns, and answers all', async () => {
    let clock = 0;
    const app = Fastify();
    const budget = installTurnBudget(app, new TurnBudget(8, () => clock));
    const began: string[] = [];
    app.get('/work/:n', async (request) => {
      const { n } = request.params as { n: string };
      began.push(n);
      clock += 5; // each request's synchronous part, as the budget sees it
      return { n };
    });
    app.get('/healthz', async () => {
      began.push('health');
      return { status: 'ok' };
    });
    await app.ready();
    const work = ['1', '2', '3', '4', '5'].map((n) => app.inject({ url: `/work/${n}` }));
    while (budget.queued() < 3) await new Promise((settle) => setImmediate(settle));
    const health = await app.inject({ url: '/healthz?probe=1' });
    expect(health.statusCode).toBe(200);
    expect(began.slice(0, 3)).toEqual(['1', '2', 'health']);
    const answers = await Promise.all(work);
    expect(answers.map((a) => a.json<{ n: string }>().n)).toEqual(['1', '2', '3', '4', '5']);
    expect(began).toEqual(['1', '2', 'health', '3', '4', '5']);
    await app.close();
  });
});
