// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CELL } from '@tycho/abi';
import { fakeAddresses, setupFakeChain } from '@/shared/chain/testing/chainTest';

const [POOL, LP, OWNER, LP_WALLET, REWARD, REWARD_WALLET, FABRIC, REWARD2] = fakeAddresses('12345678');
const chain = () => import('./farmPoolChain');
const { fake, sent } = setupFakeChain(chain, () => import('./farmFabricChain'));

beforeEach(() => {
  fake.on(LP, 'walletOf', { value0: LP_WALLET });
  fake.on(REWARD, 'walletOf', { value0: REWARD_WALLET });
  fake.on(POOL, 'encodeDepositPayload', { deposit_payload: 'te6deposit' });
});

const user = { pool: POOL, owner: OWNER, nReward: 2, nonce: 4321 };
/** 2 + 1 per reward token: 4 TYCHO with two reward tokens. */
const USER_VALUE = { from: OWNER, amount: '4000000000', bounce: true };
const OWNER_VALUE = { from: OWNER, amount: '1000000000', bounce: true };

describe('farm pool: the call each user action sends', () => {
  it("a deposit is an LP transfer to the pool with the pool's (owner, nonce) payload and 2 + 1 per reward", async () => {
    await (await chain()).sendFarmUserCall({ ...user, type: 'deposit', lpRoot: LP, amount: 700n });
    expect(fake.calls.find((c) => c.method === 'encodeDepositPayload')?.params).toEqual({
      deposit_owner: OWNER,
      nonce: 4321,
    });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: LP_WALLET,
        method: 'transfer',
        params: {
          amount: '700',
          recipient: POOL,
          deployWalletValue: '0',
          remainingGasTo: OWNER,
          notify: true,
          payload: 'te6deposit',
        },
        options: USER_VALUE,
      },
    ]);
  });

  it('withdraw and claim are direct pool calls with the nonce and the gas back to the owner', async () => {
    const c = await chain();
    await c.sendFarmUserCall({ ...user, type: 'withdraw', amount: 300n });
    await c.sendFarmUserCall({ ...user, type: 'claim' });
    expect(sent().map((s) => [s.address, s.method, s.params, s.options])).toEqual([
      [POOL, 'withdraw', { amount: '300', send_gas_to: OWNER, nonce: 4321 }, USER_VALUE],
      [POOL, 'claimReward', { send_gas_to: OWNER, nonce: 4321 }, USER_VALUE],
    ]);
  });

  it("the owner's reward deposit is a reward-token transfer to the pool with an empty payload and 1 TYCHO", async () => {
    await (
      await chain()
    ).sendFarmOwnerCall({ type: 'rewardDeposit', pool: POOL, root: REWARD, owner: OWNER, amount: 9n });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: REWARD_WALLET,
        method: 'transfer',
        params: {
          amount: '9',
          recipient: POOL,
          deployWalletValue: '0',
          remainingGasTo: OWNER,
          notify: true,
          payload: EMPTY_CELL,
        },
        options: OWNER_VALUE,
      },
    ]);
  });

  it('a wallet rejection reaches the caller', async () => {
    fake.rejectNextSend(new Error('rejected'));
    await expect((await chain()).sendFarmUserCall({ ...user, type: 'claim' })).rejects.toThrow('rejected');
    expect(sent()).toEqual([]);
  });
});

describe("farm pool: the owner's calls, 1 TYCHO each", () => {
  it('adds a round, sets the end, and takes back what is unclaimed with the call id drawn for it', async () => {
    const c = await chain();
    const owner = { pool: POOL, owner: OWNER };
    await c.sendFarmOwnerCall({ ...owner, type: 'addRound', startTime: 1000, rewardPerSecond: [5n, 6n] });
    await c.sendFarmOwnerCall({ ...owner, type: 'setEnd', end: 2000 });
    await c.sendFarmOwnerCall({ ...owner, type: 'withdrawAll', nonce: 4321 });
    const [round, end, unclaimed] = sent();
    expect([round.address, round.method, round.params, round.options]).toEqual([
      POOL,
      'addRewardRound',
      { reward_round: { startTime: 1000, rewardPerSecond: ['5', '6'] }, send_gas_to: OWNER },
      OWNER_VALUE,
    ]);
    expect([end.method, end.params, end.options]).toEqual([
      'setEndTime',
      { farm_end_time: 2000, send_gas_to: OWNER },
      OWNER_VALUE,
    ]);
    expect([unclaimed.address, unclaimed.method, unclaimed.params, unclaimed.options]).toEqual([
      POOL,
      'withdrawUnclaimedAll',
      { to: OWNER, send_gas_to: OWNER, nonce: 4321 },
      OWNER_VALUE,
    ]);
  });
});

describe('farm fabric', () => {
  it('deploys a farm pool with its round, tokens and vesting, 7 TYCHO attached', async () => {
    const { sendDeployFarmPool } = await import('./farmFabricChain');
    await sendDeployFarmPool({
      fabric: FABRIC,
      owner: OWNER,
      params: {
        tokenRoot: LP,
        rewardRoots: [REWARD, REWARD2],
        startTime: 1000,
        rewardPerSecond: [1n, 2n],
        endTime: 0,
        vestingPeriod: 60,
        vestingRatio: 500,
        withdrawAllLockPeriod: 2_592_000,
      },
    });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: FABRIC,
        method: 'deployFarmPool',
        params: {
          pool_owner: OWNER,
          reward_rounds: [{ startTime: 1000, rewardPerSecond: ['1', '2'] }],
          tokenRoot: LP,
          rewardTokenRoot: [REWARD, REWARD2],
          vestingPeriod: 60,
          vestingRatio: 500,
          withdrawAllLockPeriod: 2_592_000,
        },
        options: { from: OWNER, amount: '7000000000', bounce: true },
      },
    ]);
  });
});
