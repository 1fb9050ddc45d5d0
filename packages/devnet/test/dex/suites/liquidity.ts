import { describe, expect, it } from 'vitest';
import { DexAccountAbiJson, DexPairAbiJson, DexRootAbiJson } from '@tycho/abi';
import { TYCHO } from '../../../src/engine/constants';
import { units } from '../../../src/seed/tokens';
import * as dex from '../../../src/seed/dex-actions';
import { callbacks, expectConservation, impl, lastLt, mint } from '../helpers';
import { env } from '../shared';

const n = () => impl(env.d);

async function funded(name: string) {
  const { d, m } = env;
  const user = (await d.createFundedWallet(name, 1000n * TYCHO)).address;
  await mint(d, m.t.USDT, user, units(10_000, 6));
  await mint(d, m.t.USDC, user, units(10_000, 6));
  await mint(d, m.t.DAI, user, units(10_000, 18));
  await mint(d, m.t.QUBE, user, units(10_000, 9));
  return user;
}

describe('DexAccount', () => {
  it('deploys at the expected address, connects a pool, takes deposits and withdraws', async () => {
    const { d, m } = env;
    const user = await funded('acc');
    const account = await dex.connectPool(n(), m.dexRoot, user, m.pools.qubeUsdt);
    expect(String(d.get(m.dexRoot, DexRootAbiJson, 'getExpectedAccountAddress', { account_owner: user }).value0)).toBe(
      account,
    );
    const wallets = d.get(account, DexAccountAbiJson, 'getWallets').value0 as [string, string][];
    expect(wallets.map(([r]) => r).sort()).toEqual(
      [...m.pools.qubeUsdt, dex.poolState(n(), m.dexRoot, m.pools.qubeUsdt)!.lpRoot].sort(),
    );
    await dex.depositToAccount(n(), m.dexRoot, user, m.t.USDT, units(300, 6));
    const data = d.get(account, DexAccountAbiJson, 'getWalletData', { token_root: m.t.USDT });
    expect(BigInt(data.balance as string)).toBe(units(300, 6));
    const balances = new Map(d.get(account, DexAccountAbiJson, 'getBalances').value0 as [string, string][]);
    expect(BigInt(balances.get(m.t.USDT)!)).toBe(units(300, 6));
    await (
      await d.sendFrom(user, account, {
        value: 2n * TYCHO,
        bounce: true,
        call: {
          abi: DexAccountAbiJson,
          method: 'withdraw',
          params: {
            call_id: 1,
            amount: units(100, 6),
            token_root: m.t.USDT,
            recipient_address: user,
            deploy_wallet_grams: 0,
            send_gas_to: user,
          },
        },
      })
    ).settled;
    expect(dex.tokenBalance(n(), m.t.USDT, user)).toBe(units(9_800, 6));
    expect(BigInt(d.get(account, DexAccountAbiJson, 'getWalletData', { token_root: m.t.USDT }).balance as string)).toBe(
      units(200, 6),
    );
    // Withdrawing more than the balance bounces: nothing changes.
    await (
      await d.sendFrom(user, account, {
        value: 2n * TYCHO,
        bounce: true,
        call: {
          abi: DexAccountAbiJson,
          method: 'withdraw',
          params: {
            call_id: 2,
            amount: units(500, 6),
            token_root: m.t.USDT,
            recipient_address: user,
            deploy_wallet_grams: 0,
            send_gas_to: user,
          },
        },
      })
    ).settled;
    expect(dex.tokenBalance(n(), m.t.USDT, user)).toBe(units(9_800, 6));
    expectConservation(d);
  });

  it('adds and removes liquidity in a pair (LP to the owner wallet, tokens back on removal)', async () => {
    const { d, m } = env;
    const user = await funded('lp-pair');
    const pool0 = dex.poolState(n(), m.dexRoot, m.pools.qubeUsdt)!;
    const [qubeK, usdtK] = [pool0.roots.indexOf(m.t.QUBE), pool0.roots.indexOf(m.t.USDT)];
    const amounts = pool0.roots.map((r) => (r === m.t.QUBE ? units(1_000, 9) : units(2_000, 6)));
    const lt = lastLt(d);
    await dex.addLiquidity(n(), m.dexRoot, user, pool0.roots, amounts, { callId: 77n });
    const pool1 = dex.poolState(n(), m.dexRoot, m.pools.qubeUsdt)!;
    const lp = dex.tokenBalance(n(), pool1.lpRoot, user);
    expect(lp).toBeGreaterThan(0n);
    expect(pool1.lpSupply - pool0.lpSupply).toBe(lp);
    expect(pool1.balances[qubeK]! - pool0.balances[qubeK]!).toBeLessThanOrEqual(units(1_000, 9));
    const cbs = await callbacks(d, user, lt);
    expect(cbs.map((c) => c.method)).toContain('dexPairDepositLiquiditySuccessV2');
    const usdt0 = dex.tokenBalance(n(), m.t.USDT, user);
    await dex.removeLiquidity(n(), m.dexRoot, user, pool1.roots, lp);
    expect(dex.tokenBalance(n(), pool1.lpRoot, user)).toBe(0n);
    expect(dex.tokenBalance(n(), m.t.USDT, user) - usdt0).toBeGreaterThan(units(1_990, 6));
    expect(dex.poolState(n(), m.dexRoot, m.pools.qubeUsdt)!.balances[usdtK]).toBeGreaterThan(0n);
    expectConservation(d);
  });

  it('adds (auto-change, one token) and removes liquidity in the 3-token stable pool', async () => {
    const { d, m } = env;
    const user = await funded('lp-tri');
    const roots = dex.poolState(n(), m.dexRoot, m.pools.tri)!.roots;
    const amounts = roots.map((r) => (r === m.t.DAI ? units(500, 18) : r === m.t.USDT ? units(500, 6) : 0n));
    await dex.addLiquidity(n(), m.dexRoot, user, roots, amounts, { autoChange: true });
    const pool = dex.poolState(n(), m.dexRoot, m.pools.tri)!;
    const lp = dex.tokenBalance(n(), pool.lpRoot, user);
    expect(lp).toBeGreaterThan(0n);
    const usdc0 = dex.tokenBalance(n(), m.t.USDC, user);
    await dex.removeLiquidity(n(), m.dexRoot, user, roots, lp);
    expect(dex.tokenBalance(n(), m.t.USDC, user)).toBeGreaterThan(usdc0);
    expectConservation(d);
  });

  it('a deposit below the expected LP is cancelled and the tokens return to the account', async () => {
    const { d, m } = env;
    const user = await funded('lp-cancel');
    const roots = dex.poolState(n(), m.dexRoot, m.pools.stable)!.roots;
    const lt = lastLt(d);
    await dex.addLiquidity(n(), m.dexRoot, user, roots, [units(100, 6), units(100, 6)], {
      expectedLp: 10n ** 30n,
      callId: 9n,
    });
    const account = dex.accountOf(n(), m.dexRoot, user);
    const balances = new Map(d.get(account, DexAccountAbiJson, 'getBalances').value0 as [string, string][]);
    expect(BigInt(balances.get(m.t.USDT)!)).toBe(units(100, 6));
    expect(BigInt(balances.get(m.t.USDC)!)).toBe(units(100, 6));
    const cbs = await callbacks(d, user, lt);
    expect(cbs.find((c) => c.method === 'dexPairOperationCancelled')?.input.id).toBe('9');
    expectConservation(d);
  });

  it('direct deposit (token → LP transfer, op 7) and direct LP withdrawal (op 8) with the built payloads', async () => {
    const { d, m } = env;
    const user = await funded('direct');
    const pair = dex.poolOf(n(), m.dexRoot, m.pools.qubeUsdt);
    const lpRoot = dex.poolState(n(), m.dexRoot, m.pools.qubeUsdt)!.lpRoot;
    const common = { _id: 3, _deployWalletGrams: 100_000_000, _recipient: user, _referrer: user };
    const opt = { _successPayload: null, _cancelPayload: null, _toNative: null };
    const dep = d.runLocal(pair, DexPairAbiJson, 'buildDepositLiquidityPayloadV2', {
      ...common,
      _expectedAmount: 1,
      ...opt,
    });
    const lt = lastLt(d);
    await dex.transferTokens(n(), user, m.t.USDT, units(100, 6), pair, {
      notify: true,
      payload: String(dep.output!.value0),
      value: 2n * TYCHO,
    });
    const lp = dex.tokenBalance(n(), lpRoot, user);
    expect(lp).toBeGreaterThan(0n);
    expect((await callbacks(d, user, lt)).map((c) => c.method)).toContain('dexPairDepositLiquiditySuccessV2');
    const wd = d.runLocal(pair, DexPairAbiJson, 'buildWithdrawLiquidityPayloadV2', {
      ...common,
      _expectedLeftAmount: 0,
      _expectedRightAmount: 0,
      ...opt,
    });
    const qube0 = dex.tokenBalance(n(), m.t.QUBE, user);
    await dex.transferTokens(n(), user, lpRoot, lp, pair, {
      notify: true,
      payload: String(wd.output!.value0),
      value: 2n * TYCHO,
    });
    expect(dex.tokenBalance(n(), lpRoot, user)).toBe(0n);
    expect(dex.tokenBalance(n(), m.t.QUBE, user)).toBeGreaterThan(qube0);
    expectConservation(d);
  });
});
