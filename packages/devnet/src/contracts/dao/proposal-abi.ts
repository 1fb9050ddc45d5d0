/**
 * The Proposal model's ABI: js-core's Proposal functions plus `initialize`, the devnet's stand-in for the real
 * Platform's initial data (the root deploys the proposal with it; only the root, only while deploying).
 */
import { ProposalAbi } from '@tycho/abi';

const p = <N extends string, T extends string>(name: N, type: T) => ({ name, type }) as const;
const CONFIG = [
  p('votingDelay', 'uint32'),
  p('votingPeriod', 'uint32'),
  p('quorumVotes', 'uint128'),
  p('timeLock', 'uint32'),
  p('threshold', 'uint128'),
  p('gracePeriod', 'uint32'),
] as const;

const initialize = {
  name: 'initialize',
  inputs: [
    p('voteEscrow', 'address'),
    p('proposer', 'address'),
    p('description', 'string'),
    {
      name: 'tonActions',
      type: 'tuple[]',
      components: [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')],
    },
    {
      name: 'ethActions',
      type: 'tuple[]',
      components: [
        p('value', 'uint256'),
        p('chainId', 'uint32'),
        p('target', 'uint160'),
        p('signature', 'string'),
        p('callData', 'bytes'),
      ],
    },
    { name: 'config', type: 'tuple', components: CONFIG },
    p('nonce', 'uint32'),
    p('answerId', 'uint32'),
  ],
  outputs: [],
} as const;

export const ProposalModelAbi = {
  ...ProposalAbi,
  functions: [...ProposalAbi.functions, initialize],
} as const;
