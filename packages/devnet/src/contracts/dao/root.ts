/**
 * DaoRoot (dao `DaoRoot.tsol`): the proposal configuration and `propose`. A proposal goes root → the proposer's
 * VoteEscrowAccount (`propose`: the threshold must be free in its ve) → root `deployProposal` → a Proposal with a
 * copy of the configuration; executing a proposal comes back as `onProposalSucceeded`, which sends each TON action's
 * value and payload (bounce false) and the rest to the proposer. Devnet deviations (package README): ETH actions
 * are kept and shown but reach no bridge; a propose whose account does not exist bounces into the root (the value
 * stays there); the configuration update takes any non-zero times (TestDaoRoot's bounds), no admin transfer, no
 * delegates, no upgrades.
 */
import { callOf, DaoRootAbi, VoteEscrowAccountAbi, ZERO_ADDRESS } from '@tycho/abi';
import { packCell } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { senderOf } from '../../engine/must';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { big, max } from '../tip3';
import { VE_ACCOUNT_KIND } from '../vote-escrow/constants';
import {
  DAO_ROOT_KIND,
  DaoErrors,
  DaoGas,
  MAX_ACTIONS,
  MAX_DESCRIPTION_BYTES,
  PROPOSAL_KIND,
  type ProposalConfig,
} from './constants';
import { ProposalModelAbi } from './proposal-abi';
import { calcEthActionsValue, calcTonActionsValue, type EthAction, type TonAction } from './state';

interface PendingProposal {
  proposer: string;
  answerId: number;
  description: string;
  tonActions: TonAction[];
  ethActions: EthAction[];
}

export interface DaoRootState {
  voteEscrow: string;
  admin: string;
  config: ProposalConfig;
  proposalCount: number;
  deployEventValue: bigint;
  nonce: number;
  pending: Record<string, PendingProposal>;
}

type Ctx = HandlerContext<DaoRootState>;

export const proposalAddress = (ctx: Pick<Ctx, 'addressOf'>, root: string, id: number | string) =>
  ctx.addressOf(PROPOSAL_KIND, { root, id: Number(id) });
export const daoRootAddress = (ctx: Pick<Ctx, 'addressOf'>, voteEscrow: string) =>
  ctx.addressOf(DAO_ROOT_KIND, { voteEscrow });
const accountOf = (ctx: Pick<Ctx, 'addressOf'>, voteEscrow: string, user: string) =>
  ctx.addressOf(VE_ACCOUNT_KIND, { voteEscrow, user });

const NONCE_LAYOUT = [{ name: 'nonce', type: 'uint32' }];
export const encodeProposalData = (nonce: number) => packCell(NONCE_LAYOUT, { nonce });

type ConfigIn = Record<keyof ProposalConfig, string | number>;
const configOf = (c: ConfigIn): ProposalConfig => ({
  votingDelay: Number(c.votingDelay),
  votingPeriod: Number(c.votingPeriod),
  quorumVotes: big(c.quorumVotes),
  timeLock: Number(c.timeLock),
  threshold: big(c.threshold),
  gracePeriod: Number(c.gracePeriod),
});

const reserve = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, DaoGas.ROOT_RESERVE));
const rest = (ctx: Ctx, to: string) =>
  ctx.send({ to, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });

export const DaoRootModel = typedModel<DaoRootState, typeof DaoRootAbi>({
  kind: DAO_ROOT_KIND,
  abi: DaoRootAbi,
  init: (p) => ({
    voteEscrow: String(p.voteEscrow),
    admin: '',
    config: { votingDelay: 0, votingPeriod: 0, quorumVotes: 0n, timeLock: 0, threshold: 0n, gracePeriod: 0 },
    proposalCount: 0,
    deployEventValue: DaoGas.DEPLOY_EVENT,
    nonce: 0,
    pending: {},
  }),
  handlers: {
    constructor(ctx, i) {
      ctx.state.admin = i.admin_;
      ctx.state.config = configOf(i.proposalConfiguration_);
    },
    updateProposalConfiguration(ctx, i) {
      ensure(ctx.sender === ctx.state.admin, DaoErrors.NOT_ADMIN);
      const next = configOf(i.newConfig);
      ensure(next.votingDelay > 0 && next.votingPeriod > 0 && next.timeLock > 0, DaoErrors.WRONG_CONFIG);
      ensure(next.gracePeriod > 0 && next.threshold > 0n && next.quorumVotes > 0n, DaoErrors.WRONG_CONFIG);
      const old = ctx.state.config;
      ctx.state.config = next;
      emitEvent(ctx, DaoRootAbi, 'ProposalConfigurationUpdated', { oldConfig: old, newConfig: next });
      rest(ctx, senderOf(ctx));
    },
    propose(ctx, i) {
      const s = ctx.state;
      const count = i.tonActions.length + i.ethActions.length;
      ensure(count > 0, DaoErrors.NO_ACTIONS);
      ensure(count <= MAX_ACTIONS, DaoErrors.TOO_MANY_ACTIONS);
      ensure(Buffer.byteLength(i.description, 'utf8') <= MAX_DESCRIPTION_BYTES, DaoErrors.DESCRIPTION_TOO_LONG);
      const need =
        DaoGas.PROPOSE + calcTonActionsValue(i.tonActions) + calcEthActionsValue(i.ethActions, s.deployEventValue);
      ensure(ctx.value >= need, DaoErrors.LOW_VALUE);
      reserve(ctx);
      const proposer = senderOf(ctx);
      s.nonce += 1;
      s.pending[String(s.nonce)] = {
        proposer,
        answerId: Number(i.answerId),
        description: i.description,
        tonActions: i.tonActions.map((a) => ({ value: String(a.value), target: a.target, payload: a.payload })),
        ethActions: i.ethActions.map((a) => ({ ...a, value: String(a.value), chainId: Number(a.chainId) })),
      };
      ctx.send({
        to: accountOf(ctx, s.voteEscrow, proposer),
        flag: Flag.ALL_NOT_RESERVED,
        bounce: true,
        call: callOf(VoteEscrowAccountAbi, 'propose', {
          proposal_data: encodeProposalData(s.nonce),
          threshold: s.config.threshold,
        }),
      });
    },
    deployProposal(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === accountOf(ctx, s.voteEscrow, i.accountOwner), DaoErrors.NOT_ACCOUNT);
      const p = s.pending[String(i.nonce)];
      ensure(p !== undefined && p.proposer === i.accountOwner, DaoErrors.NOT_ACCOUNT);
      delete s.pending[String(i.nonce)];
      reserve(ctx);
      s.proposalCount += 1;
      const id = s.proposalCount;
      emitEvent(ctx, DaoRootAbi, 'ProposalCreated', {
        proposalId: id,
        proposer: p.proposer,
        tonActions: p.tonActions,
        ethActions: p.ethActions,
        description: p.description,
      });
      ctx.deploy(
        PROPOSAL_KIND,
        { root: ctx.self, id },
        {
          value: 0n,
          flag: Flag.ALL_NOT_RESERVED,
          bounce: false,
          call: callOf(ProposalModelAbi, 'initialize', {
            voteEscrow: s.voteEscrow,
            proposer: p.proposer,
            description: p.description,
            tonActions: p.tonActions,
            ethActions: p.ethActions,
            config: s.config,
            nonce: Number(i.nonce),
            answerId: p.answerId,
          }),
        },
      );
    },
    onProposalSucceeded(ctx, i) {
      const id = Number(i.proposalId);
      ensure(ctx.sender === proposalAddress(ctx, ctx.self, id), DaoErrors.NOT_PROPOSAL);
      reserve(ctx);
      emitEvent(ctx, DaoRootAbi, 'ExecutingTonActions', { proposalId: id, tonActions: i.tonActions });
      for (const a of i.tonActions) ctx.send({ to: a.target, value: big(a.value), bounce: false, body: a.payload });
      rest(ctx, i.proposer);
    },
  },
  onBounce() {
    // propose to an account that does not exist: the value stays in the root (documented deviation)
  },
  getters: {
    getAdmin: (s) => ({ value0: s.admin }),
    admin: (s) => ({ admin: s.admin }),
    getProposalCount: (s) => ({ value0: s.proposalCount }),
    proposalCount: (s) => ({ proposalCount: s.proposalCount }),
    getVoteEscrowRoot: (s) => ({ value0: s.voteEscrow }),
    voteEscrowRoot: (s) => ({ voteEscrowRoot: s.voteEscrow }),
    getEthereumActionEventConfiguration: (s) => ({ value0: ZERO_ADDRESS, value1: s.deployEventValue }),
    deployEventValue: (s) => ({ deployEventValue: s.deployEventValue }),
    proposalConfiguration: (s) => ({ proposalConfiguration: s.config }),
    proposalVersion: () => ({ proposalVersion: 1 }),
    expectedProposalAddress: (_s, i, env) => ({ value0: proposalAddress(env, env.self, Number(i.proposalId)) }),
    expectedVoteEscrowAccountAddress: (s, i, env) => ({ value0: accountOf(env, s.voteEscrow, i.accountOwner) }),
    calcTonActionsValue: (_s, i) => ({ totalValue: calcTonActionsValue(i.actions) }),
    calcEthActionsValue: (s, i) => ({ totalValue: calcEthActionsValue(i.actions, s.deployEventValue) }),
  },
});
