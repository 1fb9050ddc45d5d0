import { describe, expect, it } from 'vitest';
import {
  accountStateOf,
  addLiquidityStep,
  pairStateOf,
  poolConnectState,
  receivedLp,
  sideReserves,
  autoExchangeAvailability,
  counterAmount,
  depositAmount,
  needsDeposit,
  nPoolSupplyStep,
  stepNote,
  type AddLiquiditySnapshot,
  type SideInput,
} from './addLiquiditySteps';

const side = (over: Partial<SideInput> = {}): SideInput => ({
  symbol: 'A',
  amount: 10n,
  walletBalance: 100n,
  dexBalance: 0n,
  depositing: false,
  ...over,
});
const ready: AddLiquiditySnapshot = {
  walletStatus: 'connected',
  preparing: false,
  account: 'deployed',
  left: side({ symbol: 'A' }),
  right: side({ symbol: 'B' }),
  pair: 'exists',
  pool: 'connected',
  autoExchange: false,
  supplying: false,
};
const label = (s: Partial<AddLiquiditySnapshot>) => {
  const r = addLiquidityStep({ ...ready, ...s });
  return [r.label.replace('liquidity.add.step.', ''), r.values?.symbol, r.action, r.busy]
    .filter((x) => x !== undefined)
    .join(' ');
};

describe('add liquidity step machine', () => {
  it('walks the steps in order with their labels', () => {
    expect(label({ walletStatus: 'disconnected' })).toBe('connectWallet connectWallet false');
    expect(label({ walletStatus: 'connecting' })).toBe('connectWallet true');
    expect(label({ preparing: true })).toBe('preparing true');
    expect(label({ account: 'unknown' })).toBe('checkAccount checkAccount false');
    expect(label({ account: 'checking' })).toBe('checkingAccount true');
    expect(label({ account: 'missing' })).toBe('connectAccount deployAccount false');
    expect(label({ account: 'deploying' })).toBe('connectingAccount true');
    expect(label({ right: undefined })).toBe('selectPair false');
    expect(label({ pair: 'syncing' })).toBe('checkPair true');
    expect(label({ pair: 'missing' })).toBe('createPool createPool false');
    expect(label({ pair: 'creating' })).toBe('creatingPool true');
    expect(label({ pool: 'notConnected' })).toBe('connectPool connectPool false');
    expect(label({ pool: 'connecting' })).toBe('connectingPool true');
    expect(label({})).toBe('deposit A depositLeft false');
    expect(label({ left: side({ symbol: 'A', depositing: true }) })).toBe('depositing A true');
    expect(label({ left: side({ symbol: 'A', dexBalance: 10n }) })).toBe('deposit B depositRight false');
    expect(label({ left: side({ dexBalance: 10n }), right: side({ symbol: 'B', dexBalance: 50n }) })).toBe(
      'supply supply false',
    );
    expect(
      label({ left: side({ dexBalance: 10n }), right: side({ symbol: 'B', dexBalance: 50n }), supplying: true }),
    ).toBe('supplying true');
  });

  it('asks for amounts and flags the first insufficient token', () => {
    expect(label({ left: side({ amount: undefined }) })).toBe('enterAmount false');
    expect(label({ left: side({ symbol: 'A', amount: 101n }) })).toBe('insufficient A false');
    expect(label({ left: side({ symbol: 'A', amount: 101n, dexBalance: 1n }) })).toBe('deposit A depositLeft false');
    expect(label({ right: side({ symbol: 'B', amount: 500n }) })).toBe('insufficient B false');
    // auto-exchange: one side is enough
    expect(
      label({ autoExchange: true, right: side({ symbol: 'B', amount: undefined }), left: side({ dexBalance: 10n }) }),
    ).toBe('supply supply false');
  });

  it('deposits the shortfall only when needed', () => {
    expect(needsDeposit(side({ amount: 0n }))).toBe(false);
    expect(needsDeposit(side({ amount: 10n, dexBalance: 10n }))).toBe(false);
    expect(needsDeposit(side({ amount: 10n, dexBalance: 3n, depositing: true }))).toBe(false);
    expect(depositAmount(side({ amount: 10n, dexBalance: 3n }))).toBe(7n);
  });

  it('auto-exchange availability and amount recomputation', () => {
    expect(autoExchangeAvailability({ connected: true, stable: true, empty: false })).toEqual({
      available: false,
      forced: true,
    });
    expect(autoExchangeAvailability({ connected: true, stable: false, empty: false })).toEqual({
      available: true,
      forced: false,
    });
    expect(autoExchangeAvailability({ connected: false, stable: false, empty: false }).available).toBe(false);
    expect(autoExchangeAvailability({ connected: true, stable: false, empty: true }).available).toBe(false);
    expect(counterAmount(10n, 100n, 250n, false)).toBe(25n);
    expect(counterAmount(10n, 0n, 0n, false)).toBeUndefined();
    expect(counterAmount(10n, 100n, 250n, true)).toBeUndefined();
  });
});

describe('add liquidity state helpers', () => {
  it('maps the account read', () => {
    expect(accountStateOf(undefined, false, false)).toBe('unknown');
    expect(accountStateOf(undefined, true, false)).toBe('checking');
    expect(accountStateOf({ deployed: false }, false, false)).toBe('missing');
    expect(accountStateOf({ deployed: false }, false, true)).toBe('deploying');
    expect(accountStateOf({ deployed: true }, false, false)).toBe('deployed');
  });
  it('maps the pair read', () => {
    expect(pairStateOf(undefined, true, false)).toBe('syncing');
    expect(pairStateOf({ deployed: false }, false, false)).toBe('missing');
    expect(pairStateOf({ deployed: false }, false, true)).toBe('creating');
    expect(pairStateOf({ deployed: true }, false, false)).toBe('exists');
  });
  it('checks the pool connection by the account wallets', () => {
    expect(poolConnectState(undefined, ['0:a'], false)).toBe('unknown');
    expect(poolConnectState(['0:A', '0:b', '0:lp'], ['0:a', '0:b', '0:lp'], false)).toBe('connected');
    expect(poolConnectState(['0:a', '0:b'], ['0:a', '0:b', '0:lp'], false)).toBe('notConnected');
    expect(poolConnectState(['0:a', '0:b'], ['0:a', '0:b', undefined], false)).toBe('notConnected');
    expect(poolConnectState([], ['0:a'], true)).toBe('connecting');
  });
  it('orders reserves as the form sides', () => {
    const pair = { left: '0:a', leftBalance: '10', rightBalance: '20' };
    expect(sideReserves('0:A', pair)).toEqual({ left: 10n, right: 20n });
    expect(sideReserves('0:b', pair)).toEqual({ left: 20n, right: 10n });
  });
  it('computes the received LP', () => {
    expect(receivedLp('5', '12')).toBe(7n);
    expect(receivedLp(undefined, '3')).toBe(3n);
    expect(receivedLp('3', '3')).toBe(0n);
  });
});

describe('nPoolSupplyStep', () => {
  const base = {
    walletStatus: 'connected' as const,
    account: 'deployed' as const,
    pool: 'connected' as const,
    supplying: false,
  };
  it('passes the account and pool steps through', () => {
    expect(nPoolSupplyStep({ ...base, account: 'missing', sides: [side(), side(), side()] }).action).toBe(
      'deployAccount',
    );
    expect(nPoolSupplyStep({ ...base, pool: 'notConnected', sides: [side(), side(), side()] }).action).toBe(
      'connectPool',
    );
  });
  it('needs one amount, then each shortfall deposited, then supplies', () => {
    const none = side({ amount: undefined });
    expect(nPoolSupplyStep({ ...base, sides: [none, none, none] }).label).toBe('liquidity.add.step.enterAmount');
    expect(nPoolSupplyStep({ ...base, sides: [none, side({ symbol: 'B', amount: 500n })] }).label).toBe(
      'liquidity.add.step.insufficient',
    );
    const step = nPoolSupplyStep({ ...base, sides: [none, side({ symbol: 'B', amount: 5n }), none] });
    expect(step).toMatchObject({ label: 'liquidity.add.step.depositFirst', values: { symbol: 'B' }, disabled: true });
    expect(nPoolSupplyStep({ ...base, sides: [none, side({ symbol: 'B', depositing: true }), none] }).busy).toBe(true);
    expect(nPoolSupplyStep({ ...base, sides: [none, side({ amount: 5n, dexBalance: 5n }), none] }).action).toBe(
      'supply',
    );
    expect(nPoolSupplyStep({ ...base, supplying: true, sides: [side({ amount: 5n, dexBalance: 5n })] }).busy).toBe(
      true,
    );
  });
});

describe('no clickable wrong step while data loads (the flaky "add liquidity from zero" run)', () => {
  const clickable = (r: { disabled: boolean; action?: string }) => !r.disabled && !!r.action;

  it('an unknown pool connection waits instead of offering "Connect pool"', () => {
    const r = addLiquidityStep({ ...ready, pool: 'unknown' });
    expect(r).toMatchObject({ label: 'liquidity.add.step.preparing', busy: true, disabled: true });
    expect(clickable(r)).toBe(false);
    // the N-pool page while its pool is still loading
    const n = nPoolSupplyStep({
      walletStatus: 'connected',
      account: 'deployed',
      pool: 'unknown',
      sides: [side(), side()],
      supplying: false,
    });
    expect(clickable(n)).toBe(false);
    expect(n.label).toBe('liquidity.add.step.preparing');
  });

  it('a wallet balance not read yet is not "insufficient" and not a deposit step', () => {
    const unread = side({ symbol: 'A', amount: 10n, walletBalance: undefined });
    const r = addLiquidityStep({ ...ready, left: unread });
    expect(r).toMatchObject({ label: 'liquidity.add.step.preparing', busy: true, disabled: true });
    // once read, the step follows the balances
    expect(label({ left: side({ symbol: 'A', amount: 10n, walletBalance: 5n }) })).toBe('insufficient A false');
    expect(label({ left: side({ symbol: 'A', amount: 10n, walletBalance: 50n }) })).toBe('deposit A depositLeft false');
    // covered by the DEX account balance: the wallet balance is not needed
    expect(
      label({
        left: side({ amount: 10n, dexBalance: 10n, walletBalance: undefined }),
        right: side({ symbol: 'B', dexBalance: 50n }),
      }),
    ).toBe('supply supply false');
    // N-pool: the same rule
    const n = nPoolSupplyStep({
      walletStatus: 'connected',
      account: 'deployed',
      pool: 'connected',
      sides: [unread],
      supplying: false,
    });
    expect(n.label).toBe('liquidity.add.step.preparing');
  });

  it('a deployed pair that does not answer yet is syncing, never "Create pool"', () => {
    expect(pairStateOf({ deployed: true, settingUp: true }, false, false)).toBe('syncing');
    const r = addLiquidityStep({ ...ready, pair: pairStateOf({ deployed: true, settingUp: true }, false, false) });
    expect(r).toMatchObject({ label: 'liquidity.add.step.checkPair', busy: true });
  });

  it('a DEX account withdrawal in progress keeps the form busy', () => {
    expect(label({ withdrawing: 'A' })).toBe('withdrawing A true');
    expect(
      nPoolSupplyStep({
        walletStatus: 'connected',
        account: 'deployed',
        pool: 'connected',
        sides: [side()],
        supplying: false,
        withdrawing: 'B',
      }),
    ).toMatchObject({
      label: 'liquidity.add.step.withdrawing',
      values: { symbol: 'B' },
      busy: true,
    });
  });
});

describe('step annotations (spec 2.5)', () => {
  const note = (s: Partial<AddLiquiditySnapshot>) => {
    const n = stepNote(addLiquidityStep({ ...ready, ...s }));
    return n && [n.id.replace('liquidity.add.note.', ''), n.values?.symbol].filter(Boolean).join(' ');
  };
  it('says which step is next and why, for every step of the order', () => {
    expect(note({ walletStatus: 'disconnected' })).toBe('connectWallet');
    expect(note({ account: 'unknown' })).toBe('checkAccount');
    expect(note({ account: 'missing' })).toBe('connectAccount');
    expect(note({ account: 'deploying' })).toBe('connectAccount');
    expect(note({ left: undefined })).toBe('selectPair');
    expect(note({ pair: 'syncing' })).toBe('checkPair');
    expect(note({ pair: 'missing' })).toBe('createPool');
    expect(note({ pool: 'notConnected' })).toBe('connectPool');
    expect(note({})).toBe('deposit A');
    expect(note({ left: side({ symbol: 'A', dexBalance: 10n }) })).toBe('deposit B');
    expect(note({ left: side({ dexBalance: 10n }), right: side({ dexBalance: 10n }) })).toBe('supply');
  });
  it('says nothing while the form only waits for input or a read', () => {
    expect(note({ left: side({ amount: undefined }), right: side({ amount: undefined }) })).toBeUndefined();
    expect(note({ preparing: true })).toBeUndefined();
    expect(note({ left: side({ amount: 1000n }) })).toBeUndefined();
  });
  it('annotates the N-pool form too', () => {
    const n = stepNote(
      nPoolSupplyStep({
        walletStatus: 'connected',
        account: 'deployed',
        pool: 'connected',
        sides: [side({ symbol: 'X' })],
        supplying: false,
      }),
    );
    expect(n).toEqual({ id: 'liquidity.add.note.deposit', values: { symbol: 'X' } });
  });
});
