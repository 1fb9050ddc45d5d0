import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import type { DevAccount } from '../src/api';
import { EMPTY_CELL } from '../src/engine/codec';
import { GENESIS_SUPPLY, TYCHO } from '../src/engine/constants';
import { deployToken, freshDevnet, nativeSum, totalSupply, transferTokens, walletOf, walletSum } from './helpers';

let d: Awaited<ReturnType<typeof freshDevnet>>;
let accounts: DevAccount[];
beforeAll(async () => {
  d = await freshDevnet(7);
  accounts = [];
  for (let i = 0; i < 4; i++) accounts.push(await d.createFundedWallet(`p${i}`, 1000n * TYCHO));
});
afterAll(() => d.closeAll());

type Command =
  | { type: 'mint'; to: number; amount: bigint; deploy: boolean }
  | { type: 'transfer'; from: number; to: number; amount: bigint; deploy: boolean; notify: boolean }
  | { type: 'toWallet'; from: number; to: number; amount: bigint }
  | { type: 'burn'; from: number; amount: bigint }
  | { type: 'native'; from: number; to: number; amount: bigint; bounce: boolean; nowhere: boolean };

const who = fc.integer({ min: 0, max: 3 });
const amount = fc.bigInt({ min: 0n, max: 2_000n });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('mint' as const), to: who, amount, deploy: fc.boolean() }),
  fc.record({
    type: fc.constant('transfer' as const),
    from: who,
    to: who,
    amount,
    deploy: fc.boolean(),
    notify: fc.boolean(),
  }),
  fc.record({ type: fc.constant('toWallet' as const), from: who, to: who, amount }),
  fc.record({ type: fc.constant('burn' as const), from: who, amount }),
  fc.record({
    type: fc.constant('native' as const),
    from: who,
    to: who,
    amount: fc.bigInt({ min: 0n, max: 5n * TYCHO }),
    bounce: fc.boolean(),
    nowhere: fc.boolean(),
  }),
);

async function run(root: string, c: Command) {
  const giver = d.addresses().giver!;
  const addr = (i: number) => accounts[i]!.address;
  if (c.type === 'native') {
    // Native coin to a wallet, or to an address without code (kept, or bounced back when bounce is set).
    const to = c.nowhere ? '0:' + (c.to + 1).toString(16).padStart(64, '0') : addr(c.to);
    await (
      await d.sendFromWallet({ sender: addr(c.from), recipient: to, amount: c.amount, bounce: c.bounce })
    ).settled;
  } else if (c.type === 'mint') {
    const params = {
      amount: c.amount,
      recipient: addr(c.to),
      deployWalletValue: c.deploy ? TYCHO / 10n : 0n,
      remainingGasTo: giver,
      notify: false,
      payload: EMPTY_CELL,
    };
    await (
      await d.sendFrom(giver, root, {
        value: TYCHO,
        bounce: true,
        call: { abi: TokenRootAbiJson, method: 'mint', params },
      })
    ).settled;
  } else if (c.type === 'transfer') {
    await transferTokens(d, root, addr(c.from), addr(c.to), c.amount, {
      deployWalletValue: c.deploy ? TYCHO / 10n : 0n,
      notify: c.notify,
    });
  } else {
    const from = addr(c.from);
    const call =
      c.type === 'burn'
        ? {
            abi: TokenWalletAbiJson,
            method: 'burn',
            params: { amount: c.amount, remainingGasTo: from, callbackTo: giver, payload: EMPTY_CELL },
          }
        : {
            abi: TokenWalletAbiJson,
            method: 'transferToWallet',
            params: {
              amount: c.amount,
              recipientTokenWallet: walletOf(d, root, addr(c.to)),
              remainingGasTo: from,
              notify: false,
              payload: EMPTY_CELL,
            },
          };
    await (
      await d.sendFrom(from, walletOf(d, root, from), { value: TYCHO / 2n, bounce: true, call })
    ).settled;
  }
}

describe('devnet invariants under random token operations', () => {
  it('totalSupply equals the sum of wallet balances and native coin is conserved', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const root = await deployToken(d, `P${++n}`);
        for (const c of commands) {
          await run(root, c);
          expect(totalSupply(d, root)).toBe(walletSum(d, root));
        }
        expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
        expect(d.chain.queueLength()).toBe(0);
      }),
      { numRuns: 25, seed: 42 },
    );
  });

  it('the vault always holds at least the wrapped supply, which equals the wrapped wallet balances', async () => {
    const vault = d.addresses().vault!;
    const wtycho = d.addresses().wtycho!;
    const op = fc.record({ who, wrap: fc.boolean(), amount: fc.bigInt({ min: 0n, max: 20n * TYCHO }) });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          const owner = accounts[o.who]!.address;
          if (o.wrap) {
            await (
              await d.sendFromWallet({ sender: owner, recipient: vault, amount: o.amount, bounce: true })
            ).settled;
          } else {
            await transferTokens(d, wtycho, owner, vault, o.amount, { notify: true, value: 500_000_000n });
          }
          const supply = totalSupply(d, wtycho);
          expect(walletSum(d, wtycho)).toBe(supply);
          expect(BigInt(d.getFullContractState(vault)!.balance)).toBeGreaterThanOrEqual(supply);
        }
        expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
      }),
      { numRuns: 10, seed: 7 },
    );
  });
});
