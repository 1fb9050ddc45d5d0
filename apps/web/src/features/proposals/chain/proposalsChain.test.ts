// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EMPTY_CELL } from '@tycho/abi';
import { fakeAddresses, setupFakeChain } from '@/shared/chain/testing/chainTest';

const [DAO_ROOT, OWNER, ESCROW, TARGET, PROPOSAL] = fakeAddresses('12345');
const chain = () => import('./proposalsChain');
const { fake, sent } = setupFakeChain(chain);

const sentCalls = () => sent().map((s) => [s.address, s.method, s.params, s.options]);
const value = (amount: string) => ({ from: OWNER, amount, bounce: true });
const ton = [{ target: TARGET, value: 2_000_000_000n, payload: EMPTY_CELL }];
const eth = [{ value: '0', chainId: 1, target: '123', signature: 'f()', callData: 'AA==' }];

describe('proposals: the call each action sends', () => {
  it("proposes with the actions and description, attaching 10 coins plus the root's action values", async () => {
    fake.on(DAO_ROOT, 'calcTonActionsValue', { totalValue: '2500000000' });
    fake.on(DAO_ROOT, 'calcEthActionsValue', { totalValue: '700' });
    const c = await chain();
    const total = await c.proposeValue(DAO_ROOT, ton, eth);
    expect(total).toBe(12_500_000_700n);
    const tonActions = [{ value: '2000000000', target: TARGET, payload: EMPTY_CELL }];
    expect(fake.calls.find((x) => x.method === 'calcTonActionsValue')?.params).toEqual({ actions: tonActions });
    await c.sendProposalWalletCall({
      type: 'create',
      daoRoot: DAO_ROOT,
      owner: OWNER,
      ton,
      eth,
      description: 'Raise it',
      value: total,
    });
    expect(sentCalls()).toEqual([
      [
        DAO_ROOT,
        'propose',
        { answerId: 0, tonActions, ethActions: eth, description: 'Raise it' },
        value('12500000700'),
      ],
    ]);
  });

  it('votes for or against (with a reason when there is one), 11.5 coins', async () => {
    const c = await chain();
    await c.sendProposalWalletCall({
      type: 'vote',
      voteEscrow: ESCROW,
      owner: OWNER,
      proposalId: 3,
      support: true,
      reason: '',
    });
    await c.sendProposalWalletCall({
      type: 'vote',
      voteEscrow: ESCROW,
      owner: OWNER,
      proposalId: 3,
      support: false,
      reason: 'too much',
    });
    expect(sentCalls()).toEqual([
      [ESCROW, 'castVote', { proposal_id: 3, support: true }, value('11500000000')],
      [ESCROW, 'castVoteWithReason', { proposal_id: 3, support: false, reason: 'too much' }, value('11500000000')],
    ]);
  });

  it('unlocks vote tokens (11.5 coins) and casted votes (the larger of 11 and 0.2 per proposal + 1.5)', async () => {
    const c = await chain();
    await c.sendProposalWalletCall({ type: 'unlockTokens', voteEscrow: ESCROW, owner: OWNER, proposalId: 4 });
    await c.sendProposalWalletCall({ type: 'unlockCasted', voteEscrow: ESCROW, owner: OWNER, proposalIds: [1, 2] });
    expect(sentCalls()).toEqual([
      [ESCROW, 'tryUnlockVoteTokens', { proposal_id: 4 }, value('11500000000')],
      [ESCROW, 'tryUnlockCastedVotes', { proposal_ids: [1, 2] }, value('11000000000')],
    ]);
  });

  it('cancels as the proposer with 2 coins; a rejection reaches the caller', async () => {
    const c = await chain();
    await c.sendProposalWalletCall({ type: 'cancel', proposal: PROPOSAL, owner: OWNER });
    expect(sentCalls()).toEqual([[PROPOSAL, 'cancel', {}, value('2000000000')]]);
    fake.rejectNextSend(new Error('rejected'));
    await expect(c.sendProposalWalletCall({ type: 'cancel', proposal: PROPOSAL, owner: OWNER })).rejects.toThrow(
      'rejected',
    );
  });
});
