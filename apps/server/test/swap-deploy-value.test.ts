import { describe, expect, it } from 'vitest';
import type { Step } from '@tycho/api';
import type { ChainReader } from '../src/chain/reader';
import { receiverDeployValue } from '../src/dex/swap-payload';

const addr = (d: string) => `0:${d.repeat(64)}`;
const USER = addr('1');
const QUBE = addr('2');
const USDT = addr('3');
const walletOf = (root: string) => `0:${root.slice(2, 10)}${'e'.repeat(56)}`;

/** A chain where roots answer walletOf and only the listed wallets are deployed (answer their getters). */
function chain(deployed: string[]): ChainReader {
  return {
    runLocal(address, _abi, method) {
      if (method === 'walletOf') return { code: 0, output: { value0: walletOf(address) } };
      if (method === 'root' && deployed.includes(address)) return { code: 0, output: { value0: USDT } };
      return { code: -1 }; // not deployed: nothing answers
    },
  };
}

const step = (spent: string, received: string): Step => ({
  actionType: 'exchange',
  amount: '1000',
  expectedAmount: '500',
  minExpectedAmount: '490',
  fee: '3',
  poolAddress: addr('9'),
  poolType: 'common',
  priceImpact: '0.001',
  spentCurrencyAddress: spent,
  receiveCurrencyAddress: received,
});

describe('receiverDeployValue: the deploy-wallet value only for a wallet that does not exist (spec 9)', () => {
  it("is 0 when the recipient's wallet of the last received token exists", () => {
    expect(receiverDeployValue(chain([walletOf(QUBE)]), [step(USDT, QUBE)], USER, false)).toBe(0n);
  });
  it('is the deploy value when it does not exist yet (the last step counts, not the first)', () => {
    expect(receiverDeployValue(chain([walletOf(USDT)]), [step(USDT, QUBE)], USER, false)).toBe(100_000_000n);
    expect(receiverDeployValue(chain([walletOf(QUBE)]), [step(USDT, QUBE), step(QUBE, USDT)], USER, false)).toBe(
      100_000_000n,
    );
  });
  it('is 0 for coin paid out as coin (the vault pays it, no token wallet)', () => {
    expect(receiverDeployValue(chain([]), [step(USDT, QUBE)], USER, true)).toBe(0n);
  });
});
