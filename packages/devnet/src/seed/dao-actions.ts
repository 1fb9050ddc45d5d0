/**
 * Vote escrow actions through wallet messages, shared by the seed, the market and the tests: QUBE locks,
 * whitelisting by payment and distribution top-ups (TIP-3 transfers with a payload), epoch votes, start and end of
 * voting, withdrawals and the owner's calls. Values are what the app attaches (package README).
 */
import { callOf, TokenWalletAbi, VoteEscrowAbi, type FunctionArgs } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { TYCHO } from '../engine/constants';
import { must } from '../engine/must';
import { VE_ACCOUNT_KIND } from '../contracts/vote-escrow/constants';
import {
  encodeVeDepositPayload,
  encodeVeDistributionPayload,
  encodeVeWhitelistPayload,
} from '../contracts/vote-escrow/payload';
import type { VoteEscrowState } from '../contracts/vote-escrow/root-core';
import type { VoteEscrowAccountState } from '../contracts/vote-escrow/account';
import { walletAddress } from './dex-actions';

/** Deposit, whitelist payment and withdraw: 1.5 + the account's min gas, rounded up (the app sends this). */
export const VE_ACTION_VALUE = 4n * TYCHO;
/** A vote: 1.5 + 0.02·maxGaugesPerVote + min gas, rounded up. */
export const VE_VOTE_VALUE = 5n * TYCHO;

async function send(d: DevnetImpl, from: string, to: string, value: bigint, call: ReturnType<typeof callOf>) {
  const sent = await d.sendFrom(from, to, { value, bounce: true, call });
  await sent.settled;
  return sent;
}

const meta = (from: string, callId = 0) => ({ call_id: callId, nonce: 0, send_gas_to: from });

function transferToVe(d: DevnetImpl, from: string, qube: string, ve: string, amount: bigint, payload: string) {
  return send(
    d,
    from,
    walletAddress(d, qube, from),
    VE_ACTION_VALUE,
    callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient: ve,
      deployWalletValue: 0,
      remainingGasTo: from,
      notify: true,
      payload,
    }),
  );
}

/** Locks `amount` QUBE of `from` for `lockTime` seconds (for `owner`, default `from`). */
export const lockQube = (
  d: DevnetImpl,
  from: string,
  qube: string,
  ve: string,
  amount: bigint,
  lockTime: number,
  callId = 0,
  owner = from,
) => transferToVe(d, from, qube, ve, amount, encodeVeDepositPayload(owner, lockTime, 0, callId));

/** Pays `amount` QUBE to whitelist `gauge` as a DAO candidate. */
export const whitelistByPayment = (
  d: DevnetImpl,
  from: string,
  qube: string,
  ve: string,
  gauge: string,
  amount: bigint,
  callId = 0,
) => transferToVe(d, from, qube, ve, amount, encodeVeWhitelistPayload(gauge, 0, callId));

/** Adds QUBE to the distribution supply the epochs pay from. */
export const topUpDistribution = (d: DevnetImpl, from: string, qube: string, ve: string, amount: bigint) =>
  transferToVe(d, from, qube, ve, amount, encodeVeDistributionPayload(0, 0));

/** One epoch vote: gauge → ve amount. */
export const voteEpoch = (d: DevnetImpl, from: string, ve: string, votes: [string, bigint][], callId = 0) =>
  send(d, from, ve, VE_VOTE_VALUE, callOf(VoteEscrowAbi, 'voteEpoch', { votes, meta: meta(from, callId) }));

export const startVoting = (d: DevnetImpl, from: string, ve: string) =>
  send(d, from, ve, VE_ACTION_VALUE, callOf(VoteEscrowAbi, 'startVoting', { meta: meta(from) }));

/** Finish voting with the gas the contract asks for (plus 1 for the transfers' fees). */
export function endVoting(d: DevnetImpl, from: string, ve: string, callId = 0) {
  const gas = veState(d, ve).gaugesNum;
  const value = 10n * TYCHO + BigInt(gas) * TYCHO;
  return send(d, from, ve, value, callOf(VoteEscrowAbi, 'endVoting', { meta: meta(from, callId) }));
}

export const withdrawVe = (d: DevnetImpl, from: string, ve: string, callId = 0) =>
  send(d, from, ve, VE_ACTION_VALUE, callOf(VoteEscrowAbi, 'withdraw', { meta: meta(from, callId) }));

type VeCall = 'setVotingParams' | 'setDistributionScheme' | 'setDistribution' | 'setWhitelistPrice';
type VeGaugeCall = 'addToWhitelist' | 'removeFromWhitelist';

/** An owner call that takes `meta` (filled in here). */
export const veOwnerCall = <N extends VeCall | VeGaugeCall | 'setQubeLockTimeLimits' | 'initialize'>(
  d: DevnetImpl,
  owner: string,
  ve: string,
  name: N,
  args: Omit<FunctionArgs<typeof VoteEscrowAbi, N>, 'meta'>,
) =>
  send(
    d,
    owner,
    ve,
    TYCHO,
    callOf(VoteEscrowAbi, name, { ...args, meta: meta(owner) } as FunctionArgs<typeof VoteEscrowAbi, N>),
  );

/** The DAO's approval or removal of a candidate. */
export const daoCall = (
  d: DevnetImpl,
  dao: string,
  ve: string,
  name: 'approveGaugeDAO' | 'removeGaugeDAO',
  gauge: string,
) => send(d, dao, ve, TYCHO, callOf(VoteEscrowAbi, name, { gauge }));

/** Raw model states, read with `chain.peek` (works inside the seed's batch too). */
export const veState = (d: DevnetImpl, ve: string) =>
  must(d.chain.peek(ve), `vote escrow state of ${ve}`).state as unknown as VoteEscrowState;
export const veAccountOf = (d: DevnetImpl, ve: string, user: string) =>
  d.addressOf(VE_ACCOUNT_KIND, { voteEscrow: ve, user });
export const veAccountState = (d: DevnetImpl, ve: string, user: string) =>
  d.chain.peek(veAccountOf(d, ve, user))?.state as unknown as VoteEscrowAccountState | undefined;
