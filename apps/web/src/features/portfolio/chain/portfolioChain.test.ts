// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeAddresses, setupFakeChain } from '@/shared/chain/testing/chainTest';

const [GAUGE, OWNER, POOL, ESCROW, ACCOUNT, ORDER] = fakeAddresses('123456');
const chain = () => import('./portfolioChain');
const { fake, sent } = setupFakeChain(chain);

const sentCalls = () => sent().map((s) => [s.address, s.method, s.params, s.options]);
const value = (amount: string) => ({ from: OWNER, amount, bounce: true });
const meta = { call_id: 88, nonce: 88, send_gas_to: OWNER };

describe('portfolio: the call each row action sends', () => {
  it("claims a gauge's rewards with the meta and 7 + 0.5 per extra token", async () => {
    await (await chain()).sendPortfolioCall({ type: 'claim', gauge: GAUGE, owner: OWNER, extraTokens: 2, callId: 88 });
    expect(sentCalls()).toEqual([[GAUGE, 'claimReward', { meta }, value('8000000000')]]);
  });

  it("claims an old farm pool's rewards with the nonce and 2 + 1 per reward token", async () => {
    await (
      await chain()
    ).sendPortfolioCall({ type: 'farmClaim', pool: POOL, owner: OWNER, rewardTokens: 1, callId: 88 });
    expect(sentCalls()).toEqual([[POOL, 'claimReward', { send_gas_to: OWNER, nonce: 88 }, value('3000000000')]]);
  });

  it("unlocks ended QUBE locks: the escrow's withdraw with the account's min gas added", async () => {
    fake.on(ESCROW, 'getVoteEscrowAccountAddress', { value0: ACCOUNT });
    fake.on(ACCOUNT, 'calculateMinGas', { min_gas: '300000000' });
    fake.deploy(ACCOUNT);
    await (await chain()).sendPortfolioCall({ type: 'unlock', escrow: ESCROW, owner: OWNER, callId: 88 });
    // 1.5 + the account's 0.3
    expect(sentCalls()).toEqual([[ESCROW, 'withdraw', { meta }, value('1800000000')]]);
  });

  it('cancels a limit order with the call id as its callback id and 1 coin; a rejection reaches the caller', async () => {
    const c = await chain();
    await c.sendPortfolioCall({ type: 'cancel', order: ORDER, owner: OWNER, callId: 88 });
    expect(sentCalls()).toEqual([[ORDER, 'cancel', { callbackId: '88' }, value('1000000000')]]);
    fake.rejectNextSend(new Error('rejected'));
    await expect(c.sendPortfolioCall({ type: 'cancel', order: ORDER, owner: OWNER, callId: 89 })).rejects.toThrow(
      'rejected',
    );
  });

  it("unlocks the votes locked in proposals: the escrow's tryUnlockCastedVotes with the ids", async () => {
    await (
      await chain()
    ).sendPortfolioCall({ type: 'unlockVotes', voteEscrow: ESCROW, owner: OWNER, proposalIds: [3, 5] });
    const [call] = sentCalls();
    expect(call!.slice(0, 3)).toEqual([ESCROW, 'tryUnlockCastedVotes', { proposal_ids: [3, 5] }]);
  });
});
