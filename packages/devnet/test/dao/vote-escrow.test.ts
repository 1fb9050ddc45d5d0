/**
 * VoteEscrow and VoteEscrowAccount: locks and ve, the epoch vote and its refusals, end of voting with the
 * distribution, whitelisting by payment and its refusals, withdrawal after expiry (reference dao-proposals.md §1-3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiJson, VoteEscrowAbi, VoteEscrowAbiJson, VoteEscrowAccountAbi } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { sha256 } from '../../src/engine/codec';
import { TYCHO } from '../../src/engine/constants';
import type { DevnetImpl } from '../../src/devnet';
import { factoryGaugeAddress } from '../../src/contracts/gauge/factory';
import { VeErrors } from '../../src/contracts/vote-escrow/constants';
import {
  endVoting,
  lockQube,
  topUpDistribution,
  veAccountOf,
  veOwnerCall,
  veState,
  voteEpoch,
  whitelistByPayment,
  withdrawVe,
} from '../../src/seed/dao-actions';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import { eventsOf, impl, lastLt, mint } from '../dex/helpers';
import { tokenBalance } from '../helpers';

const VE = abiJson(VoteEscrowAbi);
const ACC = abiJson(VoteEscrowAccountAbi);
const DAY = 86_400;
const Q = 10n ** 9n;

describe('vote escrow', () => {
  let d: DevnetImpl;
  let close: () => Promise<void>;
  let a: Record<string, string>;
  let ve: string;
  let owner: string;
  let qube: string;
  let factory: string;
  let gauges: string[];
  const user = (n: string) => a[`account:${n}`]!;
  const exitOf = async (sent: { transaction: { outMessages: { hash: string }[] } }) =>
    (await d.findTransaction(sent.transaction.outMessages[0]!.hash))?.exitCode;

  beforeAll(async () => {
    const handle = await openDatabase();
    const devnet = await createDevnet({ db: handle.db, seed: 21, steps: [devAccountsStep, tokensStep] });
    d = impl(devnet);
    a = d.addresses();
    close = async () => {
      await devnet.close();
      await handle.close();
    };
    owner = (await d.createFundedWallet('ve owner', 1000n * TYCHO)).address;
    qube = a['token:QUBE']!;
    factory = d.addressOf('GaugeFactory', { randomNonce: sha256('ve test factory') });
    ve = d.addressOf('VoteEscrow', { randomNonce: sha256('ve test'), gaugeFactory: factory, autoDaoApprove: true });
    const sent = await d.sendFrom(a.giver!, ve, {
      value: 50n * TYCHO,
      deploy: {
        kind: 'VoteEscrow',
        init: { randomNonce: sha256('ve test'), gaugeFactory: factory, autoDaoApprove: true },
      },
      call: { abi: VoteEscrowAbiJson, method: 'constructor', params: { _owner: owner, _qube: qube, _dao: owner } },
    });
    await sent.settled;
    await veOwnerCall(d, owner, ve, 'setVotingParams', {
      _epoch_time: 10 * DAY,
      _time_before_voting: DAY,
      _voting_time: 5 * DAY,
      _gauge_min_votes_ratio: 1000,
      _gauge_max_votes_ratio: 6000,
      _gauge_max_downtime: 2,
      _max_gauges_per_vote: 2,
    });
    await veOwnerCall(d, owner, ve, 'setDistributionScheme', { _new_scheme: [7000, 2000, 1000] });
    await veOwnerCall(d, owner, ve, 'setDistribution', { _new_distribution: [1000n * Q, 1000n * Q] });
    await veOwnerCall(d, owner, ve, 'setWhitelistPrice', { new_price: 100n * Q });
    await veOwnerCall(d, owner, ve, 'setQubeLockTimeLimits', { new_min: 7 * DAY, new_max: 100 * DAY });
    await veOwnerCall(d, owner, ve, 'initialize', { start_offset: 0 });
    await mint(d, qube, owner, 10_000n * Q);
    await topUpDistribution(d, owner, qube, ve, 2000n * Q);
    // three "gauges" (plain wallets receive the QUBE) whitelisted by the owner
    gauges = [];
    for (const n of ['g1', 'g2', 'g3']) {
      const g = (await d.createFundedWallet(n, TYCHO)).address;
      await veOwnerCall(d, owner, ve, 'addToWhitelist', { gauge: g });
      gauges.push(g);
    }
  }, 60_000);
  afterAll(() => close());

  it('locks QUBE for ve = amount·lock/max; a lock outside the limits is refunded', async () => {
    const alice = user('Alice');
    const before = tokenBalance(d, qube, alice);
    const lt = lastLt(d);
    await lockQube(d, alice, qube, ve, 1000n * Q, 50 * DAY, 5);
    const [dep] = await eventsOf(d, ve, VE, 'Deposit', lt);
    expect(dep!.data).toMatchObject({ call_id: '5', amount: String(1000n * Q), ve_amount: String(500n * Q) });
    await lockQube(d, alice, qube, ve, 10n * Q, DAY, 6);
    const [rev] = await eventsOf(d, ve, VE, 'DepositRevert', lt);
    expect(rev!.data).toMatchObject({ call_id: '6', amount: String(10n * Q) });
    expect(tokenBalance(d, qube, alice)).toBe(before - 1000n * Q);
    const acc = d.get(veAccountOf(d, ve, alice), ACC, 'calculateVeAverage');
    expect(BigInt(String(acc._veQubeBalance))).toBe(500n * Q);
    await lockQube(d, user('Bob'), qube, ve, 2000n * Q, 100 * DAY);
    await lockQube(d, user('Carol'), qube, ve, 300n * Q, 7 * DAY);
  });

  it('refuses votes before the awaiting period, for unknown gauges and beyond the max gauges', async () => {
    const alice = user('Alice');
    expect(await exitOf(await voteEpoch(d, alice, ve, [[gauges[0]!, 100n]]))).toBe(VeErrors.TOO_EARLY_FOR_VOTING);
    d.chain.clock.advance(DAY + 1);
    const stranger = (await d.createFundedWallet('stranger', TYCHO)).address;
    expect(await exitOf(await voteEpoch(d, alice, ve, [[stranger, 100n]]))).toBe(VeErrors.GAUGE_NOT_WHITELISTED);
    const three = gauges.map((g) => [g, 1n] as [string, bigint]);
    expect(await exitOf(await voteEpoch(d, alice, ve, three))).toBe(VeErrors.MAX_GAUGES_PER_VOTE);
    expect(veState(d, ve).votingStart).toBe(0);
  });

  it('counts one vote per epoch; more than the ve is a VoteRevert; a second vote throws in the account', async () => {
    const [alice, bob, carol] = [user('Alice'), user('Bob'), user('Carol')];
    const lt = lastLt(d);
    await voteEpoch(d, bob, ve, [[gauges[0]!, 1n + 2000n * Q]], 1);
    expect((await eventsOf(d, ve, VE, 'VoteRevert', lt)).map((e) => e!.data.call_id)).toEqual(['1']);
    expect(veState(d, ve).votingStart).toBeGreaterThan(0);
    await voteEpoch(
      d,
      alice,
      ve,
      [
        [gauges[0]!, 400n * Q],
        [gauges[1]!, 100n * Q],
      ],
      2,
    );
    await voteEpoch(d, bob, ve, [[gauges[1]!, 2000n * Q]], 3);
    await voteEpoch(d, carol, ve, [[gauges[2]!, 21n * Q]], 4);
    const second = await voteEpoch(d, alice, ve, [[gauges[2]!, 1n]], 9);
    expect((await eventsOf(d, ve, VE, 'Vote', lt)).map((e) => e!.data.call_id).sort()).toEqual(['2', '3', '4']);
    const accountTx = await d.findTransaction(
      (await d.findTransaction(second.transaction.outMessages[0]!.hash))!.outMessages[0]!.hash,
    );
    expect(accountTx?.exitCode).toBe(VeErrors.ALREADY_VOTED);
    expect(veState(d, ve).totalVotes).toBe(2521n * Q);
  });

  it('refuses whitelisting when already a candidate, below the price, during the vote or not a factory gauge', async () => {
    const erin = user('Erin');
    const before = tokenBalance(d, qube, erin);
    const fresh = factoryGaugeAddress(d, factory, 0);
    const lt = lastLt(d);
    await whitelistByPayment(d, erin, qube, ve, gauges[0]!, 100n * Q, 1);
    await whitelistByPayment(d, erin, qube, ve, fresh, 100n * Q, 2);
    const stranger = (await d.createFundedWallet('not a gauge', TYCHO)).address;
    const refused = await eventsOf(d, ve, VE, 'DepositRevert', lt);
    expect(refused.map((e) => e!.data.call_id).sort()).toEqual(['1', '2']);
    expect(tokenBalance(d, qube, erin)).toBe(before);
    d.chain.clock.advance(5 * DAY);
    // after the vote (next test ends it) the price and the factory still apply
    await endVoting(d, erin, ve, 7);
    const lt2 = lastLt(d);
    await whitelistByPayment(d, erin, qube, ve, fresh, 99n * Q, 3);
    await whitelistByPayment(d, erin, qube, ve, stranger, 100n * Q, 4);
    const later = await eventsOf(d, ve, VE, 'DepositRevert', lt2);
    expect(later.map((e) => e!.data.call_id).sort()).toEqual(['3', '4']);
    expect(tokenBalance(d, qube, erin)).toBe(before);
  });

  it('ended voting after the voting time: capped, normalized, paid the gauges and started the next epoch', async () => {
    const [end] = await eventsOf(d, ve, VE, 'VotingEnd');
    const [dist] = await eventsOf(d, ve, VE, 'EpochDistribution');
    const [init] = await eventsOf(d, ve, VE, 'Initialize');
    expect(end!.data.new_epoch).toBe('2');
    expect(Number(end!.data.new_epoch_start)).toBe(10 * DAY + Number(init!.data.epoch_start));
    const paid = gauges.map((g) => tokenBalance(d, qube, g));
    // votes 400/2100/21 of 2521: g3 is below 10 % (out), g2 capped at 60 %, g1 gets the bonus up to its share
    expect(paid[2]).toBe(0n);
    const farming = 700n * Q;
    const total = 2521n * Q;
    expect(paid[1]).toBe((farming * ((total * 6000n) / 10_000n)) / total);
    const after = veState(d, ve);
    expect(after.currentEpoch).toBe(2);
    expect(after.votingStart).toBe(0);
    expect(after.distributionSupply).toBe(1000n * Q);
    const sum = paid.reduce((x, y) => x + y, 0n) + after.treasuryTokens + after.teamTokens;
    expect(sum <= 1000n * Q && 1000n * Q - sum < 1000n).toBe(true);
    expect(BigInt(dist!.data.total_distributed as string)).toBe(1000n * Q);
  });

  it('whitelists a factory gauge for the price when no vote runs', async () => {
    const fresh = factoryGaugeAddress(d, factory, 0);
    const lt = lastLt(d);
    await whitelistByPayment(d, user('Erin'), qube, ve, fresh, 100n * Q, 3);
    const [w] = await eventsOf(d, ve, VE, 'GaugeWhitelist', lt);
    expect(w!.data).toMatchObject({ call_id: '3', gauge: fresh });
    expect(veState(d, ve).whitelistPayments).toBe(100n * Q);
    expect(veState(d, ve).daoApproved).toContain(fresh);
  });

  it('withdraws all unlocked QUBE after expiry and burns the expired ve', async () => {
    const carol = user('Carol');
    const before = tokenBalance(d, qube, carol);
    const early = lastLt(d);
    await withdrawVe(d, carol, ve, 10);
    expect((await eventsOf(d, ve, VE, 'Withdraw', early))[0]!.data.amount).toBe('0');
    d.chain.clock.advance(2 * DAY);
    const lt = lastLt(d);
    await withdrawVe(d, carol, ve, 8);
    const [burn] = await eventsOf(d, ve, VE, 'VeQubesBurn', lt);
    expect(BigInt(burn!.data.amount as string)).toBe(21n * Q);
    const [w] = await eventsOf(d, ve, VE, 'Withdraw', lt);
    expect(w!.data).toMatchObject({ call_id: '8', amount: String(300n * Q) });
    expect(tokenBalance(d, qube, carol)).toBe(before + 300n * Q);
    const lt2 = lastLt(d);
    await withdrawVe(d, user('Bob'), ve, 9);
    const [none] = await eventsOf(d, ve, VE, 'Withdraw', lt2);
    expect(none!.data.amount).toBe('0');
  });
});
