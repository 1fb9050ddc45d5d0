/** VoteEscrow state and the helpers its handlers share (`root.ts`) and its getters (`root-getters.ts`). */
import { callOf, TokenWalletAbi } from '@tycho/abi';
import { EMPTY_CELL } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { ensure, type HandlerContext } from '../../engine/types';
import { max } from '../tip3';
import { factoryGaugeAddress } from '../gauge/factory';
import { VE_ACCOUNT_KIND, VeErrors, VeGas } from './constants';

export interface PendingVeDeposit {
  user: string;
  /** Who sent the tokens (the refund goes back to them). */
  sender: string;
  amount: bigint;
  veAmount: bigint;
  lockTime: number;
  callId: number;
  gasTo: string;
}

export interface VoteEscrowState {
  owner: string;
  dao: string;
  qube: string;
  qubeWallet: string;
  /** Devnet: the GaugeFactory whose gauges may be whitelisted by payment ('' = any address, like the contract). */
  gaugeFactory: string;
  /** Whitelisting also approves for the DAO (the contract's storage default is true). */
  autoDaoApprove: boolean;
  treasuryTokens: bigint;
  teamTokens: bigint;
  qubeBalance: bigint;
  veQubeBalance: bigint;
  /**
   * Time-average of `veQubeBalance` and the seconds it covers, up to `lastUpdateTime` (dao `veQubeAverage`,
   * `veQubeAveragePeriod`); moved on at each change of the balance. Absent in states saved before they were modelled
   * (the average then starts at the next change, see `veAverageAt`).
   */
  veQubeAverage?: bigint;
  veQubeAveragePeriod?: number;
  lastUpdateTime: number;
  distributionSupply: bigint;
  qubeMinLockTime: number;
  qubeMaxLockTime: number;
  gaugeWhitelistPrice: bigint;
  whitelistPayments: bigint;
  emissionDebt: bigint;
  initialized: boolean;
  paused: boolean;
  emergency: boolean;
  epochTime: number;
  timeBeforeVoting: number;
  votingTime: number;
  gaugeMinVotesRatio: number;
  gaugeMaxVotesRatio: number;
  gaugeMaxDowntime: number;
  maxGaugesPerVote: number;
  votingNormalizing: number;
  gaugesNum: number;
  currentEpoch: number;
  epochStart: number;
  epochEnd: number;
  votingStart: number;
  votingEnd: number;
  totalVotes: bigint;
  /** Whitelisted gauges in whitelisting order (the count pass walks them). */
  whitelist: string[];
  daoApproved: string[];
  votes: Record<string, bigint>;
  downtimes: Record<string, number>;
  schedule: bigint[];
  scheme: number[];
  /** Users with a deployed account. */
  accounts: string[];
  depositNonce: number;
  pending: Record<string, PendingVeDeposit>;
}

export type Ctx = HandlerContext<VoteEscrowState>;
export interface Meta {
  call_id: string | number;
  nonce: string | number;
  send_gas_to: string;
}

export const accountOf = (ctx: Pick<Ctx, 'addressOf' | 'self'>, user: string) =>
  ctx.addressOf(VE_ACCOUNT_KIND, { voteEscrow: ctx.self, user });

/**
 * `calculateAverage` (dao `VoteEscrowBase.tsol`): the total veQUBE's (average, period) brought to `now` (pure). The
 * first update (lastUpdateTime 0) or one at the same second only stamps the time. A state saved before the average
 * was kept has period 0 (the average counts from its last update).
 */
export function veAverageAt(s: VoteEscrowState, now: number) {
  const average = s.veQubeAverage ?? s.veQubeBalance;
  const period = s.veQubeAveragePeriod ?? 0;
  if (now <= s.lastUpdateTime || s.lastUpdateTime === 0)
    return { lastUpdateTime: now, veQubeAverage: average, veQubeAveragePeriod: period };
  const last = now - s.lastUpdateTime;
  return {
    lastUpdateTime: now,
    veQubeAverage: (average * BigInt(period) + s.veQubeBalance * BigInt(last)) / BigInt(period + last),
    veQubeAveragePeriod: period + last,
  };
}

/** `updateAverage`: moves the stored average to now; called before every change of `veQubeBalance`. */
export function updateVeAverage(ctx: Pick<Ctx, 'state' | 'now'>) {
  const a = veAverageAt(ctx.state, ctx.now);
  ctx.state.veQubeAverage = a.veQubeAverage;
  ctx.state.veQubeAveragePeriod = a.veQubeAveragePeriod;
  ctx.state.lastUpdateTime = Math.max(a.lastUpdateTime, ctx.state.lastUpdateTime);
}

export const reserveRoot = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, VeGas.ROOT_RESERVE));

export function returnGas(ctx: Ctx, to: string) {
  ctx.send({ to, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
}

export function sendQube(ctx: Ctx, amount: bigint, to: string, gasTo: string, payload = EMPTY_CELL, notify = false) {
  ctx.send({
    to: ctx.state.qubeWallet,
    value: VeGas.TRANSFER + VeGas.DEPLOY_WALLET_VALUE,
    bounce: true,
    call: callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient: to,
      deployWalletValue: VeGas.DEPLOY_WALLET_VALUE,
      remainingGasTo: gasTo,
      notify,
      payload,
    }),
  });
}

export const onlyOwner = (ctx: Ctx) => ensure(ctx.sender === ctx.state.owner, VeErrors.NOT_OWNER);
export const onlyDao = (ctx: Ctx) =>
  ensure(ctx.sender === ctx.state.dao || ctx.sender === ctx.state.owner, VeErrors.NOT_DAO_ROOT);
export const onlyAccount = (ctx: Ctx, user: string) =>
  ensure(ctx.sender === accountOf(ctx, user), VeErrors.NOT_ACCOUNT);
export const isActive = (s: VoteEscrowState) => s.initialized && !s.paused && !s.emergency;

/** How many factory gauge nonces the devnet whitelist check looks at. */
const FACTORY_GAUGES_CHECKED = 256;

/** Devnet: is `gauge` one of the GaugeFactory's gauges (the contract checks nothing)? */
export function isFactoryGauge(ctx: Pick<Ctx, 'addressOf' | 'state'>, gauge: string): boolean {
  const factory = ctx.state.gaugeFactory;
  if (!factory) return true;
  for (let k = 0; k < FACTORY_GAUGES_CHECKED; k++) if (factoryGaugeAddress(ctx, factory, k) === gauge) return true;
  return false;
}

/** Votes map as the ABI's map(address,uint128). */
export const mapOut = (m: Record<string, bigint> | Map<string, bigint>) =>
  (m instanceof Map ? [...m.entries()] : Object.entries(m)).map(([k, v]) => [k, v] as const);
