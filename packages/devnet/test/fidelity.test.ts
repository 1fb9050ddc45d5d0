/**
 * Fidelity of the devnet's TIP-3 model (issue 10, docs/fidelity.md): the same random sequences of deploy, mint,
 * transfer, burn (by the wallet's owner and by the root), ownership changes and the root's switches run on the
 * devnet's models and on the compiled TIP-3 contracts of `@broxus/tip3` executed by a real TVM (nekoton-wasm's
 * transaction executor). After every step both must show the same balances, wallets, supplies, owners and switches,
 * and the same transactions of roots and wallets (which call, refused with which exit code) and messages to users.
 *
 * `FIDELITY_RUNS` (default 30) sequences of up to `FIDELITY_OPS` (default 12) operations; `FIDELITY_SEED` replays one
 * run. `npm run soak` runs 1,000 sequences of up to 20 operations.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@tycho/db';
import { BASE_STEPS, builderStep, createDevnet, type DevnetHandle, TYCHO } from '../src';
import { callOf, type Op, type Role, ROLES, sequenceArb } from './fidelity/ops';
import { DevnetSide, type Side, type TokenSnapshot, TvmSide } from './fidelity/sides';

const RUNS = Number(process.env.FIDELITY_RUNS ?? 30);
const MAX_OPS = Number(process.env.FIDELITY_OPS ?? 12);
const SEED = process.env.FIDELITY_SEED === undefined ? undefined : Number(process.env.FIDELITY_SEED);
/** With the seed, the `path` fast-check printed for a failure: replays just that sequence. */
const PATH = process.env.FIDELITY_PATH;
/** Roots per sequence at most: more deploys are skipped (the operations spread over a few tokens). */
const MAX_TOKENS = 3;

let d: DevnetHandle;
let users: Record<Role, string>;
let close: () => Promise<void>;

beforeAll(async () => {
  const handle = await openDatabase();
  d = await createDevnet({ db: handle.db, seed: 5, steps: [...BASE_STEPS, builderStep] });
  users = {} as Record<Role, string>;
  // Enough for 5 TYCHO per deploy and the gas of every call of a long soak.
  for (const r of ROLES) users[r] = (await d.createFundedWallet(`fidelity-${r}`, 1_000_000n * TYCHO)).address;
  close = async () => {
    await d.close();
    await handle.close();
  };
});
afterAll(() => close());

const show = (o: Op) => JSON.stringify(o, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** One step on one side: the normalized trace of the call (or the deploy). */
function step(side: Side, o: Op, before: TokenSnapshot[]) {
  if (o.op === 'deploy') return side.deploy(o);
  const token = o.token % side.tokens;
  const state = before[token]!;
  const balanceOf = (r: Role) => BigInt(state.wallets[r] ?? 0);
  const holder = [...ROLES].sort((a, b) => Number(balanceOf(b) - balanceOf(a)))[0]!;
  const likely = o.op === 'transfer' || o.op === 'burn' ? holder : (ROLES.find((r) => r === state.owner) ?? 'A');
  return side.call(
    callOf({ ...o, actor: o.actor === 'likely' ? likely : o.actor }, token, (w) => side.addr(w), balanceOf),
  );
}

it(
  'the devnet TIP-3 model and the real TIP-3 contracts on a TVM agree on random sequences',
  async () => {
    const totals = { sequences: 0, operations: 0, refused: 0, bounced: 0, tvmMs: 0, devnetMs: 0 };
    await fc.assert(
      fc.asyncProperty(sequenceArb(MAX_OPS), async (ops) => {
        totals.sequences += 1;
        const devnet = DevnetSide.create(d, users);
        const tvm = new TvmSide();
        for (const [n, o] of ops.entries()) {
          if (o.op === 'deploy' && devnet.tokens >= MAX_TOKENS) continue;
          totals.operations += 1;
          // `all` amounts read the balances before the step (the same on both sides, checked by the last step).
          const before = devnet.snapshot();
          let started = performance.now();
          const real = await step(tvm, o, before);
          totals.tvmMs += performance.now() - started;
          started = performance.now();
          const model = await step(devnet, o, before);
          totals.devnetMs += performance.now() - started;
          const where = `step ${n + 1} of ${ops.length}: ${show(o)}`;
          if (process.env.FIDELITY_DEBUG) console.log(where, real, devnet.snapshot());
          expect(model, `${where}\ntransactions and messages`).toEqual(real);
          expect(devnet.snapshot(), `${where}\nstate after the step`).toEqual(tvm.snapshot());
          totals.refused += real.filter((e) => e.includes('aborted')).length;
          totals.bounced += real.filter((e) => e.includes('got bounced')).length;
        }
      }),
      { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: RUNS > 100 },
    );
    console.log(
      `fidelity: ${totals.sequences} sequences, ${totals.operations} operations, ` +
        `${totals.refused} refused transactions, ${totals.bounced} bounces to users ` +
        `(TVM ${Math.round(totals.tvmMs)} ms, devnet ${Math.round(totals.devnetMs)} ms)`,
    );
  },
  Math.max(60_000, RUNS * 4_000),
);
