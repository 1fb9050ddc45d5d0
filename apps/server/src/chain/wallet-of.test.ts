import { describe, expect, it } from 'vitest';
import type { ChainReader } from './reader';
import { tokenWalletOf } from './wallet-of';

/** A chain whose roots answer `walletOf` with a wallet named after root and owner; `missing` roots do not answer. */
function fakeChain(missing = new Set<string>()) {
  const calls: string[] = [];
  const chain: ChainReader = {
    now: () => 0,
    runLocal: (address, _abi, method, input) => {
      calls.push(`${method} ${address}`);
      if (missing.has(address)) return { code: 60 };
      const owner = String((input as { walletOwner: string }).walletOwner);
      return { code: 0, output: { value0: `0:${address.slice(2, 6)}${owner.slice(2, 6)}${'0'.repeat(56)}` } };
    },
  };
  return { chain, calls };
}

const root = (n: number) => `0:${String(n).padStart(4, '0')}${'a'.repeat(60)}`;
const owner = (n: number) => `0:${String(n).padStart(4, '9')}${'2'.repeat(60)}`;

describe('tokenWalletOf', () => {
  it('asks the root once per owner and answers the same address after', () => {
    const { chain, calls } = fakeChain();
    const first = tokenWalletOf(chain, root(1), owner(1));
    expect(first).toMatch(/^0:0001/);
    expect(tokenWalletOf(chain, root(1).toUpperCase(), owner(1))).toBe(first); // the same root, spelled in capitals
    expect(tokenWalletOf(chain, root(1), owner(2))).not.toBe(first);
    expect(calls).toEqual([`walletOf ${root(1)}`, `walletOf ${root(1)}`]);
  });

  it('asks again for a root that did not answer, and forgets the oldest address past its limit', () => {
    const missing = new Set([root(2)]);
    const { chain, calls } = fakeChain(missing);
    expect(tokenWalletOf(chain, root(2), owner(1))).toBeUndefined();
    missing.clear(); // the root is deployed now
    expect(tokenWalletOf(chain, root(2), owner(1))).toMatch(/^0:0002/);
    expect(calls).toHaveLength(2);
    tokenWalletOf(chain, root(3), owner(1), 2);
    tokenWalletOf(chain, root(4), owner(1), 2); // root(2)'s address is forgotten
    tokenWalletOf(chain, root(2), owner(1), 2);
    tokenWalletOf(chain, root(4), owner(1), 2);
    expect(calls.slice(2)).toEqual([`walletOf ${root(3)}`, `walletOf ${root(4)}`, `walletOf ${root(2)}`]);
  });

  it('keeps each chain’s addresses apart', () => {
    const a = fakeChain();
    const b = fakeChain();
    tokenWalletOf(a.chain, root(1), owner(1));
    tokenWalletOf(b.chain, root(1), owner(1));
    expect([a.calls.length, b.calls.length]).toEqual([1, 1]);
  });
});
