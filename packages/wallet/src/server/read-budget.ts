/**
 * A budget for the dev wallet's WebSocket reads in one turn of the event loop (issue 41). Node reads every socket
 * that has data in the same turn, and `ws` unmasks, decodes and hands over each completed frame at once: 200 pages
 * each sending a 256 KiB frame kept the loop busy for 100-270 ms before `/healthz` or any other request was read.
 *
 * Each chunk's processing (the `ws` receiver, then the connection's parse and dispatch, all synchronous) is timed;
 * once the chunks of this turn have used `budgetMs`, every watched socket is paused (libuv then skips the reads still
 * pending in this turn) and resumed after the turn (`setImmediate`), so other requests are answered in between. No
 * frame is dropped or reordered: a paused socket's data waits in its buffers, and TCP slows a sender that goes on.
 * A socket that `ws` paused itself (its own backpressure) is left for `ws` to resume.
 */
export interface ReadSocket {
  prependListener(event: 'data', listener: () => void): unknown;
  on(event: 'data', listener: () => void): unknown;
  once(event: 'close', listener: () => void): unknown;
  pause(): unknown;
  resume(): unknown;
  isPaused(): boolean;
}

export class ReadBudget {
  private spent = 0;
  private turnEnds = false;
  private readonly sockets = new Set<ReadSocket>();
  private readonly held = new Set<ReadSocket>();

  constructor(
    private readonly budgetMs = 10,
    private readonly now: () => number = () => performance.now(),
    private readonly afterTurn: (run: () => void) => void = (run) => void setImmediate(run),
  ) {}

  /** Counts `socket`'s reads against the budget; call after `ws` has taken the socket (its listener first). */
  watch(socket: ReadSocket): void {
    this.sockets.add(socket);
    let began = 0;
    socket.prependListener('data', () => {
      began = this.now();
    });
    socket.on('data', () => this.spend(this.now() - began));
    socket.once('close', () => {
      this.sockets.delete(socket);
      this.held.delete(socket);
    });
  }

  /** Sockets paused by the budget now (for tests and diagnostics). */
  holding(): number {
    return this.held.size;
  }

  private spend(ms: number): void {
    this.spent += ms;
    if (!this.turnEnds) {
      this.turnEnds = true;
      this.afterTurn(() => this.release());
    }
    if (this.spent < this.budgetMs || this.held.size > 0) return;
    for (const socket of this.sockets) {
      if (socket.isPaused()) continue;
      socket.pause();
      this.held.add(socket);
    }
  }

  private release(): void {
    this.spent = 0;
    this.turnEnds = false;
    const held = [...this.held];
    this.held.clear();
    for (const socket of held) socket.resume();
  }
}
