import { describe, expect, it } from 'vitest';
import { simulate } from './simulate';
import type { ChainState, ChainTransaction, LocalRequest, PreviewRpc } from './types';

const FEE = 10n;
const USER = '0:user';
const TOKEN_WALLET = '0:tokenwallet';
const POOL = '0:pool';
const ROOT = '0:root';

interface Account {
  balance: bigint;
  tokens?: bigint;
  /** What the account does with a message: out-messages and a token change, or an abort. */
  run?: (
    value: bigint,
    bounced: boolean,
  ) => { outs?: { dst: string; value: bigint }[]; tokens?: bigint; abort?: number };
}

const stateOf = (a: Account | undefined): ChainState | undefined =>
  a && {
    boc: JSON.stringify({ balance: a.balance.toString(), tokens: a.tokens?.toString() }),
    balance: a.balance.toString(),
    isDeployed: true,
    genTimings: { genLt: '0', genUtime: 0 },
  };
const read = (s: ChainState): Account => {
  const j = JSON.parse(s.boc) as { balance: string; tokens?: string };
  return { balance: BigInt(j.balance), tokens: j.tokens === undefined ? undefined : BigInt(j.tokens) };
};

/** A fake network: each account's behaviour, the transactions it would run, the states passed along. */
function fakeRpc(accounts: Record<string, Account>, options: { noExecuteLocal?: boolean } = {}) {
  const calls: LocalRequest[] = [];
  const rpc: PreviewRpc = {
    async executeLocal(request) {
      calls.push(request);
      if (options.noExecuteLocal) throw Object.assign(new Error('executeLocal is not supported'), { code: 4 });
      const model = accounts[request.address];
      const base = request.kind === 'internal' && request.cachedState ? read(request.cachedState) : { ...model };
      const value = request.kind === 'wallet' ? 0n : BigInt(request.amount);
      const bounced = request.kind === 'internal' && request.bounced;
      let balance = base.balance + value - FEE;
      let tokens = base.tokens;
      const outs: ChainTransaction['outMessages'] = [];
      const result =
        request.kind === 'wallet'
          ? { outs: [{ dst: request.call.recipient, value: request.call.amount }] }
          : (model.run?.(value, bounced) ?? {});
      const aborted = result.abort !== undefined;
      if (aborted) {
        if (request.kind === 'internal' && request.bounce) {
          outs.push({ dst: request.sender, value: (value - FEE).toString(), bounce: false, bounced: true });
          balance -= value - FEE;
        }
      } else {
        for (const o of result.outs ?? []) {
          outs.push({ dst: o.dst, value: o.value.toString(), bounce: true, bounced: false });
          balance -= o.value;
        }
        if (result.tokens !== undefined) tokens = (tokens ?? 0n) + result.tokens;
      }
      const transaction: ChainTransaction = {
        aborted,
        exitCode: result.abort ?? 0,
        totalFees: FEE.toString(),
        inMessage: { value: value.toString(), bounce: false, bounced },
        outMessages: outs,
      };
      return { transaction, newState: stateOf({ balance, tokens }) };
    },
    async getFullContractState(address) {
      return stateOf(accounts[address]);
    },
    async tokenWallet(address, state) {
      const tokens = read(state).tokens;
      return tokens === undefined
        ? undefined
        : { owner: address === TOKEN_WALLET ? USER : POOL, root: ROOT, balance: tokens };
    },
    async tokenInfo() {
      return { symbol: 'TOK', decimals: 3 };
    },
  };
  return { rpc, calls };
}

const input = { owner: USER, publicKey: 'ab', call: { recipient: TOKEN_WALLET, amount: 1000n, bounce: true } };

describe('simulate', () => {
  it('follows the tree, passes each simulated state on, and sums tokens, coin and fees', async () => {
    const { rpc, calls } = fakeRpc({
      [USER]: { balance: 5000n },
      // the user's token wallet sends 40 tokens to the pool with 600 coin; the pool then sends it 7 back
      [TOKEN_WALLET]: {
        balance: 100n,
        tokens: 500n,
        run: (v) => (v === 1000n ? { tokens: -40n, outs: [{ dst: POOL, value: 600n }] } : { tokens: 7n }),
      },
      [POOL]: {
        balance: 100n,
        run: (v) => ({
          outs: [
            { dst: USER, value: v - 100n },
            { dst: TOKEN_WALLET, value: 50n },
          ],
        }),
      },
    });
    const result = await simulate(rpc, input);
    expect(result.kind).toBe('done');
    if (result.kind !== 'done') return;
    expect(result.steps.map((s) => s.address)).toEqual([USER, TOKEN_WALLET, POOL, USER, TOKEN_WALLET]);
    // the second visit of the token wallet ran on the state the first produced (tokens already taken)
    const second = calls[4];
    expect(second.kind === 'internal' && read(second.cachedState!).tokens).toBe(460n);
    expect(result.tokens).toEqual([{ root: ROOT, symbol: 'TOK', decimals: 3, before: 500n, after: 467n }]);
    expect(result.native).toEqual({
      attached: 1000n,
      returned: 500n,
      fees: 50n,
      spent: 5000n - (5000n - 1000n - 10n + 500n - 10n),
    });
    expect(result.failure).toBeUndefined();
  });

  it("shows a watched counterparty's token change beside the user's, marked with its owner", async () => {
    // the user's token wallet sends 40 tokens to the pool's wallet (the pool owns it)
    const network = () =>
      fakeRpc({
        [USER]: { balance: 5000n },
        [TOKEN_WALLET]: {
          balance: 100n,
          tokens: 500n,
          run: () => ({ tokens: -40n, outs: [{ dst: POOL, value: 600n }] }),
        },
        [POOL]: { balance: 100n, tokens: 0n, run: () => ({ tokens: 40n }) },
      }).rpc;
    const mine = { root: ROOT, symbol: 'TOK', decimals: 3, before: 500n, after: 460n };
    const plain = await simulate(network(), input);
    expect(plain.kind === 'done' && plain.tokens).toEqual([mine]);
    const watched = await simulate(network(), { ...input, watch: [POOL.toUpperCase()] });
    expect(watched.kind === 'done' && watched.tokens).toEqual([
      mine,
      { root: ROOT, owner: POOL, symbol: 'TOK', decimals: 3, before: 0n, after: 40n },
    ]);
  });

  it('names the first aborted step and follows its bounce', async () => {
    const { rpc } = fakeRpc({
      [USER]: { balance: 5000n },
      [TOKEN_WALLET]: { balance: 100n, tokens: 5n, run: () => ({ abort: 1060 }) },
    });
    const result = await simulate(rpc, input);
    expect(result).toMatchObject({
      kind: 'done',
      failure: { address: TOKEN_WALLET, index: 2, exitCode: 1060 },
      tokens: [],
    });
    if (result.kind === 'done') {
      expect(result.steps.at(-1)).toMatchObject({ address: USER, transaction: { inMessage: { bounced: true } } });
      expect(result.native.returned).toBe(990n);
      expect(result.native.spent).toBe(30n);
    }
  });

  it('does not count the refused deploy of a wallet that exists (TIP-3 deploy-if-missing) as a failure', async () => {
    // the root sends the deploy (100) and the mint call (300) to the wallet; the wallet exists, so the deploy's
    // constructor is refused with 51 and the mint goes through
    const network = (mintAbort?: number) =>
      fakeRpc({
        [USER]: { balance: 5000n },
        [TOKEN_WALLET]: { balance: 100n, run: () => ({ outs: [{ dst: ROOT, value: 500n }] }) },
        [ROOT]: {
          balance: 100n,
          run: (v) =>
            v === 500n
              ? {
                  outs: [
                    { dst: POOL, value: 100n },
                    { dst: POOL, value: 300n },
                  ],
                }
              : {},
        },
        [POOL]: { balance: 100n, run: (v) => (v === 100n ? { abort: 51 } : mintAbort ? { abort: mintAbort } : {}) },
      }).rpc;
    const benign = await simulate(network(), input);
    expect(benign).toMatchObject({ kind: 'done' });
    expect(benign.kind === 'done' && benign.failure).toBeUndefined();
    // when the call after the deploy fails too, the tree failed: the first aborted step is named
    expect(await simulate(network(1060), input)).toMatchObject({
      kind: 'done',
      failure: { address: POOL, index: 4, exitCode: 51 },
    });
    // a lone constructor refused with 51 (the action's own deploy of something that exists) is a failure
    const lone = fakeRpc({
      [USER]: { balance: 5000n },
      [TOKEN_WALLET]: { balance: 100n, run: () => ({ abort: 51 }) },
    }).rpc;
    expect(await simulate(lone, input)).toMatchObject({ kind: 'done', failure: { index: 2, exitCode: 51 } });
  });

  it('stops at the depth and message limits and at a contract the tree would deploy', async () => {
    const loop = {
      [USER]: { balance: 5000n },
      [TOKEN_WALLET]: { balance: 100n, run: () => ({ outs: [{ dst: POOL, value: 1n }] }) },
      [POOL]: {
        balance: 100n,
        run: () => ({
          outs: [
            { dst: TOKEN_WALLET, value: 1n },
            { dst: POOL, value: 1n },
          ],
        }),
      },
    };
    expect(await simulate(fakeRpc(loop).rpc, { ...input, limits: { depth: 3, messages: 100 } })).toEqual({
      kind: 'incomplete',
      reason: 'depth',
    });
    expect(await simulate(fakeRpc(loop).rpc, { ...input, limits: { depth: 100, messages: 5 } })).toEqual({
      kind: 'incomplete',
      reason: 'messages',
    });
    const deploy = {
      [USER]: { balance: 5000n },
      [TOKEN_WALLET]: { balance: 1n, run: () => ({ outs: [{ dst: '0:new', value: 1n }] }) },
    };
    expect(await simulate(fakeRpc(deploy).rpc, input)).toEqual({
      kind: 'incomplete',
      reason: 'deploy',
      address: '0:new',
    });
  });

  it('reports a wallet without executeLocal as unavailable and other failures as errors', async () => {
    const accounts = { [USER]: { balance: 5000n } };
    expect(await simulate(fakeRpc(accounts, { noExecuteLocal: true }).rpc, input)).toEqual({ kind: 'unavailable' });
    const broken = fakeRpc(accounts).rpc;
    broken.getFullContractState = () => Promise.reject(new Error('connection lost'));
    expect(await simulate(broken, input)).toEqual({ kind: 'error', message: 'connection lost' });
  });
});
