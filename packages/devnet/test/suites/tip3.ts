import * as nt from 'nekoton-wasm/node';
import { describe, expect, it } from 'vitest';
import { TokenCallbacksAbiJson, TokenRootAbiJson, TokenWalletAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL, packCell } from '../../src/engine/codec';
import { TRANSACTION_FEE, TYCHO } from '../../src/engine/constants';
import { TokenErrors } from '../../src/contracts/tip3';
import {
  balanceOf,
  deployToken,
  nativeSum,
  tokenBalance,
  totalSupply,
  transferTokens,
  walletOf,
  walletSum,
} from '../helpers';
import { d } from '../shared';

const usdt = () => d.addresses()['token:USDT']!;
const qube = () => d.addresses()['token:QUBE']!;

describe('TIP-3 token root and wallets', () => {
  it('answers the metadata getters', () => {
    expect(d.get(usdt(), TokenRootAbiJson, 'symbol').value0).toBe('USDT');
    expect(d.get(usdt(), TokenRootAbiJson, 'decimals').value0).toBe('6');
    expect(d.get(usdt(), TokenRootAbiJson, 'name').value0).toBe('Tether USD');
    expect(d.get(usdt(), TokenRootAbiJson, 'rootOwner').value0).toBe(d.addresses().giver);
    const alice = d.devAccounts()[0]!.address;
    expect(d.get(walletOf(d, usdt(), alice), TokenWalletAbiJson, 'owner').value0).toBe(alice);
  });

  it('transfers to a new owner, deploying the recipient wallet and notifying with the payload', async () => {
    const alice = await d.createFundedWallet('alice-t');
    const bob = await d.createFundedWallet('bob-t');
    await d
      .sendFrom(d.addresses().giver, usdt(), {
        value: TYCHO,
        call: {
          abi: TokenRootAbiJson,
          method: 'mint',
          params: {
            amount: 1000n,
            recipient: alice.address,
            deployWalletValue: TYCHO / 10n,
            remainingGasTo: d.addresses().giver,
            notify: false,
            payload: EMPTY_CELL,
          },
        },
      })
      .then((s) => s.settled);
    expect(tokenBalance(d, usdt(), alice.address)).toBe(1000n);
    const payload = packCell([{ name: 'memo', type: 'string' }], { memo: 'hello' });
    const before = nativeSum(d);
    await transferTokens(d, usdt(), alice.address, bob.address, 300n, {
      deployWalletValue: TYCHO / 10n,
      notify: true,
      payload,
    });
    expect(nativeSum(d)).toBe(before);
    expect(tokenBalance(d, usdt(), alice.address)).toBe(700n);
    expect(tokenBalance(d, usdt(), bob.address)).toBe(300n);
    // Bob's wallet account received onAcceptTokensTransfer with the payload.
    const page = await d.getTransactions(bob.address, undefined, 10);
    const decoded = nt.decodeTransaction(
      page.transactions[0] as never,
      TokenCallbacksAbiJson,
      'onAcceptTokensTransfer',
    );
    expect(decoded?.input).toMatchObject({
      tokenRoot: usdt(),
      amount: '300',
      sender: alice.address,
      senderWallet: walletOf(d, usdt(), alice.address),
      remainingGasTo: alice.address,
      payload,
    });
  });

  it('rejects a mint by a non-owner: aborted with NOT_OWNER, nothing changed but the fee', async () => {
    const eve = await d.createFundedWallet('eve');
    const supply = totalSupply(d, qube());
    const rootBalance = balanceOf(d, qube());
    const sent = await d.sendFrom(eve.address, qube(), {
      value: TYCHO,
      bounce: true,
      call: {
        abi: TokenRootAbiJson,
        method: 'mint',
        params: {
          amount: 5n,
          recipient: eve.address,
          deployWalletValue: TYCHO / 10n,
          remainingGasTo: eve.address,
          notify: false,
          payload: EMPTY_CELL,
        },
      },
    });
    await sent.settled;
    const tx = await d.findTransaction(sent.transaction.outMessages[0]!.hash);
    expect(tx?.aborted).toBe(true);
    expect(tx?.exitCode).toBe(TokenErrors.NOT_OWNER);
    expect(tx?.totalFees).toBe(TRANSACTION_FEE.toString());
    expect(totalSupply(d, qube())).toBe(supply);
    expect(balanceOf(d, qube())).toBe(rootBalance);
    // The value came back in a bounced message.
    expect(tx?.outMessages[0]?.bounced).toBe(true);
    expect(BigInt(tx!.outMessages[0]!.value)).toBe(TYCHO - TRANSACTION_FEE);
  });

  it('throws on amount > balance and keeps the balance', async () => {
    const alice = d.devAccounts()[0]!.address;
    const bob = d.devAccounts()[1]!.address;
    const balance = tokenBalance(d, usdt(), alice);
    const sent = await transferTokens(d, usdt(), alice, bob, balance + 1n);
    const tx = await d.findTransaction(sent.transaction.outMessages[0]!.hash);
    expect(tx?.exitCode).toBe(TokenErrors.NOT_ENOUGH_BALANCE);
    expect(tokenBalance(d, usdt(), alice)).toBe(balance);
  });

  it('restores the balance when acceptTransfer bounces (recipient wallet rejects the sender)', async () => {
    const alice = d.devAccounts()[0]!.address;
    const bob = d.devAccounts()[1]!.address;
    const before = tokenBalance(d, usdt(), alice);
    // Bob's QUBE wallet is not a sibling of Alice's USDT wallet: acceptTransfer throws, the message bounces.
    const target = walletOf(d, qube(), bob);
    const sent = await d.sendFrom(alice, walletOf(d, usdt(), alice), {
      value: TYCHO / 2n,
      bounce: true,
      call: {
        abi: TokenWalletAbiJson,
        method: 'transferToWallet',
        params: {
          amount: 10n,
          recipientTokenWallet: target,
          remainingGasTo: alice,
          notify: false,
          payload: EMPTY_CELL,
        },
      },
    });
    await sent.settled;
    expect(tokenBalance(d, usdt(), alice)).toBe(before);
    const [rejected] = (await d.getTransactions(target, undefined, 1)).transactions;
    expect(rejected?.aborted).toBe(true);
    expect(rejected?.exitCode).toBe(TokenErrors.SENDER_IS_NOT_VALID_WALLET);
    // The same for a wallet address with no contract at all.
    await d
      .sendFrom(alice, walletOf(d, usdt(), alice), {
        value: TYCHO / 2n,
        bounce: true,
        call: {
          abi: TokenWalletAbiJson,
          method: 'transferToWallet',
          params: {
            amount: 10n,
            recipientTokenWallet: '0:' + 'ab'.repeat(32),
            remainingGasTo: alice,
            notify: false,
            payload: EMPTY_CELL,
          },
        },
      })
      .then((s) => s.settled);
    expect(tokenBalance(d, usdt(), alice)).toBe(before);
  });

  it('burns through the root with a callback carrying the payload', async () => {
    const alice = d.devAccounts()[0]!.address;
    const proxy = await d.createFundedWallet('proxy');
    const supply = totalSupply(d, usdt());
    const balance = tokenBalance(d, usdt(), alice);
    const payload = packCell([{ name: 'n', type: 'uint32' }], { n: 7 });
    await d
      .sendFrom(alice, walletOf(d, usdt(), alice), {
        value: TYCHO,
        bounce: true,
        call: {
          abi: TokenWalletAbiJson,
          method: 'burn',
          params: { amount: 100n, remainingGasTo: alice, callbackTo: proxy.address, payload },
        },
      })
      .then((s) => s.settled);
    expect(totalSupply(d, usdt())).toBe(supply - 100n);
    expect(tokenBalance(d, usdt(), alice)).toBe(balance - 100n);
    const [tx] = (await d.getTransactions(proxy.address, undefined, 1)).transactions;
    const decoded = nt.decodeTransaction(tx as never, TokenCallbacksAbiJson, 'onAcceptTokensBurn');
    expect(decoded?.input).toMatchObject({
      amount: '100',
      walletOwner: alice,
      wallet: walletOf(d, usdt(), alice),
      payload,
    });
  });

  it('deployWallet answers the deterministic wallet address', async () => {
    const carol = await d.createFundedWallet('carol-t');
    const sent = await d.sendFrom(carol.address, usdt(), {
      value: TYCHO,
      bounce: true,
      call: {
        abi: TokenRootAbiJson,
        method: 'deployWallet',
        params: { answerId: 0, walletOwner: carol.address, deployWalletValue: TYCHO / 10n },
      },
    });
    await sent.settled;
    const wallet = walletOf(d, usdt(), carol.address);
    expect(d.getFullContractState(wallet)?.isDeployed).toBe(true);
    expect(tokenBalance(d, usdt(), carol.address)).toBe(0n);
    const [answer] = (await d.getTransactions(carol.address, undefined, 1)).transactions;
    expect(answer?.inMessage.src).toBe(usdt());
    expect(ZERO_ADDRESS).not.toBe(wallet);
  });

  it('lets the root owner burn from a holder, then disable minting', async () => {
    const giver = d.addresses().giver!;
    const root = await deployToken(d, 'ADM');
    const holder = await d.createFundedWallet('holder');
    const mint = (amount: bigint) =>
      d.sendFrom(giver, root, {
        value: TYCHO,
        bounce: true,
        call: {
          abi: TokenRootAbiJson,
          method: 'mint',
          params: {
            amount,
            recipient: holder.address,
            deployWalletValue: TYCHO / 10n,
            remainingGasTo: giver,
            notify: false,
            payload: EMPTY_CELL,
          },
        },
      });
    await (
      await mint(500n)
    ).settled;
    await d
      .sendFrom(giver, root, {
        value: TYCHO,
        bounce: true,
        call: {
          abi: TokenRootAbiJson,
          method: 'burnTokens',
          params: {
            amount: 200n,
            walletOwner: holder.address,
            remainingGasTo: giver,
            callbackTo: ZERO_ADDRESS,
            payload: EMPTY_CELL,
          },
        },
      })
      .then((s) => s.settled);
    expect(tokenBalance(d, root, holder.address)).toBe(300n);
    expect(totalSupply(d, root)).toBe(300n);
    await d
      .sendFrom(giver, root, {
        value: TYCHO,
        bounce: true,
        call: { abi: TokenRootAbiJson, method: 'disableMint', params: { answerId: 0 } },
      })
      .then((s) => s.settled);
    expect(d.get(root, TokenRootAbiJson, 'mintDisabled').value0).toBe(true);
    const rejected = await mint(1n);
    await rejected.settled;
    expect((await d.findTransaction(rejected.transaction.outMessages[0]!.hash))?.exitCode).toBe(
      TokenErrors.MINT_DISABLED,
    );
    expect(totalSupply(d, root)).toBe(walletSum(d, root));
  });
});
