import { HEADER, p, tuple } from './params';

/** A user's account at one gauge (`GaugeAccount`): balance, locked deposits, accrued rewards. Subset of js-core's ABI the devnet models. */
export const GaugeAccountAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'constructor',
      inputs: [],
      outputs: [],
    },
    {
      name: 'increasePoolDebt',
      inputs: [p('qube_debt', 'uint128'), p('extra_debt', 'uint128[]'), p('send_gas_to', 'address')],
      outputs: [],
    },
    {
      name: 'processWithdraw',
      inputs: [
        p('amount', 'uint128'),
        p('claim', 'bool'),
        tuple('gauge_sync_data', 'tuple', [
          p('depositSupply', 'uint128'),
          p('depositSupplyAverage', 'uint128'),
          p('depositSupplyAveragePeriod', 'uint32'),
          tuple('extraRewardRounds', 'tuple[][]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          tuple('qubeRewardRounds', 'tuple[]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          p('poolLastRewardTime', 'uint32'),
        ]),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'processClaim',
      inputs: [
        tuple('gauge_sync_data', 'tuple', [
          p('depositSupply', 'uint128'),
          p('depositSupplyAverage', 'uint128'),
          p('depositSupplyAveragePeriod', 'uint32'),
          tuple('extraRewardRounds', 'tuple[][]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          tuple('qubeRewardRounds', 'tuple[]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          p('poolLastRewardTime', 'uint32'),
        ]),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'processDeposit',
      inputs: [
        p('deposit_nonce', 'uint32'),
        p('amount', 'uint128'),
        p('boostedAmount', 'uint128'),
        p('lockTime', 'uint32'),
        p('claim', 'bool'),
        tuple('gauge_sync_data', 'tuple', [
          p('depositSupply', 'uint128'),
          p('depositSupplyAverage', 'uint128'),
          p('depositSupplyAveragePeriod', 'uint32'),
          tuple('extraRewardRounds', 'tuple[][]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          tuple('qubeRewardRounds', 'tuple[]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          p('poolLastRewardTime', 'uint32'),
        ]),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'getDetails',
      inputs: [p('answerId', 'uint32')],
      outputs: [
        p('_gauge', 'address'),
        p('_user', 'address'),
        p('_voteEscrow', 'address'),
        p('_veAccount', 'address'),
        p('_current_version', 'uint32'),
        p('_balance', 'uint128'),
        p('_lockBoostedBalance', 'uint128'),
        p('_veBoostedBalance', 'uint128'),
        p('_totalBoostedBalance', 'uint128'),
        p('_lockedBalance', 'uint128'),
        p('_lastUpdateTime', 'uint32'),
        p('_lockedDepositsNum', 'uint32'),
      ],
    },
    {
      name: 'calculateMinGas',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('min_gas', 'uint128')],
    },
    {
      name: 'getRewardDetails',
      inputs: [p('answerId', 'uint32')],
      outputs: [
        tuple('_qubeReward', 'tuple', [
          p('accRewardPerShare', 'uint256'),
          p('lockedReward', 'uint128'),
          p('unlockedReward', 'uint128'),
          p('lastRewardTime', 'uint32'),
        ]),
        tuple('_extraReward', 'tuple[]', [
          p('accRewardPerShare', 'uint256'),
          p('lockedReward', 'uint128'),
          p('unlockedReward', 'uint128'),
          p('lastRewardTime', 'uint32'),
        ]),
        tuple('_qubeVesting', 'tuple', [
          p('vestingTime', 'uint32'),
          p('vestingPeriod', 'uint32'),
          p('vestingRatio', 'uint32'),
        ]),
        tuple('_extraVesting', 'tuple[]', [
          p('vestingTime', 'uint32'),
          p('vestingPeriod', 'uint32'),
          p('vestingRatio', 'uint32'),
        ]),
      ],
    },
    {
      name: 'pendingReward',
      inputs: [
        p('_veQubeAverage', 'uint128'),
        p('_veQubeAveragePeriod', 'uint32'),
        p('_veAccQubeAverage', 'uint128'),
        p('_veAccQubeAveragePeriod', 'uint32'),
        tuple('gauge_sync_data', 'tuple', [
          p('depositSupply', 'uint128'),
          p('depositSupplyAverage', 'uint128'),
          p('depositSupplyAveragePeriod', 'uint32'),
          tuple('extraRewardRounds', 'tuple[][]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          tuple('qubeRewardRounds', 'tuple[]', [
            p('startTime', 'uint32'),
            p('endTime', 'uint32'),
            p('rewardPerSecond', 'uint128'),
            p('accRewardPerShare', 'uint256'),
          ]),
          p('poolLastRewardTime', 'uint32'),
        ]),
      ],
      outputs: [
        tuple('_qubeReward', 'tuple', [
          p('accRewardPerShare', 'uint256'),
          p('lockedReward', 'uint128'),
          p('unlockedReward', 'uint128'),
          p('lastRewardTime', 'uint32'),
        ]),
        tuple('_qubeVesting', 'tuple', [
          p('vestingTime', 'uint32'),
          p('vestingPeriod', 'uint32'),
          p('vestingRatio', 'uint32'),
        ]),
        tuple('_extraReward', 'tuple[]', [
          p('accRewardPerShare', 'uint256'),
          p('lockedReward', 'uint128'),
          p('unlockedReward', 'uint128'),
          p('lastRewardTime', 'uint32'),
        ]),
        tuple('_extraVesting', 'tuple[]', [
          p('vestingTime', 'uint32'),
          p('vestingPeriod', 'uint32'),
          p('vestingRatio', 'uint32'),
        ]),
      ],
    },
    {
      name: 'calculateTotalBoostedBalance',
      inputs: [
        p('_lockBoostedBalance', 'uint128'),
        p('_gaugeDepositSupply', 'uint128'),
        p('_veAccBalance', 'uint128'),
        p('_veSupply', 'uint128'),
      ],
      outputs: [
        p('_veBoostedBalance', 'uint128'),
        p('_totalBoostedBalance', 'uint128'),
        p('_veBoostMultiplier', 'uint256'),
        p('_lockBoostMultiplier', 'uint256'),
        p('_totalBoostMultiplier', 'uint256'),
      ],
    },
    {
      name: 'calculateLockBalanceAverage',
      inputs: [],
      outputs: [
        p('_balance', 'uint128'),
        p('_lockedBalance', 'uint128'),
        p('_lockBoostedBalance', 'uint128'),
        p('_lockBoostedBalanceAverage', 'uint128'),
        p('_lockBoostedBalanceAveragePeriod', 'uint32'),
      ],
    },
    {
      name: 'lockedDeposits',
      inputs: [],
      outputs: [
        tuple('lockedDeposits', 'map(uint64,tuple)', [
          p('amount', 'uint128'),
          p('boostedAmount', 'uint128'),
          p('lockTime', 'uint32'),
          p('createdAt', 'uint32'),
        ]),
      ],
    },
  ],
  events: [],
} as const;

export const GaugeAccountAbiJson = JSON.stringify(GaugeAccountAbi);
