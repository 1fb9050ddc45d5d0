import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ReadBudget } from './read-budget';

/** A socket as the budget sees it: `data` listeners in order, and a paused flag. */
class FakeSocket extends EventEmitter {
  paused = false;
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }
  isPaused() {
    return this.paused;
  }
}

function setup(budgetMs: number) {
  let clock = 0;
  const turnEnds: (() => void)[] = [];
  const budget = new ReadBudget(
    budgetMs,
    () => clock,
    (run) => turnEnds.push(run),
  );
  const sockets = [0, 1, 2].map(() => {
    const socket = new FakeSocket();
    socket.on('data', (ms: number) => (clock += ms)); // the `ws` receiver's work, registered first
    budget.watch(socket);
    return socket;
  });
  return { budget, sockets, turnEnds };
}

describe('ReadBudget', () => {
  it('pauses every socket once a turn has spent its budget, and resumes them after the turn', () => {
    const { budget, sockets, turnEnds } = setup(10);
    sockets[0]!.emit('data', 4);
    expect(sockets.some((s) => s.paused)).toBe(false);
    sockets[1]!.emit('data', 7); // 11 ms this turn
    expect(sockets.map((s) => s.paused)).toEqual([true, true, true]);
    expect(budget.holding()).toBe(3);
    expect(turnEnds).toHaveLength(1);
    turnEnds.shift()!();
    expect(sockets.map((s) => s.paused)).toEqual([false, false, false]);
    // a new turn starts with the whole budget
    sockets[2]!.emit('data', 9);
    expect(sockets.some((s) => s.paused)).toBe(false);
  });

  it('leaves a socket that was already paused (by `ws`) for its owner to resume, and forgets closed sockets', () => {
    const { budget, sockets, turnEnds } = setup(5);
    sockets[2]!.paused = true;
    sockets[0]!.emit('data', 6);
    expect(budget.holding()).toBe(2);
    sockets[1]!.emit('close');
    expect(budget.holding()).toBe(1);
    turnEnds.shift()!();
    expect(sockets.map((s) => s.paused)).toEqual([false, true, true]);
  });
});
