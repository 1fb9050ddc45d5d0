/**
 * DaoRoot and Proposal with the vote-escrow accounts: a walk through every state (Pending, Canceled, Active,
 * Succeeded, Queued, Executed, Failed, Expired), the refusals, the threshold lock and its unlocks, the casted-vote
 * unlocks and a candidate action that really changes the VoteEscrow's candidates (reference dao-proposals.md §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiJson, VoteEscrowAbi, VoteEscrowAbiJson, VoteEscrowAccountAbi } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { sha256 } from '../../src/engine/codec';
import { TYCHO } from '../../src/engine/constants';
import { ExternalRejected, type DevnetImpl } from '../../src/devnet';
import { DaoErrors } from '../../src/contracts/dao/constants';
import { lockQube, veAccountOf, veAccountState, veOwnerCall, veState, withdrawVe } from '../../src/seed/dao-actions';
import {
  cancelProposal,
  candidateAction,
  castVote,
  daoRootAddressOf,
  deployDaoRoot,
  propose,
  proposalExternal,
  proposalStateName,
  proposalStateOf,
  proposeValue,
  tryUnlockCastedVotes,
  tryUnlockVoteTokens,
} from '../../src/seed/proposal-actions';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import { eventsOf, impl, lastLt, mint } from '../dex/helpers';

const ACC = abiJson(VoteEscrowAccountAbi);
const DAY = 86_400;
const Q = 10n ** 9n;
const CONFIG = {
  votingDelay: 60,
  votingPeriod: 300,
  quorumVotes: 1000n * Q,
  timeLock: 60,
  threshold: 400n * Q,
  gracePeriod: 300,
};

describe('governance proposals', () => {
  let d: DevnetImpl;
  let close: () => Promise<void>;
  let a: Record<string, string>;
  let ve: string;
  let root: string;
  let owner: string;
  let gauge: string;
  const user = (n: string) => a[`account:${n}`]!;
  const locked = (u: string) =>
    BigInt(String(d.get(veAccountOf(d, ve, user(u)), ACC, 'lockedTokens', { answerId: 0 }).value0));
  const state = (id: number) => proposalStateName(d, root, id);
  const note = { ton: (g: string) => [candidateAction(ve, 'approveGaugeDAO', g)] };

  beforeAll(async () => {
    const handle = await openDatabase();
    const devnet = await createDevnet({ db: handle.db, seed: 23, steps: [devAccountsStep, tokensStep] });
    d = impl(devnet);
    a = d.addresses();
    close = async () => {
      await devnet.close();
      await handle.close();
    };
    owner = (await d.createFundedWallet('dao owner', 1000n * TYCHO)).address;
    const qube = a['token:QUBE']!;
    const init = { randomNonce: sha256('dao test'), gaugeFactory: '', autoDaoApprove: false };
    ve = d.addressOf('VoteEscrow', init);
    root = daoRootAddressOf(d, ve);
    const sent = await d.sendFrom(a.giver!, ve, {
      value: 50n * TYCHO,
      deploy: { kind: 'VoteEscrow', init },
      call: { abi: VoteEscrowAbiJson, method: 'constructor', params: { _owner: owner, _qube: qube, _dao: root } },
    });
    await sent.settled;
    await deployDaoRoot(d, a.giver!, ve, owner, CONFIG);
    await veOwnerCall(d, owner, ve, 'setQubeLockTimeLimits', { new_min: 7 * DAY, new_max: 100 * DAY });
    await veOwnerCall(d, owner, ve, 'setWhitelistPrice', { new_price: 100n * Q });
    await veOwnerCall(d, owner, ve, 'setVotingParams', {
      ...{ _epoch_time: 10 * DAY, _time_before_voting: DAY, _voting_time: 5 * DAY },
      ...{
        _gauge_min_votes_ratio: 1000,
        _gauge_max_votes_ratio: 6000,
        _gauge_max_downtime: 2,
        _max_gauges_per_vote: 2,
      },
    });
    await veOwnerCall(d, owner, ve, 'setDistributionScheme', { _new_scheme: [7000, 2000, 1000] });
    await veOwnerCall(d, owner, ve, 'setDistribution', { _new_distribution: [1000n * Q] });
    await veOwnerCall(d, owner, ve, 'initialize', { start_offset: 0 });
    gauge = (await d.createFundedWallet('candidate', TYCHO)).address;
    await veOwnerCall(d, owner, ve, 'addToWhitelist', { gauge });
    await mint(d, qube, user('Dave'), 100n * Q);
    // ve: Alice 1000, Bob 2000, Carol 800, Dave 10 (below the threshold)
    await lockQube(d, user('Alice'), qube, ve, 1000n * Q, 100 * DAY);
    await lockQube(d, user('Bob'), qube, ve, 2000n * Q, 100 * DAY);
    await lockQube(d, user('Carol'), qube, ve, 1600n * Q, 50 * DAY);
    await lockQube(d, user('Dave'), qube, ve, 20n * Q, 50 * DAY);
  }, 60_000);
  afterAll(() => close());

  it('refuses a proposal without enough value, without actions, or with the threshold not free', async () => {
    const ton = note.ton(gauge);
    const low = await propose(d, user('Alice'), root, 'x', ton, [], proposeValue(d, root, ton) - 1n);
    expect(low.id).toBeUndefined();
    expect((await d.findTransaction(low.sent.transaction.outMessages[0]!.hash))?.exitCode).toBe(DaoErrors.LOW_VALUE);
    const none = await propose(d, user('Alice'), root, 'x', [], [], 20n * TYCHO);
    expect((await d.findTransaction(none.sent.transaction.outMessages[0]!.hash))?.exitCode).toBe(DaoErrors.NO_ACTIONS);
    expect((await propose(d, user('Dave'), root, 'x', ton)).id).toBeUndefined();
    expect(locked('Dave')).toBe(0n);
  });

  it('locks the threshold; only the proposer cancels, while Pending; cancel releases the lock', async () => {
    const { id } = await propose(d, user('Alice'), root, '["Cancel me","https://x.org",""]', note.ton(gauge));
    expect(id).toBe(1);
    expect(state(1)).toBe('Pending');
    expect(locked('Alice')).toBe(400n * Q);
    const lt = lastLt(d);
    await withdrawVe(d, user('Alice'), ve);
    // a locked threshold blocks every withdrawal
    expect((await eventsOf(d, ve, abiJson(VoteEscrowAbi), 'WithdrawRevert', lt)).length).toBe(1);
    await cancelProposal(d, user('Bob'), root, 1);
    expect(state(1)).toBe('Pending');
    await cancelProposal(d, user('Alice'), root, 1);
    expect(state(1)).toBe('Canceled');
    expect(locked('Alice')).toBe(0n);
  });

  it('walks Pending → Active → Succeeded → Queued → Executed; the candidate action approves the gauge', async () => {
    const { id } = await propose(d, user('Alice'), root, 'approve', note.ton(gauge));
    expect(id).toBe(2);
    // a vote while Pending is rejected by the proposal and forgotten by the account
    await castVote(d, user('Bob'), ve, 2, true);
    expect(veAccountState(d, ve, user('Bob'))!.castedVotes).toEqual({});
    d.chain.clock.advance(CONFIG.votingDelay + 1);
    expect(state(2)).toBe('Active');
    const lt = lastLt(d);
    await castVote(d, user('Bob'), ve, 2, true, 'good idea');
    await castVote(d, user('Carol'), ve, 2, false);
    await castVote(d, user('Bob'), ve, 2, false); // second vote: refused by the account
    const casts = await eventsOf(d, veAccountOf(d, ve, user('Bob')), ACC, 'VoteCast', lt);
    expect(casts.map((e) => e!.data.reason)).toEqual(['good idea']);
    const p = proposalStateOf(d, root, 2)!;
    expect([p.forVotes, p.againstVotes]).toEqual([2000n * Q, 800n * Q]);
    await tryUnlockCastedVotes(d, user('Bob'), ve, [2]);
    expect(veAccountState(d, ve, user('Bob'))!.castedVotes).toEqual({ '2': true });
    await expect(proposalExternal(d, root, 2, 'queue')).rejects.toThrow(ExternalRejected);
    d.chain.clock.advance(CONFIG.votingPeriod);
    expect(state(2)).toBe('Succeeded');
    await proposalExternal(d, root, 2, 'queue');
    expect(state(2)).toBe('Queued');
    expect(locked('Alice')).toBe(0n);
    await expect(proposalExternal(d, root, 2, 'execute')).rejects.toThrow(/exit code 143/);
    d.chain.clock.advance(CONFIG.timeLock);
    expect(veState(d, ve).daoApproved).not.toContain(gauge);
    await proposalExternal(d, root, 2, 'execute');
    expect(state(2)).toBe('Executed');
    expect(veState(d, ve).daoApproved).toContain(gauge);
    await tryUnlockCastedVotes(d, user('Bob'), ve, [2]);
    expect(veAccountState(d, ve, user('Bob'))!.castedVotes).toEqual({});
  });

  it('Failed (against wins) lets its proposer unlock; removeGaugeDAO removes the candidate when executed', async () => {
    const { id } = await propose(d, user('Carol'), root, 'fail', note.ton(gauge));
    expect(id).toBe(3);
    const remove = await propose(d, user('Alice'), root, 'remove', [candidateAction(ve, 'removeGaugeDAO', gauge)]);
    d.chain.clock.advance(CONFIG.votingDelay + 1);
    await castVote(d, user('Alice'), ve, 3, true);
    await castVote(d, user('Bob'), ve, 3, false);
    await castVote(d, user('Bob'), ve, remove.id!, true);
    d.chain.clock.advance(CONFIG.votingPeriod);
    expect(state(3)).toBe('Failed');
    expect(locked('Carol')).toBe(400n * Q);
    await tryUnlockVoteTokens(d, user('Bob'), ve, 3); // not the proposer: nothing to unlock
    const lt = lastLt(d);
    await tryUnlockVoteTokens(d, user('Carol'), ve, 3);
    expect((await eventsOf(d, veAccountOf(d, ve, user('Carol')), ACC, 'UnlockVotes', lt)).length).toBe(1);
    expect(locked('Carol')).toBe(0n);
    await proposalExternal(d, root, remove.id!, 'queue');
    d.chain.clock.advance(CONFIG.timeLock);
    await proposalExternal(d, root, remove.id!, 'execute');
    expect(veState(d, ve).whitelist).not.toContain(gauge);
  });

  it('a queued proposal nobody executes expires after the grace period', async () => {
    const { id } = await propose(d, user('Bob'), root, 'expire', note.ton(gauge));
    d.chain.clock.advance(CONFIG.votingDelay + 1);
    await castVote(d, user('Bob'), ve, id!, true);
    d.chain.clock.advance(CONFIG.votingPeriod);
    await proposalExternal(d, root, id!, 'queue');
    expect(state(id!)).toBe('Queued');
    d.chain.clock.advance(CONFIG.timeLock + CONFIG.gracePeriod + 1);
    expect(state(id!)).toBe('Expired');
    await expect(proposalExternal(d, root, id!, 'execute')).rejects.toThrow(/exit code 141/);
  });

  it('a proposal queued after end + time lock + grace period is Expired at once (executionTime = end + time lock)', async () => {
    const { id } = await propose(d, user('Bob'), root, 'late queue', note.ton(gauge));
    d.chain.clock.advance(CONFIG.votingDelay + 1);
    await castVote(d, user('Bob'), ve, id!, true);
    d.chain.clock.advance(CONFIG.votingPeriod + CONFIG.timeLock + CONFIG.gracePeriod + 10);
    expect(state(id!)).toBe('Succeeded');
    await proposalExternal(d, root, id!, 'queue');
    expect(state(id!)).toBe('Expired');
    await expect(proposalExternal(d, root, id!, 'execute')).rejects.toThrow(/exit code 141/);
  });
});
