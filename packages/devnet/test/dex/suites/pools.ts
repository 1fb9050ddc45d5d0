import { describe, expect, it } from 'vitest';
import {
  ZERO_ADDRESS,
  DexAccountAbiJson,
  DexPairAbiJson,
  DexRootAbiJson,
  DexStablePoolAbiJson,
  TokenRootAbiJson,
} from '@tycho/abi';
import { TYCHO } from '../../../src/engine/constants';
import * as dex from '../../../src/seed/dex-actions';
import { eventsOf, expectConservation, impl } from '../helpers';
import { env } from '../shared';
import { deployToken } from '../../helpers';

const n = () => impl(env.d);

describe('DexRoot and pools', () => {
  it('answers expected addresses and pool getters', () => {
    const { d, m } = env;
    const pair = String(
      d.get(m.dexRoot, DexRootAbiJson, 'getExpectedPairAddress', { left_root: m.t.USDT, right_root: m.t.QUBE }).value0,
    );
    expect(pair).toBe(dex.poolOf(n(), m.dexRoot, m.pools.qubeUsdt));
    const tri = String(
      d.get(m.dexRoot, DexRootAbiJson, 'getExpectedPoolAddress', { _roots: [m.t.DAI, m.t.USDC, m.t.USDT] }).value0,
    );
    expect(tri).toBe(dex.poolOf(n(), m.dexRoot, m.pools.tri));
    const roots = d.get(pair, DexPairAbiJson, 'getTokenRoots');
    expect([roots.left, roots.right].sort()).toEqual([m.t.USDT, m.t.QUBE].sort());
    expect(String(d.get(String(roots.lp), TokenRootAbiJson, 'name').value0)).toMatch(
      /^FlatQube LP (QUBE-USDT|USDT-QUBE)$/,
    );
    expect(d.get(pair, DexPairAbiJson, 'getPoolType').value0).toBe('1');
    expect(d.get(tri, DexStablePoolAbiJson, 'getPoolType').value0).toBe('3');
    const fee = d.get(pair, DexPairAbiJson, 'getFeeParams').value0 as Record<string, unknown>;
    expect(fee.beneficiary).toBe(d.addresses().dexBeneficiary);
    const b = d.get(tri, DexStablePoolAbiJson, 'getBalances').value0 as { balances: string[]; lp_supply: string };
    expect(b.balances).toHaveLength(3);
    const ex = d.get(pair, DexPairAbiJson, 'expectedExchange', { amount: '1000000000', spent_token_root: m.t.QUBE });
    expect(BigInt(ex.expected_amount as string)).toBeGreaterThan(1_900_000n); // ~2 USDT per QUBE minus 0.3 %
    const sp = d.get(pair, DexPairAbiJson, 'expectedSpendAmount', {
      receive_amount: '2000000',
      receive_token_root: m.t.USDT,
    });
    expect(BigInt(sp.expected_amount as string)).toBeGreaterThan(1_000_000_000n);
  });

  it('a user creates a missing pair (deployPair, user pays) and it emits NewPoolCreated', async () => {
    const { d, m } = env;
    const user = await d.createFundedWallet('creator', 1000n * TYCHO);
    const token = await deployToken(d, 'NEWT');
    const lt = impl(d).chain.currentLt();
    await dex.deployPair(n(), m.dexRoot, user.address, token, m.t.USDT);
    const state = dex.poolState(n(), m.dexRoot, [token, m.t.USDT])!;
    expect(state.active).toBe(true);
    expect(await eventsOf(d, m.dexRoot, DexRootAbiJson, 'NewPoolCreated', lt)).toHaveLength(1);
    expect(await eventsOf(d, m.dexRoot, DexRootAbiJson, 'NewLpTokenRootCreated', lt)).toHaveLength(1);
    // Deploying it again bounces (the pool exists): the value comes back minus fees.
    const before = BigInt(d.getFullContractState(user.address)!.balance);
    await dex.deployPair(n(), m.dexRoot, user.address, token, m.t.USDT);
    expect(before - BigInt(d.getFullContractState(user.address)!.balance)).toBeLessThan(TYCHO / 10n);
    expectConservation(d);
  });

  it('connecting a pool that does not exist emits ExpectedPairNotExist', async () => {
    const { d, m } = env;
    const user = await d.createFundedWallet('nopool', 1000n * TYCHO);
    const account = await dex.ensureAccount(n(), m.dexRoot, user.address);
    await (
      await d.sendFrom(user.address, account, {
        value: 2n * TYCHO,
        bounce: true,
        call: { abi: DexAccountAbiJson, method: 'addPair', params: { left_root: m.t.WBTC, right_root: m.t.DAI } },
      })
    ).settled;
    expect(await eventsOf(d, account, DexAccountAbiJson, 'ExpectedPairNotExist')).toHaveLength(1);
  });

  it('runLocal payload builders produce the format the pools decode', () => {
    const { d, m } = env;
    const pair = dex.poolOf(n(), m.dexRoot, m.pools.qubeUsdt);
    const out = d.runLocal(pair, DexPairAbiJson, 'buildCrossPairExchangePayloadV2', {
      _id: 5,
      _deployWalletGrams: 100_000_000,
      _expectedAmount: 1,
      _outcoming: m.t.USDT,
      _nextStepIndices: [0],
      _steps: [{ amount: 1, roots: m.pools.stable, outcoming: m.t.USDC, numerator: 1, nextStepIndices: [] }],
      _recipient: m.lp,
      _referrer: ZERO_ADDRESS,
      _successPayload: null,
      _cancelPayload: null,
      _toNative: null,
    });
    expect(out.code).toBe(0);
    const ours = dex.routePayload(
      n(),
      m.dexRoot,
      [
        { roots: m.pools.qubeUsdt, outcoming: m.t.USDT, expected: 1n },
        { roots: m.pools.stable, outcoming: m.t.USDC, expected: 1n },
      ],
      { id: 5n, recipient: m.lp },
    );
    expect(out.output!.value0).toBe(ours);
  });
});
