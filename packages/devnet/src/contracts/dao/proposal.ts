/**
 * Proposal (dao `Proposal.tsol`): one governance proposal with its own copy of the configuration. Votes come from
 * the voters' VoteEscrowAccounts (`castVote`, counted only while Active); `queue` and `execute` are external
 * messages without a signature (anyone); `cancel` is the proposer's, while Pending. Queue and cancel release the
 * proposer's threshold lock; the unlock requests of the accounts are answered with the state.
 */
import { callOf, DaoRootAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { big } from '../tip3';
import { VE_ACCOUNT_KIND } from '../vote-escrow/constants';
import { DaoErrors, DaoGas, PROPOSAL_KIND, type ProposalConfig } from './constants';
import { ProposalModelAbi } from './proposal-abi';
import { proposalState, stateCode, type EthAction, type TonAction } from './state';

export interface ProposalModelState {
  root: string;
  id: number;
  voteEscrow: string;
  proposer: string;
  description: string;
  tonActions: TonAction[];
  ethActions: EthAction[];
  config: ProposalConfig;
  startTime: number;
  endTime: number;
  executionTime: number;
  canceled: boolean;
  executed: boolean;
  forVotes: bigint;
  againstVotes: bigint;
}

type Ctx = HandlerContext<ProposalModelState>;

const accountOf = (ctx: Pick<Ctx, 'addressOf' | 'state'>, user: string) =>
  ctx.addressOf(VE_ACCOUNT_KIND, { voteEscrow: ctx.state.voteEscrow, user });
const stateNow = (ctx: Ctx) => proposalState(ctx.state, ctx.now);
const toAccount = (ctx: Ctx, user: string, call: ReturnType<typeof callOf>, value?: bigint) =>
  ctx.send({
    to: accountOf(ctx, user),
    bounce: false,
    call,
    ...(value === undefined ? { flag: Flag.REMAINING_GAS } : { value }),
  });

export const ProposalModel = typedModel<ProposalModelState, typeof ProposalModelAbi>({
  kind: PROPOSAL_KIND,
  abi: ProposalModelAbi,
  init: (p) => ({
    root: String(p.root),
    id: Number(p.id),
    voteEscrow: '',
    proposer: '',
    description: '',
    tonActions: [],
    ethActions: [],
    config: { votingDelay: 0, votingPeriod: 0, quorumVotes: 0n, timeLock: 0, threshold: 0n, gracePeriod: 0 },
    startTime: 0,
    endTime: 0,
    executionTime: 0,
    canceled: false,
    executed: false,
    forVotes: 0n,
    againstVotes: 0n,
  }),
  handlers: {
    constructor() {},
    initialize(ctx, i) {
      const s = ctx.state;
      ensure(ctx.deploying && ctx.sender === s.root, DaoErrors.NOT_DAO_ROOT);
      s.voteEscrow = i.voteEscrow;
      s.proposer = i.proposer;
      s.description = i.description;
      s.tonActions = i.tonActions.map((a) => ({ value: String(a.value), target: a.target, payload: a.payload }));
      s.ethActions = i.ethActions.map((a) => ({ ...a, value: String(a.value), chainId: Number(a.chainId) }));
      s.config = {
        votingDelay: Number(i.config.votingDelay),
        votingPeriod: Number(i.config.votingPeriod),
        quorumVotes: big(i.config.quorumVotes),
        timeLock: Number(i.config.timeLock),
        threshold: big(i.config.threshold),
        gracePeriod: Number(i.config.gracePeriod),
      };
      s.startTime = ctx.now + s.config.votingDelay;
      s.endTime = s.startTime + s.config.votingPeriod;
      const call = callOf(VoteEscrowAccountAbi, 'onProposalDeployed', {
        nonce: i.nonce,
        proposal_id: s.id,
        answer_id: i.answerId,
      });
      toAccount(ctx, s.proposer, call, DaoGas.UNLOCK);
    },
    castVote(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === accountOf(ctx, i.voter), DaoErrors.NOT_ACCOUNT);
      if (stateNow(ctx) !== 'Active') {
        return toAccount(ctx, i.voter, callOf(VoteEscrowAccountAbi, 'rejectVote', { proposal_id: s.id }));
      }
      const votes = big(i.votes);
      if (i.support) s.forVotes += votes;
      else s.againstVotes += votes;
      emitEvent(ctx, ProposalModelAbi, 'VoteCast', { voter: i.voter, support: i.support, votes, reason: i.reason });
      toAccount(ctx, i.voter, callOf(VoteEscrowAccountAbi, 'voteCasted', { proposal_id: s.id }));
    },
    unlockCastedVote(ctx, i) {
      ensure(ctx.sender === accountOf(ctx, i.accountOwner), DaoErrors.NOT_ACCOUNT);
      const success = stateNow(ctx) !== 'Active';
      const call = callOf(VoteEscrowAccountAbi, 'unlockCastedVote', { proposal_id: ctx.state.id, success });
      toAccount(ctx, i.accountOwner, call);
    },
    unlockVoteTokens(ctx, i) {
      ensure(ctx.sender === accountOf(ctx, i.accountOwner), DaoErrors.NOT_ACCOUNT);
      const state = stateNow(ctx);
      const success = i.accountOwner === ctx.state.proposer && state !== 'Pending' && state !== 'Active';
      const call = callOf(VoteEscrowAccountAbi, 'unlockVoteTokens', { proposal_id: ctx.state.id, success });
      toAccount(ctx, i.accountOwner, call);
    },
    queue(ctx) {
      const s = ctx.state;
      ensure(stateNow(ctx) === 'Succeeded', DaoErrors.NOT_SUCCEEDED);
      s.executionTime = s.endTime + s.config.timeLock;
      emitEvent(ctx, ProposalModelAbi, 'Queued', { executionTime: s.executionTime });
      const call = callOf(VoteEscrowAccountAbi, 'unlockVoteTokens', { proposal_id: s.id, success: true });
      toAccount(ctx, s.proposer, call, DaoGas.UNLOCK);
    },
    execute(ctx) {
      const s = ctx.state;
      ensure(stateNow(ctx) === 'Queued', DaoErrors.NOT_QUEUED);
      ensure(ctx.now >= s.executionTime, DaoErrors.TOO_EARLY);
      s.executed = true;
      emitEvent(ctx, ProposalModelAbi, 'Executed', {});
      ctx.reserve(DaoGas.PROPOSAL_KEEP);
      ctx.send({
        to: s.root,
        flag: Flag.ALL_NOT_RESERVED,
        bounce: false,
        call: callOf(DaoRootAbi, 'onProposalSucceeded', {
          proposalId: s.id,
          proposer: s.proposer,
          tonActions: s.tonActions,
          ethActions: s.ethActions,
        }),
      });
    },
    cancel(ctx) {
      const s = ctx.state;
      ensure(stateNow(ctx) === 'Pending', DaoErrors.NOT_PENDING);
      ensure(ctx.sender === s.proposer, DaoErrors.NOT_PROPOSER);
      s.canceled = true;
      emitEvent(ctx, ProposalModelAbi, 'Canceled', {});
      ctx.reserve(DaoGas.CANCEL_KEEP);
      ctx.send({
        to: accountOf(ctx, s.proposer),
        flag: Flag.ALL_NOT_RESERVED,
        bounce: false,
        call: callOf(VoteEscrowAccountAbi, 'unlockVoteTokens', { proposal_id: s.id, success: true }),
      });
    },
  },
  getters: {
    getOverview: (s, _i, env) => ({
      proposer_: s.proposer,
      description_: s.description,
      startTime_: s.startTime,
      endTime_: s.endTime,
      executionTime_: s.executionTime,
      forVotes_: s.forVotes,
      againstVotes_: s.againstVotes,
      quorumVotes_: s.config.quorumVotes,
      state_: stateCode(proposalState(s, env.now)),
    }),
    getProposer: (s) => ({ value0: s.proposer }),
    getActions: (s) => ({ value0: s.tonActions, value1: s.ethActions }),
    getConfig: (s) => ({ value0: s.config }),
    getTimings: (s) => ({ value0: s.startTime, value1: s.endTime, value2: s.executionTime }),
    getVotes: (s) => ({ value0: s.forVotes, value1: s.againstVotes, value2: s.config.quorumVotes }),
    getStatuses: (s) => ({ value0: s.canceled, value1: s.executed }),
    getState: (s, _i, env) => ({ value0: stateCode(proposalState(s, env.now)) }),
    root: (s) => ({ root: s.root }),
    id: (s) => ({ id: s.id }),
    voteEscrowRoot: (s) => ({ voteEscrowRoot: s.voteEscrow }),
    proposer: (s) => ({ proposer: s.proposer }),
    description: (s) => ({ description: s.description }),
    tonActions: (s) => ({ tonActions: s.tonActions }),
    ethActions: (s) => ({ ethActions: s.ethActions }),
    proposalVersion: () => ({ proposalVersion: 1 }),
    config: (s) => ({ config: s.config }),
    startTime: (s) => ({ startTime: s.startTime }),
    endTime: (s) => ({ endTime: s.endTime }),
    executionTime: (s) => ({ executionTime: s.executionTime }),
    canceled: (s) => ({ canceled: s.canceled }),
    executed: (s) => ({ executed: s.executed }),
    forVotes: (s) => ({ forVotes: s.forVotes }),
    againstVotes: (s) => ({ againstVotes: s.againstVotes }),
  },
});
