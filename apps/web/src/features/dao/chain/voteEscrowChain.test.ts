// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAddresses, setupFakeChain } from '@/shared/chain/testing/chainTest';

const [ESCROW, QUBE, OWNER, QUBE_WALLET, GAUGE, OTHER_GAUGE] = fakeAddresses('123456');
const chain = () => import('./voteEscrowChain');
const { fake, sent } = setupFakeChain(chain);

beforeEach(() => {
  fake.on(QUBE, 'walletOf', { value0: QUBE_WALLET });
  fake.on(ESCROW, 'encodeDepositPayload', { payload: 'te6deposit' });
  fake.on(ESCROW, 'encodeWhitelistPayload', { payload: 'te6whitelist' });
});

const base = { escrow: ESCROW, owner: OWNER, value: 2_500_000_000n, callId: 77 };
const meta = { call_id: 77, nonce: 77, send_gas_to: OWNER };

describe('sendDaoCall: the call each DAO action sends', () => {
  it('a lock is a QUBE transfer to the escrow with its deposit payload (owner, call id, lock time)', async () => {
    await (await chain()).sendDaoCall({ ...base, type: 'lock', qube: QUBE, amount: 1234n, lockSeconds: 86_400 });
    const encode = fake.calls.find((c) => c.method === 'encodeDepositPayload');
    expect(encode?.params).toEqual({ deposit_owner: OWNER, nonce: 77, lock_time: 86_400, call_id: 77 });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: QUBE_WALLET,
        method: 'transfer',
        params: {
          amount: '1234',
          recipient: ESCROW,
          deployWalletValue: '0',
          remainingGasTo: OWNER,
          notify: true,
          payload: 'te6deposit',
        },
        options: { from: OWNER, amount: '2500000000', bounce: true },
      },
    ]);
  });

  it('a whitelisting is a QUBE transfer of the price with the whitelist payload of the gauge', async () => {
    await (await chain()).sendDaoCall({ ...base, type: 'whitelist', qube: QUBE, amount: 5000n, gauge: GAUGE });
    const encode = fake.calls.find((c) => c.method === 'encodeWhitelistPayload');
    expect(encode?.params).toEqual({ whitelist_addr: GAUGE, nonce: 77, call_id: 77 });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: QUBE_WALLET,
        method: 'transfer',
        params: {
          amount: '5000',
          recipient: ESCROW,
          deployWalletValue: '0',
          remainingGasTo: OWNER,
          notify: true,
          payload: 'te6whitelist',
        },
        options: { from: OWNER, amount: '2500000000', bounce: true },
      },
    ]);
  });

  it('unlock, vote and Finish voting are direct escrow calls with the meta (call id, nonce, gas back)', async () => {
    const c = await chain();
    await c.sendDaoCall({ ...base, type: 'unlock' });
    await c.sendDaoCall({
      ...base,
      type: 'vote',
      votes: new Map([
        [GAUGE, 10n],
        [OTHER_GAUGE, 20n],
      ]),
    });
    await c.sendDaoCall({ ...base, type: 'finish' });
    expect(sent().map((s) => [s.address, s.method, s.params, s.options])).toEqual([
      [ESCROW, 'withdraw', { meta }, { from: OWNER, amount: '2500000000', bounce: true }],
      [
        ESCROW,
        'voteEpoch',
        {
          votes: [
            [GAUGE, '10'],
            [OTHER_GAUGE, '20'],
          ],
          meta,
        },
        { from: OWNER, amount: '2500000000', bounce: true },
      ],
      [ESCROW, 'endVoting', { meta }, { from: OWNER, amount: '2500000000', bounce: true }],
    ]);
  });

  it('a wallet rejection reaches the caller', async () => {
    fake.rejectNextSend(new Error('rejected'));
    await expect((await chain()).sendDaoCall({ ...base, type: 'finish' })).rejects.toThrow('rejected');
  });
});
