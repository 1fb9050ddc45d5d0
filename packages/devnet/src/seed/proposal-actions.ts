/**
 * Governance actions through wallet messages and unsigned externals, shared by the seed and the tests: deploy of
 * the DaoRoot, propose (with the value the app attaches), votes, queue, execute, cancel and the unlocks. Values are
 * the app's (spec 8): propose 10 EVER + the action sums, votes and unlocks 11.5 EVER, cancel 2 EVER.
 */
import { abiJson, callOf, DaoRootAbi, DaoRootAbiJson, VoteEscrowAbi, type FunctionArgs } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { encodeCall } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { must } from '../engine/must';
import { DAO_ROOT_KIND, DaoGas, PROPOSAL_KIND, type ProposalConfig } from '../contracts/dao/constants';
import { ProposalModelAbi } from '../contracts/dao/proposal-abi';
import type { ProposalModelState } from '../contracts/dao/proposal';
import { calcEthActionsValue, calcTonActionsValue, proposalState } from '../contracts/dao/state';
import type { DaoRootState } from '../contracts/dao/root';
import { max } from '../contracts/tip3';

export const VOTE_VALUE = (TYCHO * 23n) / 2n;
export const CANCEL_VALUE = 2n * TYCHO;
const PROPOSAL = abiJson(ProposalModelAbi);
const EMPTY = 'te6ccgEBAQEAAgAAAA==';

type ProposeArgs = FunctionArgs<typeof DaoRootAbi, 'propose'>;
export type TonActionArg = ProposeArgs['tonActions'][number];
export type EthActionArg = ProposeArgs['ethActions'][number];

async function send(d: DevnetImpl, from: string, to: string, value: bigint, call: ReturnType<typeof callOf>) {
  const sent = await d.sendFrom(from, to, { value, bounce: true, call });
  await sent.settled;
  return sent;
}

export const daoRootAddressOf = (d: DevnetImpl, ve: string) => d.addressOf(DAO_ROOT_KIND, { voteEscrow: ve });
export const proposalAddressOf = (d: DevnetImpl, root: string, id: number) => d.addressOf(PROPOSAL_KIND, { root, id });

/** Deploys the DaoRoot of `ve` (its address depends on the VoteEscrow only) with `admin` and `config`. */
export async function deployDaoRoot(d: DevnetImpl, from: string, ve: string, admin: string, config: ProposalConfig) {
  const root = daoRootAddressOf(d, ve);
  const sent = await d.sendFrom(from, root, {
    value: 20n * TYCHO,
    deploy: { kind: DAO_ROOT_KIND, init: { voteEscrow: ve } },
    call: {
      abi: DaoRootAbiJson,
      method: 'constructor',
      params: { platformCode_: EMPTY, proposalConfiguration_: config, admin_: admin },
    },
  });
  await sent.settled;
  return root;
}

export const daoRootState = (d: DevnetImpl, root: string) =>
  must(d.chain.peek(root), `DAO root state of ${root}`).state as unknown as DaoRootState;
export const proposalStateOf = (d: DevnetImpl, root: string, id: number) =>
  d.chain.peek(proposalAddressOf(d, root, id))?.state as unknown as ProposalModelState | undefined;
export const proposalStateName = (d: DevnetImpl, root: string, id: number) => {
  const p = proposalStateOf(d, root, id);
  return p ? proposalState(p, d.now()) : undefined;
};

/** The value the app attaches to propose: 10 EVER + calcTonActionsValue + calcEthActionsValue. */
export const proposeValue = (d: DevnetImpl, root: string, ton: TonActionArg[], eth: EthActionArg[] = []) =>
  DaoGas.PROPOSE +
  calcTonActionsValue(ton.map((a) => ({ value: BigInt(a.value) }))) +
  calcEthActionsValue(
    eth.map((a) => ({ chainId: String(a.chainId) })),
    daoRootState(d, root).deployEventValue,
  );

/** Proposes; resolves with the new proposal id (undefined when the account refused: threshold not free). */
export async function propose(
  d: DevnetImpl,
  from: string,
  root: string,
  description: string,
  ton: TonActionArg[],
  eth: EthActionArg[] = [],
  value = proposeValue(d, root, ton, eth),
) {
  const before = daoRootState(d, root).proposalCount;
  const sent = await send(
    d,
    from,
    root,
    value,
    callOf(DaoRootAbi, 'propose', { answerId: 0, tonActions: ton, ethActions: eth, description }),
  );
  const after = daoRootState(d, root).proposalCount;
  return { sent, id: after > before ? after : undefined };
}

/** The candidate action of the create form: target VoteEscrow, value 1 nano, payload approveGaugeDAO/removeGaugeDAO. */
export const candidateAction = (
  ve: string,
  method: 'approveGaugeDAO' | 'removeGaugeDAO',
  gauge: string,
): TonActionArg => ({ value: 1, target: ve, payload: encodeBody(method, gauge) });
const encodeBody = (method: 'approveGaugeDAO' | 'removeGaugeDAO', gauge: string) =>
  encodeCall(abiJson(VoteEscrowAbi), method, { gauge });

export const castVote = (d: DevnetImpl, from: string, ve: string, id: number, support: boolean, reason = '') =>
  send(
    d,
    from,
    ve,
    VOTE_VALUE,
    reason
      ? callOf(VoteEscrowAbi, 'castVoteWithReason', { proposal_id: id, support, reason })
      : callOf(VoteEscrowAbi, 'castVote', { proposal_id: id, support }),
  );

export const tryUnlockVoteTokens = (d: DevnetImpl, from: string, ve: string, id: number) =>
  send(d, from, ve, VOTE_VALUE, callOf(VoteEscrowAbi, 'tryUnlockVoteTokens', { proposal_id: id }));

export const tryUnlockCastedVotes = (d: DevnetImpl, from: string, ve: string, ids: number[]) => {
  const value = max(11n * TYCHO, DaoGas.PER_CASTED_UNLOCK * BigInt(ids.length) + (TYCHO * 3n) / 2n);
  const call = callOf(VoteEscrowAbi, 'tryUnlockCastedVotes', { proposal_ids: ids });
  return send(d, from, ve, value, call);
};

export const cancelProposal = (d: DevnetImpl, from: string, root: string, id: number) =>
  send(d, from, proposalAddressOf(d, root, id), CANCEL_VALUE, callOf(ProposalModelAbi, 'cancel', {}));

/** queue or execute: an external message without a signature. */
export async function proposalExternal(d: DevnetImpl, root: string, id: number, method: 'queue' | 'execute') {
  const sent = await d.sendUnsignedExternal(proposalAddressOf(d, root, id), PROPOSAL, method, {});
  await sent.settled;
  return sent;
}
