import { describe, expect, it } from 'vitest';
import type { AddLiquidityStep, SideInput } from './addLiquiditySteps';
import { isPairReady, readyLpRoot } from './addLiquiditySteps';
import {
  nextDeposit,
  pairChoice,
  pairSettling,
  pairSubmit,
  poolTypeOf,
  sideDecimals,
  sideSymbols,
} from './pairAddView';
import { customSymbols, shownSymbol, type PairTokenView } from './pairTokens';

const addr = (c: string) => `0:${c.repeat(64)}`;
const L = addr('a');
const R = addr('b');
const LP = addr('c');
const OWNER = addr('d');
const ACCOUNT = addr('e');

const step = (over: Partial<AddLiquidityStep>): AddLiquidityStep => ({
  label: 'liquidity.add.step.deposit',
  busy: false,
  disabled: false,
  ...over,
});
const side = (over: Partial<SideInput> = {}): SideInput => ({
  symbol: 'L',
  amount: 100n,
  walletBalance: 1_000n,
  dexBalance: 30n,
  depositing: false,
  ...over,
});
const view = (root: string, symbol: string | undefined, custom = false): PairTokenView => ({
  root,
  symbol,
  scam: false,
  custom,
});

describe('the pair chosen', () => {
  it('has roots only once both sides are chosen, the same empty list otherwise', () => {
    expect(pairChoice({ left: L, right: R })).toEqual({ roots: [L, R], samePair: false });
    const a = pairChoice({ left: L });
    const b = pairChoice({ right: R });
    expect(a.roots).toEqual([]);
    // one list for every render without a pair: nothing re-reads for a new empty array
    expect(a.roots).toBe(b.roots);
    expect(pairChoice({}).samePair).toBe(false);
  });

  it('is one token when both sides hold the same root, whatever the letter case', () => {
    expect(pairChoice({ left: L, right: L.toUpperCase() }).samePair).toBe(true);
  });

  it("takes each side's decimals as known, never a default", () => {
    const known = new Map<string, number | undefined>([
      [L, 9],
      [R, undefined],
    ]);
    expect(sideDecimals({ left: L, right: R }, known)).toEqual([9, undefined]);
    expect(sideDecimals({ right: L }, known)).toEqual([undefined, 9]);
    expect(sideDecimals({ left: LP }, known)).toEqual([undefined, undefined]);
  });

  it("shows a side's symbol, the root's start while it is looked up, nothing with no token", () => {
    expect(sideSymbols([view(L, 'USDT'), undefined])).toEqual(['USDT', '']);
    expect(sideSymbols([view(L, undefined), view(R, 'QUBE')])).toEqual([L.slice(0, 8), 'QUBE']);
    expect(shownSymbol(view(R, undefined))).toBe('0:bbbbbb');
    // the custom-token warning names them the same way
    expect(customSymbols([view(L, undefined, true), view(R, 'X', false)])).toEqual(['0:aaaaaa']);
  });
});

describe('the pair read', () => {
  it('is ready once deployed and answering; its LP root only then', () => {
    expect(isPairReady(undefined)).toBe(false);
    expect(isPairReady({ deployed: false })).toBe(false);
    expect(isPairReady({ deployed: true, settingUp: true })).toBe(false);
    expect(isPairReady({ deployed: true })).toBe(true);
    expect(readyLpRoot({ deployed: true, settingUp: true, lp: LP })).toBeUndefined();
    expect(readyLpRoot({ deployed: false, lp: LP })).toBeUndefined();
    expect(readyLpRoot({ deployed: true, lp: LP })).toBe(LP);
    expect(readyLpRoot(undefined)).toBeUndefined();
  });

  it("knows the pool's kind once the API found it or says it is missing", () => {
    expect(poolTypeOf({ missing: false })).toEqual({ known: false, stable: false });
    expect(poolTypeOf({ missing: true })).toEqual({ known: true, stable: false });
    expect(poolTypeOf({ pool: { meta: { poolType: 'stable' } }, missing: false })).toEqual({
      known: true,
      stable: true,
    });
    expect(poolTypeOf({ pool: { meta: { poolType: 'common' } }, missing: false })).toEqual({
      known: true,
      stable: false,
    });
  });
});

describe('the deposit to preview', () => {
  const base = {
    owner: OWNER,
    account: { address: ACCOUNT, deployed: true },
    roots: [L, R],
    form: { step: step({ action: 'depositRight' }), sides: [side(), side({ amount: 500n, dexBalance: 120n })] },
  } as const;

  it("is the shortfall of the side the button deposits, into the owner's DEX account", () => {
    expect(nextDeposit({ ...base, form: { ...base.form, sides: [...base.form.sides] } })).toEqual({
      owner: OWNER,
      account: ACCOUNT,
      root: R,
      amount: 380n,
    });
    const left = { step: step({ action: 'depositLeft' }), sides: [side(), undefined] as [SideInput, undefined] };
    expect(nextDeposit({ ...base, form: left })).toEqual({ owner: OWNER, account: ACCOUNT, root: L, amount: 70n });
  });

  it('is none when the button does not deposit, is disabled, or there is no owner, account or side', () => {
    const sides = [side(), side()] as [SideInput, SideInput];
    expect(nextDeposit({ ...base, form: { step: step({ action: 'supply' }), sides } })).toBeUndefined();
    expect(
      nextDeposit({ ...base, form: { step: step({ action: 'depositLeft', disabled: true }), sides } }),
    ).toBeUndefined();
    const form = { step: step({ action: 'depositLeft' }), sides };
    expect(nextDeposit({ ...base, form, owner: undefined })).toBeUndefined();
    expect(nextDeposit({ ...base, form, account: undefined })).toBeUndefined();
    expect(nextDeposit({ ...base, form, account: { address: ACCOUNT, deployed: false } })).toBeUndefined();
    expect(nextDeposit({ ...base, form: { ...form, sides: [undefined, undefined] } })).toBeUndefined();
    expect(nextDeposit({ ...base, form, roots: [] })).toBeUndefined();
  });
});

describe('the button', () => {
  it('connects the wallet or checks the DEX account again, even when the step is disabled', () => {
    expect(pairSubmit(step({ action: 'connectWallet' }), false)).toEqual({ kind: 'connect' });
    expect(pairSubmit(step({ action: 'checkAccount', disabled: true }), false)).toEqual({ kind: 'checkAccount' });
  });

  it("runs the step's task when enabled", () => {
    expect(pairSubmit(step({ action: 'supply' }), false)).toEqual({ kind: 'run', task: { op: 'supply' } });
    expect(pairSubmit(step({ action: 'depositRight' }), false)).toEqual({
      kind: 'run',
      task: { op: 'deposit', index: 1 },
    });
    expect(pairSubmit(step({ action: 'createPool' }), false)).toEqual({ kind: 'run', task: { op: 'createPool' } });
  });

  it('does nothing when disabled, without an action, or while the deposit preview blocks the send', () => {
    expect(pairSubmit(step({ action: 'supply', disabled: true }), false)).toBeUndefined();
    expect(pairSubmit(step({}), false)).toBeUndefined();
    expect(pairSubmit(step({ action: 'depositLeft' }), true)).toBeUndefined();
    expect(pairSubmit(step({ action: 'connectWallet' }), true)).toBeUndefined();
  });
});

describe('the form settles', () => {
  const ready = {
    route: { left: L, right: R },
    owner: OWNER,
    tokenListLoading: false,
    walletPending: false,
    walletBalances: ['1', '2'] as const,
    accountPending: false,
    pairPending: false,
  };

  it('once every read is in', () => {
    expect(pairSettling(ready)).toBe(false);
  });

  it('waits for the token list and the wallet check, connected or not', () => {
    expect(pairSettling({ ...ready, tokenListLoading: true })).toBe(true);
    expect(pairSettling({ ...ready, owner: undefined, walletPending: true })).toBe(true);
  });

  it("waits for a connected wallet's DEX account, the chosen sides' balances and the pair", () => {
    expect(pairSettling({ ...ready, accountPending: true })).toBe(true);
    expect(pairSettling({ ...ready, walletBalances: ['1', undefined] })).toBe(true);
    expect(pairSettling({ ...ready, pairPending: true })).toBe(true);
  });

  it("does not wait for a side with no token, a pair of one token, or a visitor's reads", () => {
    expect(pairSettling({ ...ready, route: { left: L }, walletBalances: ['1', undefined], pairPending: true })).toBe(
      false,
    );
    expect(pairSettling({ ...ready, route: { left: L, right: L }, pairPending: true })).toBe(false);
    expect(
      pairSettling({
        ...ready,
        owner: undefined,
        accountPending: true,
        pairPending: true,
        walletBalances: [undefined, undefined],
      }),
    ).toBe(false);
  });
});
