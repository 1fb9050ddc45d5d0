import { answerId, HEADER, p, tuple } from './params';

/**
 * Old farming user data (broxus/everscale-yield-farming `contracts/v3/UserDataV3.sol`): one user's position in one
 * farm pool, with the vesting of its rewards. js-core publishes no farming ABIs: this subset follows
 * flatqube-frontend's `src/misc/abi/farming.abi.ts` (`FarmAbi.User`); upgrades are left out.
 */
const sync = [
  p('_accRewardPerShare', 'uint256[]'),
  p('poolLastRewardTime', 'uint32'),
  p('farmEndTime', 'uint32'),
] as const;

export const FarmUserDataAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'getDetails',
      inputs: [answerId],
      outputs: [
        tuple('value0', 'tuple', [
          p('pool_debt', 'uint128[]'),
          p('entitled', 'uint128[]'),
          p('vestingTime', 'uint32[]'),
          p('amount', 'uint128'),
          p('rewardDebt', 'uint128[]'),
          p('farmPool', 'address'),
          p('user', 'address'),
          p('current_version', 'uint32'),
        ] as const),
      ],
    },
    {
      name: 'pendingReward',
      inputs: sync,
      outputs: [
        p('_entitled', 'uint128[]'),
        p('_vested', 'uint128[]'),
        p('_pool_debt', 'uint128[]'),
        p('_vesting_time', 'uint32[]'),
      ],
    },
    {
      name: 'increasePoolDebt',
      inputs: [p('_pool_debt', 'uint128[]'), p('send_gas_to', 'address'), p('code_version', 'uint32')],
      outputs: [],
    },
    {
      name: 'processDeposit',
      inputs: [p('nonce', 'uint64'), p('_amount', 'uint128'), ...sync, p('code_version', 'uint32')],
      outputs: [],
    },
    {
      name: 'processWithdraw',
      inputs: [
        p('_amount', 'uint128'),
        ...sync,
        p('send_gas_to', 'address'),
        p('nonce', 'uint32'),
        p('code_version', 'uint32'),
      ],
      outputs: [],
    },
    {
      name: 'processWithdrawAll',
      inputs: [...sync, p('send_gas_to', 'address'), p('nonce', 'uint32'), p('code_version', 'uint32')],
      outputs: [],
    },
    {
      name: 'processClaimReward',
      inputs: [...sync, p('send_gas_to', 'address'), p('nonce', 'uint32'), p('code_version', 'uint32')],
      outputs: [],
    },
  ],
  events: [],
} as const;

export const FarmUserDataAbiJson = JSON.stringify(FarmUserDataAbi);
