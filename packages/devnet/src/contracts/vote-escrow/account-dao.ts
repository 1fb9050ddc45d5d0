/**
 * The governance half of VoteEscrowAccount (dao `VoteEscrowAccountDAO.tsol`): the proposer's threshold lock
 * (`_tmp_proposals` while the proposal deploys, then `created_proposals`), the proposal votes (`casted_votes`, the
 * full current ve, no snapshot) and their unlocks. Rejections are soft: the value goes back to the user.
 */
import { abiJson, callOf, DaoRootAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { functionId, unpackCell } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { emitEvent, type TypedGetters, type TypedHandlers } from '../../engine/typed-model';
import { senderOf } from '../../engine/must';
import { ensure, type BounceInfo, type HandlerContext } from '../../engine/types';
import { big, max } from '../tip3';
import { DaoErrors, DaoGas, MAX_REASON_BYTES } from '../dao/constants';
import { ProposalModelAbi } from '../dao/proposal-abi';
import { daoRootAddress, proposalAddress } from '../dao/root';
import { VeGas } from './constants';
import type { VoteEscrowAccountState } from './account-state';

export type { VeAccountDao } from './account-state';

type S = VoteEscrowAccountState;
type Ctx = HandlerContext<S>;

export const createdOf = (s: S) => (s.createdProposals ??= {});
export const tmpOf = (s: S) => (s.tmpProposals ??= {});
export const castedOf = (s: S) => (s.castedVotes ??= {});
const sum = (m: Record<string, bigint> | undefined) => Object.values(m ?? {}).reduce((a, v) => a + BigInt(v), 0n);
/** Σ created_proposals + Σ _tmp_proposals. */
export const lockedTokens = (s: S) => sum(s.createdProposals) + sum(s.tmpProposals);

const daoRoot = (ctx: Pick<Ctx, 'addressOf' | 'state'>) => daoRootAddress(ctx, ctx.state.voteEscrow);
const proposalOf = (ctx: Pick<Ctx, 'addressOf' | 'state'>, id: number | string) =>
  proposalAddress(ctx, daoRoot(ctx), id);
const toUser = (ctx: Ctx) =>
  ctx.send({ to: ctx.state.user, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
const onlyProposal = (ctx: Ctx, id: number | string) =>
  ensure(ctx.sender === proposalOf(ctx, id), DaoErrors.NOT_PROPOSAL);
const keep = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, VeGas.ACCOUNT_RESERVE));
const entries = <T>(m: Record<string, T>) => Object.entries(m).map(([k, v]) => [k, v] as const);

/** `sync` is the account's `_syncDeposits` (checks the sender is the VoteEscrow unless told otherwise). */
export function daoHandlers(
  sync: (ctx: Ctx, fromRoot?: boolean) => void,
  minGas: (s: S) => bigint,
): Omit<TypedHandlers<S, typeof VoteEscrowAccountAbi>, 'constructor'> {
  return {
    propose(ctx, i) {
      ensure(ctx.sender === daoRoot(ctx), DaoErrors.NOT_DAO_ROOT);
      sync(ctx, false);
      const s = ctx.state;
      const threshold = big(i.threshold);
      const locked = lockedTokens(s);
      if (!(s.veQubeBalance > locked && s.veQubeBalance - locked >= threshold)) return toUser(ctx);
      const nonce = Number(unpackCell([{ name: 'nonce', type: 'uint32' }], i.proposal_data, true)?.nonce ?? 0);
      tmpOf(s)[String(nonce)] = threshold;
      ctx.send({
        to: senderOf(ctx),
        flag: Flag.ALL_NOT_RESERVED,
        bounce: false,
        call: callOf(DaoRootAbi, 'deployProposal', { nonce, accountOwner: s.user, proposalData: i.proposal_data }),
      });
    },
    onProposalDeployed(ctx, i) {
      onlyProposal(ctx, i.proposal_id);
      keep(ctx);
      const tmp = tmpOf(ctx.state);
      const value = tmp[String(i.nonce)];
      if (value !== undefined) createdOf(ctx.state)[String(i.proposal_id)] = value;
      delete tmp[String(i.nonce)];
      toUser(ctx);
    },
    castVote(ctx, i) {
      sync(ctx);
      const s = ctx.state;
      const id = String(i.proposal_id);
      const refused =
        ctx.value < minGas(s) ||
        castedOf(s)[id] !== undefined ||
        Buffer.byteLength(i.reason, 'utf8') > MAX_REASON_BYTES;
      if (refused) return toUser(ctx);
      const votes = s.veQubeBalance;
      emitEvent(ctx, VoteEscrowAccountAbi, 'VoteCast', { ...i, votes });
      castedOf(s)[id] = i.support;
      ctx.send({
        to: proposalOf(ctx, id),
        flag: Flag.ALL_NOT_RESERVED,
        bounce: true,
        call: callOf(ProposalModelAbi, 'castVote', {
          value0: Number(id),
          voter: s.user,
          votes,
          support: i.support,
          reason: i.reason,
        }),
      });
    },
    voteCasted(ctx, i) {
      onlyProposal(ctx, i.proposal_id);
      keep(ctx);
      toUser(ctx);
    },
    rejectVote(ctx, i) {
      onlyProposal(ctx, i.proposal_id);
      keep(ctx);
      delete castedOf(ctx.state)[String(i.proposal_id)];
      toUser(ctx);
    },
    tryUnlockVoteTokens(ctx, i) {
      sync(ctx);
      const id = String(i.proposal_id);
      if (ctx.value < DaoGas.VOTE_TOKENS_UNLOCK || createdOf(ctx.state)[id] === undefined) return toUser(ctx);
      ctx.send({
        to: proposalOf(ctx, id),
        flag: Flag.ALL_NOT_RESERVED,
        bounce: false,
        call: callOf(ProposalModelAbi, 'unlockVoteTokens', { accountOwner: ctx.state.user }),
      });
    },
    unlockVoteTokens(ctx, i) {
      onlyProposal(ctx, i.proposal_id);
      keep(ctx);
      const created = createdOf(ctx.state);
      const id = String(i.proposal_id);
      const value = created[id];
      if (i.success && value !== undefined) {
        delete created[id];
        emitEvent(ctx, VoteEscrowAccountAbi, 'UnlockVotes', { proposal_id: Number(id), value });
      }
      toUser(ctx);
    },
    tryUnlockCastedVotes(ctx, i) {
      sync(ctx);
      const ids = i.proposal_ids.map(String);
      if (ctx.value < DaoGas.PER_CASTED_UNLOCK * BigInt(ids.length) + DaoGas.CASTED_UNLOCK_BASE) return toUser(ctx);
      const casted = castedOf(ctx.state);
      for (const id of ids.filter((x) => casted[x] !== undefined)) {
        ctx.send({
          to: proposalOf(ctx, id),
          value: DaoGas.PER_CASTED_UNLOCK,
          bounce: false,
          call: callOf(ProposalModelAbi, 'unlockCastedVote', { accountOwner: ctx.state.user }),
        });
      }
      toUser(ctx);
    },
    unlockCastedVote(ctx, i) {
      onlyProposal(ctx, i.proposal_id);
      keep(ctx);
      const casted = castedOf(ctx.state);
      const id = String(i.proposal_id);
      if (i.success && casted[id] !== undefined) {
        delete casted[id];
        emitEvent(ctx, VoteEscrowAccountAbi, 'UnlockCastedVotes', { proposal_id: Number(id) });
      }
      toUser(ctx);
    },
  };
}

/** A vote bounced by a proposal that does not exist: the vote is forgotten, the value goes back. */
export function onDaoBounce(ctx: Ctx, bounce: BounceInfo): boolean {
  if (bounce.functionId !== functionId(abiJson(ProposalModelAbi), 'castVote')) return false;
  const id = bounce.read([{ name: 'value0', type: 'uint32' }]).value0;
  if (id !== undefined) delete castedOf(ctx.state)[id];
  toUser(ctx);
  return true;
}

export const daoGetters: TypedGetters<S, typeof VoteEscrowAccountAbi> = {
  lockedTokens: (s) => ({ value0: lockedTokens(s) }),
  created_proposals: (s) => ({ created_proposals: entries(s.createdProposals ?? {}) }),
  _tmp_proposals: (s) => ({ _tmp_proposals: entries(s.tmpProposals ?? {}) }),
  casted_votes: (s) => ({ casted_votes: entries(s.castedVotes ?? {}) }),
};
