/** Proposal state (`Proposal.state()`, evaluated in the contract's order) and the action-value sums of the root. */
import type { ProposalStateName } from '@tycho/abi';
import { PROPOSAL_STATES } from '@tycho/abi';
import { DaoGas, type ProposalConfig } from './constants';

export interface TonAction {
  value: string;
  target: string;
  payload: string;
}
export interface EthAction {
  value: string;
  chainId: string | number;
  target: string;
  signature: string;
  callData: string;
}

export interface ProposalTimes {
  startTime: number;
  endTime: number;
  executionTime: number;
  canceled: boolean;
  executed: boolean;
  forVotes: bigint;
  againstVotes: bigint;
  config: ProposalConfig;
}

/** Canceled, Executed, Pending (now ≤ start), Active (now ≤ end), Failed, Succeeded, Expired, Queued. */
export function proposalState(p: ProposalTimes, now: number): ProposalStateName {
  if (p.canceled) return 'Canceled';
  if (p.executed) return 'Executed';
  if (now <= p.startTime) return 'Pending';
  if (now <= p.endTime) return 'Active';
  if (p.forVotes <= p.againstVotes || p.forVotes < p.config.quorumVotes) return 'Failed';
  if (p.executionTime === 0) return 'Succeeded';
  if (now > p.executionTime + p.config.gracePeriod) return 'Expired';
  return 'Queued';
}

export const stateCode = (name: ProposalStateName) => PROPOSAL_STATES.indexOf(name);

/** Σ(value + 0.5 EVER). */
export const calcTonActionsValue = (actions: readonly { value: string | number | bigint }[]) =>
  actions.reduce((a, x) => a + BigInt(x.value) + DaoGas.PER_ACTION, 0n);

/** 0.5 EVER per action plus the event deploy value once per distinct chain id. */
export function calcEthActionsValue(actions: readonly { chainId: string | number }[], deployEventValue: bigint) {
  const chains = new Set(actions.map((a) => String(a.chainId)));
  return BigInt(actions.length) * DaoGas.PER_ACTION + BigInt(chains.size) * deployEventValue;
}
