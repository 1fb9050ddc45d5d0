/** The missing-state checks (engine/must.ts) and how a handler that meets a missing state ends its transaction. */
import { describe, expect, it, vi } from 'vitest';
import { ExitCode } from '../src/engine/constants';
import { execute, type ExecutionEnv } from '../src/engine/executor';
import { addAt, at, entry, MissingStateError, must, senderOf } from '../src/engine/must';
import type { AccountRecord, ContractModel } from '../src/engine/types';

const missing = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a MissingStateError');
};

describe('must', () => {
  it('returns a present value unchanged, falsy ones included', () => {
    expect(must(0n, 'a balance')).toBe(0n);
    expect(must('', 'a wallet')).toBe('');
    expect(must(false, 'a flag')).toBe(false);
  });

  it('throws a MissingStateError naming what was missing for undefined and null', () => {
    const error = missing(() => must(undefined, 'pool state of 0:ab / 0:cd'));
    expect(error).toBeInstanceOf(MissingStateError);
    expect((error as MissingStateError).name).toBe('MissingStateError');
    expect((error as MissingStateError).what).toBe('pool state of 0:ab / 0:cd');
    expect((error as Error).message).toBe('missing state: pool state of 0:ab / 0:cd');
    expect(() => must(null, 'a seeded address')).toThrow('missing state: a seeded address');
  });
});

describe('at, entry, addAt, senderOf', () => {
  it('at returns the item or names the list and the index', () => {
    expect(at([5n, 7n], 1, 'pool balance')).toBe(7n);
    expect(() => at([5n, 7n], 2, 'pool balance')).toThrow(new MissingStateError('pool balance #2'));
    expect(() => at([5n], -1, 'pool balance')).toThrow('missing state: pool balance #-1');
  });

  it('entry returns the value or names the record and the key', () => {
    expect(entry({ dexRoot: '0:1' }, 'dexRoot', 'seeded address')).toBe('0:1');
    expect(() => entry({ dexRoot: '0:1' }, 'vault', 'seeded address')).toThrow("missing state: seeded address 'vault'");
  });

  it('addAt adds to an existing item and leaves the list untouched when the item is missing', () => {
    const balances = [10n, 20n];
    addAt(balances, 1, -5n, 'pool balance');
    expect(balances).toEqual([10n, 15n]);
    expect(() => addAt(balances, 2, 1n, 'pool balance')).toThrow(MissingStateError);
    expect(balances).toEqual([10n, 15n]);
  });

  it('senderOf returns the sender of an internal message and throws for an external one', () => {
    expect(senderOf({ sender: '0:5' })).toBe('0:5');
    expect(() => senderOf({})).toThrow('missing state: sender of the message');
  });
});

describe('a handler that meets a missing state', () => {
  it('aborts its transaction with INTERNAL_ERROR, logged, like any other non-contract failure', () => {
    const model: ContractModel<{ reserves: bigint[] }> = {
      kind: 'Probe',
      abi: '{"ABI version":2,"version":"2.3","header":[],"functions":[],"events":[]}',
      init: () => ({ reserves: [] }),
      handlers: {},
      getters: {},
      receive: (ctx) => {
        ctx.state.reserves.push(at(ctx.state.reserves, 0, 'probe reserve'));
      },
    };
    const account: AccountRecord = {
      address: '0:probe',
      kind: 'Probe',
      balance: 10n ** 9n,
      state: { reserves: [] },
      lastLt: 1n,
      lastHash: '',
    };
    let lt = 10n;
    const env: ExecutionEnv = {
      now: 1_800_000_000,
      feeCollector: '0:fees',
      model: () => model as ContractModel,
      get: (address) => (address === account.address ? account : undefined),
      nextLt: () => ++lt,
      addressOf: () => '0:other',
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = execute(
        {
          hash: 'h',
          external: false,
          src: '0:sender',
          dst: account.address,
          value: 10n ** 8n,
          bounce: false,
          bounced: false,
          createdLt: 5n,
          origin: 'o',
        },
        env,
      );
      expect(result.transaction?.aborted).toBe(true);
      expect(result.transaction?.exitCode).toBe(ExitCode.INTERNAL_ERROR);
      expect(logged).toHaveBeenCalledWith('devnet: Probe handler failed', new MissingStateError('probe reserve #0'));
    } finally {
      logged.mockRestore();
    }
  });
});
