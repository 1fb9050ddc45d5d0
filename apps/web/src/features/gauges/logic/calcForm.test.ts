import { describe, expect, it } from 'vitest';
import type { GaugeDetails } from '@tycho/api';
import { depositFigures, maxBoostsOf, NO_POSITION, veFigures, type GaugeFacts } from './calc';
import { calcForm, calcGaugeAddress, calcVeText, VE_DECIMALS, type CalcInput } from './calcForm';

const DAY = 86_400;
const YEAR = 365 * DAY;
const E9 = 10n ** 9n;
const E6 = 10n ** 6n;

const details: GaugeDetails = {
  depositToken: { tokenRoot: '0:lp', tokenSymbol: 'LP', decimals: 6, price: '2' },
  depositBalance: String(800n * E6),
  lockBoostedSupply: String(1000n * E6),
  totalBoostedSupply: String(1000n * E6),
  veQubeSupply: String(100n * E9),
  maxBoostPerMille: 2000,
  rewards: [
    {
      tokenRoot: '0:qube',
      tokenSymbol: 'QUBE',
      decimals: 9,
      price: '3',
      rewardPerSecond: String(E9),
      balance: String(BigInt(YEAR) * E9),
      vestingPeriod: 0,
      vestingRatio: 0,
    },
  ],
};
const gauge: GaugeFacts = { item: { maxLockTime: YEAR, hasQubeReward: true }, details };
const input = (over: Partial<CalcInput> = {}): CalcInput => ({
  amountText: '',
  daysText: '0',
  veText: '0',
  gauge,
  walletVe: 0n,
  existing: NO_POSITION,
  ...over,
});

describe('the boost calculator form', () => {
  it('shows the gauge the link names, else the first listed, else none yet', () => {
    const listed = [{ address: '0:a' }, { address: '0:b' }];
    expect(calcGaugeAddress('0:b', listed)).toBe('0:b');
    expect(calcGaugeAddress(null, listed)).toBe('0:a');
    expect(calcGaugeAddress(null, [])).toBe('');
    expect(calcGaugeAddress(null, undefined)).toBe('');
    // a link's gauge is kept even while the list loads
    expect(calcGaugeAddress('0:c', undefined)).toBe('0:c');
  });

  it("prefills veQUBE with the wallet's until edited, an emptied field staying empty", () => {
    expect(VE_DECIMALS).toBe(9);
    expect(calcVeText(undefined, 1_500_000_000n)).toBe('1.5');
    expect(calcVeText(undefined, 0n)).toBe('0');
    expect(calcVeText('7', 1_500_000_000n)).toBe('7');
    expect(calcVeText('', 1_500_000_000n)).toBe('');
  });

  it("shows only the gauge's max boosts before an amount is typed, with no problem", () => {
    const out = calcForm(input());
    expect(out.problem).toBeUndefined();
    expect(out.result).toBeUndefined();
    expect(out.max).toEqual(maxBoostsOf(gauge));
  });

  it("gives the same figures as the gauge page's deposit preview, in the LP token's decimals", () => {
    const out = calcForm(input({ amountText: '250.5', daysText: '30', veText: '10', walletVe: 4n * E9 }));
    expect(out.problem).toBeUndefined();
    expect(out.result).toEqual(
      depositFigures(gauge, 250_500_000n, 30 * DAY, veFigures(10n * E9, 4n * E9, 100n * E9), NO_POSITION),
    );
    // the wallet's own veQUBE is replaced by the typed one in the escrow's total
    expect(veFigures(10n * E9, 4n * E9, 100n * E9)).toEqual({ user: 10n * E9, supply: 106n * E9 });
  });

  it('counts an existing deposit once', () => {
    const existing = { balance: 100n * E6, lockBoosted: 150n * E6, totalBoosted: 150n * E6 };
    const out = calcForm(input({ amountText: '1', existing }));
    expect(out.result).toEqual(depositFigures(gauge, E6, 0, veFigures(0n, 0n, 100n * E9), existing));
    expect(out.result!.position.balance).toBe(101n * E6);
  });

  it('takes an empty veQUBE field as 0', () => {
    const out = calcForm(input({ amountText: '1', veText: '  ' }));
    expect(out.problem).toBeUndefined();
    expect(out.result).toEqual(depositFigures(gauge, E6, 0, veFigures(0n, 0n, 100n * E9), NO_POSITION));
  });

  it('refuses an amount that is not a positive number of LP, more decimals than the token has included', () => {
    for (const amountText of ['abc', '0', '0.000', '-1', '1.0000001', '1e3'])
      expect(calcForm(input({ amountText })), amountText).toMatchObject({ problem: 'amount', result: undefined });
    // blank is no problem: nothing to show yet
    expect(calcForm(input({ amountText: '   ' })).problem).toBeUndefined();
  });

  it("refuses a lock in fractions of days, negative, blank, or beyond the gauge's max lock", () => {
    for (const daysText of ['1.5', '-1', '', 'x', '366'])
      expect(calcForm(input({ amountText: '1', daysText })), daysText).toMatchObject({
        problem: 'lock',
        result: undefined,
      });
    expect(calcForm(input({ amountText: '1', daysText: '365' })).problem).toBeUndefined();
  });

  it('refuses a veQUBE that is not a non-negative number', () => {
    for (const veText of ['x', '-1', '0.0000000001'])
      expect(calcForm(input({ amountText: '1', veText })), veText).toMatchObject({ problem: 've', result: undefined });
  });

  it('reports the first problem in the fields order: amount, then lock, then veQUBE', () => {
    expect(calcForm(input({ amountText: 'x', daysText: '-1', veText: 'x' })).problem).toBe('amount');
    expect(calcForm(input({ amountText: '1', daysText: '-1', veText: 'x' })).problem).toBe('lock');
    // with no amount typed the lock and veQUBE are still checked
    expect(calcForm(input({ daysText: '-1' })).problem).toBe('lock');
    expect(calcForm(input({ veText: 'x' })).problem).toBe('ve');
  });

  it('while the gauge loads: no figures, no max, the lock not judged, a typed amount refused (no decimals yet)', () => {
    const loading = input({ gauge: undefined, daysText: '99999' });
    expect(calcForm(loading)).toEqual({ problem: undefined, result: undefined, max: undefined });
    expect(calcForm({ ...loading, veText: 'x' }).problem).toBe('ve');
    expect(calcForm({ ...loading, amountText: '5' })).toEqual({ problem: 'amount', result: undefined, max: undefined });
  });
});
