/** Proposal state (`Proposal.state()`, evaluated in the contract's order) and the action-value sums of the root. */
import type { ProposalStateName } from '@tycho/abi';
import { PROPOSAL_STATES, proposalStateAt } from '@tycho/abi';
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

/** The contract's `state()` (packages/abi `proposalStateAt`, shared with the governance API). */
export const proposalState = (p: ProposalTimes, now: number): ProposalStateName => proposalStateAt(p, now);

export const stateCode = (name: ProposalStateName) => PROPOSAL_STATES.indexOf(name);

/** Σ(value + 0.5 EVER). */
export const calcTonActionsValue = (actions: readonly { value: string | number | bigint }[]) =>
  actions.reduce((a, x) => a + BigInt(x.value) + DaoGas.PER_ACTION, 0n);

/** 0.5 EVER per action plus the event deploy value once per distinct chain id. */
export function calcEthActionsValue(actions: readonly { chainId: string | number }[], deployEventValue: bigint) {
  const chains = new Set(actions.map((a) => String(a.chainId)));
  return BigInt(actions.length) * DaoGas.PER_ACTION + BigInt(chains.size) * deployEventValue;
}
