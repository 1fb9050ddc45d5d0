/**
 * VoteEscrow's proposal entry points (dao `VoteEscrowBase.tsol`): castVote, castVoteWithReason and the two unlocks
 * are forwarded to the caller's VoteEscrowAccount (≥ 1.5 EVER; refused in an emergency, allowed while paused). A
 * caller without an account gets the value back.
 */
import { callOf, type VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import type { TypedHandlers } from '../../engine/typed-model';
import { senderOf } from '../../engine/must';
import { ensure } from '../../engine/types';
import { VeErrors, VeGas } from './constants';
import { accountOf, type Ctx, reserveRoot, returnGas, type VoteEscrowState } from './root-core';

function forward(ctx: Ctx, call: ReturnType<typeof callOf>) {
  const s = ctx.state;
  ensure(ctx.value >= VeGas.MIN_MSG_VALUE, VeErrors.LOW_MSG_VALUE);
  ensure(!s.emergency, VeErrors.NOT_ACTIVE);
  reserveRoot(ctx);
  const user = senderOf(ctx);
  if (!s.accounts.includes(user)) return returnGas(ctx, user);
  ctx.send({ to: accountOf(ctx, user), flag: Flag.ALL_NOT_RESERVED, bounce: false, call });
}

export const proposalHandlers: Omit<TypedHandlers<VoteEscrowState, typeof VoteEscrowAbi>, 'constructor'> = {
  castVote(ctx, i) {
    forward(ctx, callOf(VoteEscrowAccountAbi, 'castVote', { ...i, reason: '' }));
  },
  castVoteWithReason(ctx, i) {
    forward(ctx, callOf(VoteEscrowAccountAbi, 'castVote', i));
  },
  tryUnlockVoteTokens(ctx, i) {
    forward(ctx, callOf(VoteEscrowAccountAbi, 'tryUnlockVoteTokens', i));
  },
  tryUnlockCastedVotes(ctx, i) {
    forward(ctx, callOf(VoteEscrowAccountAbi, 'tryUnlockCastedVotes', i));
  },
};
