// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAddresses, setupFakeChain } from '@/shared/chain/testing/chainTest';

const [GAUGE, LP, OWNER, LP_WALLET, REWARD, REWARD_WALLET, FACTORY] = fakeAddresses('1234567');
const { fake, sent } = setupFakeChain(
  () => import('./gaugeChain'),
  () => import('./gaugeOwnerChain'),
  () => import('./gaugeFactoryChain'),
);

beforeEach(() => {
  fake.on(LP, 'walletOf', { value0: LP_WALLET });
  fake.on(REWARD, 'walletOf', { value0: REWARD_WALLET });
  fake.on(GAUGE, 'encodeDepositPayload', { deposit_payload: 'te6deposit' });
  fake.on(GAUGE, 'encodeRewardDepositPayload', { reward_deposit_payload: 'te6reward' });
});

const transfer = (from: string, amount: string, payload: string, value: string) => ({
  kind: 'send',
  address: from,
  method: 'transfer',
  params: { amount, recipient: GAUGE, deployWalletValue: '0', remainingGasTo: OWNER, notify: true, payload },
  options: { from: OWNER, amount: value, bounce: true },
});

describe("gauge: the call each user action sends (gaugeChain's one builder)", () => {
  const base = { gauge: GAUGE, owner: OWNER, value: 3_000_000_000n, callId: 55 };
  const meta = { call_id: 55, nonce: 55, send_gas_to: OWNER };

  it("a deposit is an LP transfer to the gauge with the gauge's payload (owner, lock, no claim, call id)", async () => {
    const { sendGaugeCall } = await import('./gaugeChain');
    await sendGaugeCall({ ...base, type: 'deposit', lpRoot: LP, amount: 800n, lockSeconds: 3600 });
    expect(fake.calls.find((c) => c.method === 'encodeDepositPayload')?.params).toEqual({
      deposit_owner: OWNER,
      lock_time: 3600,
      claim: false,
      call_id: 55,
      nonce: 55,
    });
    expect(sent()).toEqual([transfer(LP_WALLET, '800', 'te6deposit', '3000000000')]);
  });

  it('withdraw (no claim) and claim are direct gauge calls with the meta', async () => {
    const { sendGaugeCall } = await import('./gaugeChain');
    await sendGaugeCall({ ...base, type: 'withdraw', amount: 40n });
    await sendGaugeCall({ ...base, type: 'claim' });
    const value = { from: OWNER, amount: '3000000000', bounce: true };
    expect(sent().map((s) => [s.address, s.method, s.params, s.options])).toEqual([
      [GAUGE, 'withdraw', { amount: '40', claim: false, meta }, value],
      [GAUGE, 'claimReward', { meta }, value],
    ]);
  });

  it('a wallet rejection reaches the caller', async () => {
    fake.rejectNextSend(new Error('rejected'));
    const { sendGaugeCall } = await import('./gaugeChain');
    await expect(sendGaugeCall({ ...base, type: 'claim' })).rejects.toThrow('rejected');
  });
});

describe("gauge owner's calls: 2 TYCHO, the call id drawn for it in the meta", () => {
  const ownerBase = { gauge: GAUGE, owner: OWNER, callId: 4242 };

  it("a reward deposit is a reward-token transfer with the gauge's reward-deposit payload", async () => {
    const { sendGaugeOwnerCall } = await import('./gaugeOwnerChain');
    await sendGaugeOwnerCall({ ...ownerBase, type: 'deposit', root: REWARD, amount: 66n });
    const encode = fake.calls.find((c) => c.method === 'encodeRewardDepositPayload');
    expect(encode?.params).toEqual({ call_id: 4242, nonce: 4242 });
    expect(sent()).toEqual([transfer(REWARD_WALLET, '66', 'te6reward', '2000000000')]);
  });

  it('adds a round, sets its end and withdraws what is unclaimed (2.5 TYCHO)', async () => {
    const c = await import('./gaugeOwnerChain');
    await c.sendGaugeOwnerCall({ ...ownerBase, type: 'round', token: 1, startTime: 100, rewardPerSecond: 7n });
    await c.sendGaugeOwnerCall({ ...ownerBase, type: 'end', token: 1, endTime: 200 });
    await c.sendGaugeOwnerCall({ ...ownerBase, type: 'unclaimed', token: 0 });
    const [round, end, unclaimed] = sent();
    for (const s of [round, end, unclaimed]) {
      expect([s.address, s.params.meta]).toEqual([GAUGE, { call_id: 4242, nonce: 4242, send_gas_to: OWNER }]);
    }
    const { meta: _r, ...roundParams } = round.params;
    expect([round.method, roundParams, round.options.amount]).toEqual([
      'addRewardRounds',
      {
        ids: ['1'],
        new_rounds: [{ startTime: 100, endTime: 0, rewardPerSecond: '7', accRewardPerShare: '0' }],
      },
      '2000000000',
    ]);
    const { meta: _e, ...endParams } = end.params;
    expect([end.method, endParams, end.options.amount]).toEqual([
      'setExtraFarmEndTime',
      { ids: ['1'], farm_end_times: [200] },
      '2000000000',
    ]);
    const { meta: _u, ...unclaimedParams } = unclaimed.params;
    expect([unclaimed.method, unclaimedParams, unclaimed.options.amount]).toEqual([
      'withdrawUnclaimed',
      { ids: ['0'], to: OWNER },
      '2500000000',
    ]);
  });
});

describe('gauge factory', () => {
  it('deploys a gauge with its parameters and the call id the NewGauge event carries back', async () => {
    const { sendDeployGauge } = await import('./gaugeFactoryChain');
    await sendDeployGauge({
      factory: FACTORY,
      owner: OWNER,
      callId: 9,
      value: 6_000_000_000n,
      params: {
        depositRoot: LP,
        maxBoost: 2000,
        maxLockTime: 31_536_000,
        rewardRoots: [REWARD],
        vestingPeriods: [0],
        vestingRatios: [0],
        withdrawAllLockPeriod: 2_592_000,
      },
    });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: FACTORY,
        method: 'deployGauge',
        params: {
          gauge_owner: OWNER,
          depositTokenRoot: LP,
          maxBoost: 2000,
          maxLockTime: 31_536_000,
          rewardTokenRoots: [REWARD],
          vestingPeriods: [0],
          vestingRatios: [0],
          withdrawAllLockPeriod: 2_592_000,
          call_id: 9,
        },
        options: { from: OWNER, amount: '6000000000', bounce: true },
      },
    ]);
  });
});
