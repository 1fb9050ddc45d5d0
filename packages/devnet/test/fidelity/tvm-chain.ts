/**
 * A minimal chain around a real TVM: nekoton-wasm's `executeLocal` (the network's transaction executor: compute,
 * action and bounce phases, gas and fees under the Tycho test network's config) runs the compiled TIP-3 contracts of
 * `@broxus/tip3`. Messages are delivered first in, first out, like the devnet's queue. Addresses registered as
 * sinks stand for users: what reaches them is recorded, not executed (they have no code here).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as nt from 'nekoton-wasm/node';
import { TYCHO_TESTNET_CONFIG } from './tycho-config';

export interface TvmMessage {
  hash: string;
  src?: string;
  dst?: string;
  value: string;
  bounce: boolean;
  bounced: boolean;
  body?: string;
}

/** What one call caused: the contracts' transactions and the messages that reached sinks, in delivery order. */
export interface Trace {
  transactions: { account: string; aborted: boolean; exitCode?: number; inMessage: TvmMessage }[];
  delivered: TvmMessage[];
}

const tip3Build = join(dirname(createRequire(import.meta.url).resolve('@broxus/tip3/package.json')), 'build');

/** A compiled contract of `@broxus/tip3` (the `.base64` build is the TVC; line breaks dropped). */
export const tip3Tvc = (name: string) => readFileSync(join(tip3Build, `${name}.base64`), 'utf8').replace(/\s+/g, '');

/** The TVM's own time: a fixed start, one second more per call (roots deployed in one second never collide). */
type Tokens = Parameters<typeof nt.runLocal>[4];
/** Getter inputs as nekoton takes them (plain JSON values). */
const tokens = (input: Record<string, unknown>): Tokens => JSON.parse(JSON.stringify(input)) as Tokens;

const START_TIME = 1_790_000_000;

export class TvmChain {
  private readonly accounts = new Map<string, string>();
  private readonly sinks = new Set<string>();
  private now = START_TIME;

  addSink(address: string) {
    this.sinks.add(address);
  }

  isDeployed(address: string): boolean {
    const boc = this.accounts.get(address);
    return boc !== undefined && nt.parseFullAccountBoc(boc)?.isDeployed === true;
  }

  /** A getter (responsible or not) run on the account's current state; undefined when it is not deployed. */
  get(address: string, abi: string, method: string, input: Record<string, unknown> = {}) {
    const boc = this.accounts.get(address);
    const state = boc ? nt.parseFullAccountBoc(boc) : undefined;
    if (!state?.isDeployed) return undefined;
    const clock = new nt.ClockWithOffset();
    clock.updateOffset(this.now * 1000 - Date.now());
    const result = nt.runLocal(clock, state.boc, abi, method, tokens({ answerId: 0, ...input }), {}, true, {
      type: 'empty',
    });
    if (result.code !== 0 || !result.output) throw new Error(`${method} on ${address}: exit code ${result.code}`);
    return result.output as Record<string, unknown>;
  }

  /** Sends an internal message from a sink and delivers everything it causes; returns the trace. */
  send(src: string, dst: string, value: bigint, body: string, stateInit?: string): Trace {
    this.now += 1;
    const queue: { boc: string; message: TvmMessage }[] = [];
    const first = nt.encodeInternalMessage(src, dst, true, stateInit, body, value.toString());
    queue.push({ boc: first, message: { hash: '', src, dst, value: value.toString(), bounce: true, bounced: false } });
    const trace: Trace = { transactions: [], delivered: [] };
    while (queue.length > 0) {
      const { boc, message } = queue.shift()!;
      const to = message.dst!;
      if (this.sinks.has(to)) {
        trace.delivered.push(message);
        continue;
      }
      const account = this.accounts.get(to) ?? nt.makeFullAccountBoc(undefined);
      const out = nt.executeLocal(TYCHO_TESTNET_CONFIG, account, boc, this.now, true, undefined, undefined);
      if (!('transaction' in out)) throw new Error(`no transaction for a message to ${to}: exit code ${out.exitCode}`);
      this.accounts.set(to, out.account);
      const tx = out.transaction;
      trace.transactions.push({ account: to, aborted: tx.aborted, exitCode: tx.exitCode, inMessage: tx.inMessage });
      for (const m of tx.outMessages) if (m.dst) queue.push({ boc: m.boc, message: m });
    }
    return trace;
  }
}
