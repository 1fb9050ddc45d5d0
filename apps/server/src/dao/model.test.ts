import { describe, expect, it } from 'vitest';
import { daoModel, type DaoEventRow } from './model';

let lt = 0;
const row = (event: string, timestamp: number, data: Record<string, unknown>): DaoEventRow => ({
  event,
  subject: null,
  data,
  lt: String(++lt),
  timestamp,
  transactionHash: `h${lt}`,
});
const deposit = (t: number, user: string, amount: number, lock: number, key: number) =>
  row('Deposit', t, { user, amount, ve_amount: amount / 2, lock_time: lock, key, call_id: 1 });

describe('daoModel: deposits', () => {
  it('a Withdraw takes out the deposits that had expired (burned or past their end), not the locked ones', () => {
    const rows = [
      deposit(100, 'u', 2000, 50, 15000),
      deposit(100, 'u', 150, 10_000, 1010000),
      deposit(100, 'v', 700, 50, 15001),
      row('VeQubesBurn', 200, { user: 'u', amount: 1000, expiredDeposits: ['15000'] }),
      row('Withdraw', 200, { user: 'u', amount: 2000, call_id: 2 }),
    ];
    const m = daoModel(rows, 300);
    const of = (user: string) => m.deposits.filter((d) => d.user === user && !d.withdrawn).map((d) => d.amount);
    expect(of('u')).toEqual([150n]);
    // another user's expired deposit stays until they withdraw
    expect(of('v')).toEqual([700n]);
    expect(m.balances.find((b) => b.userAddress === 'u')?.amount).toBe(150n);
  });

  it('a deposit expired at the withdraw but not yet burned in the read model is paid out too', () => {
    const m = daoModel([deposit(100, 'u', 10, 50, 1), row('Withdraw', 151, { user: 'u', amount: 10 })], 400);
    expect(m.deposits[0]!.withdrawn).toBe(true);
  });
});

describe('daoModel: epoch distribution', () => {
  it("keeps EpochDistribution's parts and the debt carried in from the previous epoch", () => {
    const m = daoModel(
      [
        row('Initialize', 0, { epoch_start: 0, epoch_end: 10 }),
        row('VotingEnd', 20, { votes: [], total_votes: 0, new_epoch: 2, new_epoch_start: 20, new_epoch_end: 30 }),
        row('EpochDistribution', 20, {
          epoch_num: 1,
          farming_distribution: [
            ['g1', '600'],
            ['g2', '99'],
          ],
          team_tokens: '100',
          treasury_tokens: '200',
          total_distributed: '1000',
          emission_debt: '0',
        }),
        row('VotingEnd', 40, { votes: [], total_votes: 0, new_epoch: 3, new_epoch_start: 40, new_epoch_end: 50 }),
        row('EpochDistribution', 40, {
          epoch_num: 2,
          farming_distribution: [],
          team_tokens: '100',
          treasury_tokens: '200',
          total_distributed: '1000',
          emission_debt: '700',
        }),
      ],
      60,
    );
    const [one, two, three] = m.epochs;
    expect(one!.split).toEqual({
      toGauges: 699n,
      treasury: 200n,
      team: 100n,
      emissionDebt: 0n,
      previousEmissionDebt: 0n,
    });
    expect(two!.split?.emissionDebt).toBe(700n);
    expect(three!.split).toBeUndefined();
  });
});
