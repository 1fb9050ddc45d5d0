import { HEADER, p, tuple } from './params';

/** FlatQube DAO gauge (`Gauge`): LP deposits with an optional lock boost, QUBE and extra reward rounds, claims. Subset of js-core's ABI the devnet models. */
export const GaugeAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'constructor',
      inputs: [p('_owner', 'address'), p('_voteEscrow', 'address')],
      outputs: [],
    },
    {
      name: 'onAcceptTokensTransfer',
      inputs: [
        p('value0', 'address'),
        p('amount', 'uint128'),
        p('sender', 'address'),
        p('value3', 'address'),
        p('remainingGasTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'revertDeposit',
      inputs: [p('user', 'address'), p('_deposit_nonce', 'uint32')],
      outputs: [],
    },
    {
      name: 'finishDeposit',
      inputs: [
        p('user', 'address'),
        p('qube_reward', 'uint128'),
        p('extra_reward', 'uint128[]'),
        p('claim', 'bool'),
        p('boosted_bal_old', 'uint128'),
        p('boosted_bal_new', 'uint128'),
        p('_deposit_nonce', 'uint32'),
      ],
      outputs: [],
    },
    {
      name: 'withdraw',
      inputs: [
        p('amount', 'uint128'),
        p('claim', 'bool'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'revertWithdraw',
      inputs: [
        p('user', 'address'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'finishWithdraw',
      inputs: [
        p('user', 'address'),
        p('amount', 'uint128'),
        p('qube_reward', 'uint128'),
        p('extra_reward', 'uint128[]'),
        p('claim', 'bool'),
        p('boosted_bal_old', 'uint128'),
        p('boosted_bal_new', 'uint128'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'claimReward',
      inputs: [tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')])],
      outputs: [],
    },
    {
      name: 'revertClaim',
      inputs: [
        p('user', 'address'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'finishClaim',
      inputs: [
        p('user', 'address'),
        p('qube_reward', 'uint128'),
        p('extra_reward', 'uint128[]'),
        p('boosted_bal_old', 'uint128'),
        p('boosted_bal_new', 'uint128'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'burnLockBoostedBalance',
      inputs: [p('user', 'address'), p('expired_boosted', 'uint128')],
      outputs: [],
    },
    {
      name: 'addRewardRounds',
      inputs: [
        p('ids', 'uint256[]'),
        tuple('new_rounds', 'tuple[]', [
          p('startTime', 'uint32'),
          p('endTime', 'uint32'),
          p('rewardPerSecond', 'uint128'),
          p('accRewardPerShare', 'uint256'),
        ]),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'withdrawUnclaimed',
      inputs: [
        p('ids', 'uint128[]'),
        p('to', 'address'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'setExtraFarmEndTime',
      inputs: [
        p('ids', 'uint256[]'),
        p('farm_end_times', 'uint32[]'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'calculateRewardData',
      inputs: [],
      outputs: [
        p('_lastRewardTime', 'uint32'),
        tuple('_extraRewardRounds', 'tuple[][]', [
          p('startTime', 'uint32'),
          p('endTime', 'uint32'),
          p('rewardPerSecond', 'uint128'),
          p('accRewardPerShare', 'uint256'),
        ]),
        p('_extra_sync_idx', 'uint256[]'),
        tuple('_qubeRewardRounds', 'tuple[]', [
          p('startTime', 'uint32'),
          p('endTime', 'uint32'),
          p('rewardPerSecond', 'uint128'),
          p('accRewardPerShare', 'uint256'),
        ]),
        p('_qube_sync_idx', 'uint256'),
      ],
    },
    {
      name: 'calcSyncData',
      inputs: [],
      outputs: [
        tuple('value0', 'tuple', [
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
    },
    {
      name: 'setupTokens',
      inputs: [
        p('_depositTokenRoot', 'address'),
        p('_qubeTokenRoot', 'address'),
        p('_extraRewardTokenRoot', 'address[]'),
      ],
      outputs: [],
    },
    {
      name: 'setupVesting',
      inputs: [
        p('_qubeVestingPeriod', 'uint32'),
        p('_qubeVestingRatio', 'uint32'),
        p('_extraVestingPeriods', 'uint32[]'),
        p('_extraVestingRatios', 'uint32[]'),
        p('_withdrawAllLockPeriod', 'uint32'),
      ],
      outputs: [],
    },
    {
      name: 'setupBoostLock',
      inputs: [p('_maxBoost', 'uint32'), p('_maxLockTime', 'uint32')],
      outputs: [],
    },
    {
      name: 'initialize',
      inputs: [p('call_id', 'uint32')],
      outputs: [],
    },
    {
      name: 'receiveTokenWalletAddress',
      inputs: [p('wallet', 'address')],
      outputs: [],
    },
    {
      name: 'getDetails',
      inputs: [],
      outputs: [
        p('_owner', 'address'),
        p('_voteEscrow', 'address'),
        p('_lockBoostedSupply', 'uint128'),
        p('_totalBoostedSupply', 'uint128'),
        p('_maxBoost', 'uint32'),
        p('_maxLockTime', 'uint32'),
        p('_lastExtraRewardRoundIdx', 'uint256[]'),
        p('_lastQubeRewardRoundIdx', 'uint256'),
        p('_lastRewardTime', 'uint32'),
        p('_lastAverageUpdateTime', 'uint32'),
        p('_initialized', 'bool'),
      ],
    },
    {
      name: 'getRewardDetails',
      inputs: [],
      outputs: [
        tuple('_qubeRewardRounds', 'tuple[]', [
          p('startTime', 'uint32'),
          p('endTime', 'uint32'),
          p('rewardPerSecond', 'uint128'),
          p('accRewardPerShare', 'uint256'),
        ]),
        p('_qubeVestingPeriod', 'uint32'),
        p('_qubeVestingRatio', 'uint32'),
        tuple('_extraRewardRounds', 'tuple[][]', [
          p('startTime', 'uint32'),
          p('endTime', 'uint32'),
          p('rewardPerSecond', 'uint128'),
          p('accRewardPerShare', 'uint256'),
        ]),
        p('_extraVestingPeriods', 'uint32[]'),
        p('_extraVestingRatios', 'uint32[]'),
        p('_extraRewardEnded', 'bool[]'),
        p('_withdrawAllLockPeriod', 'uint32'),
      ],
    },
    {
      name: 'getTokenDetails',
      inputs: [],
      outputs: [
        tuple('_depositTokenData', 'tuple', [
          p('root', 'address'),
          p('wallet', 'address'),
          p('balance', 'uint128'),
          p('cumulativeBalance', 'uint128'),
        ]),
        tuple('_qubeTokenData', 'tuple', [
          p('root', 'address'),
          p('wallet', 'address'),
          p('balance', 'uint128'),
          p('cumulativeBalance', 'uint128'),
        ]),
        tuple('_extraTokenData', 'tuple[]', [
          p('root', 'address'),
          p('wallet', 'address'),
          p('balance', 'uint128'),
          p('cumulativeBalance', 'uint128'),
        ]),
      ],
    },
    {
      name: 'calculateBoostedAmount',
      inputs: [p('amount', 'uint128'), p('lock_time', 'uint32')],
      outputs: [p('boosted_amount', 'uint128')],
    },
    {
      name: 'encodeDepositPayload',
      inputs: [
        p('deposit_owner', 'address'),
        p('lock_time', 'uint32'),
        p('claim', 'bool'),
        p('call_id', 'uint32'),
        p('nonce', 'uint32'),
      ],
      outputs: [p('deposit_payload', 'cell')],
    },
    {
      name: 'encodeRewardDepositPayload',
      inputs: [p('call_id', 'uint32'), p('nonce', 'uint32')],
      outputs: [p('reward_deposit_payload', 'cell')],
    },
    {
      name: 'decodeDepositPayload',
      inputs: [p('payload', 'cell')],
      outputs: [
        p('deposit_owner', 'address'),
        p('lock_time', 'uint32'),
        p('claim', 'bool'),
        p('call_id', 'uint32'),
        p('nonce', 'uint32'),
        p('correct', 'bool'),
      ],
    },
    {
      name: 'getGaugeAccountAddress',
      inputs: [p('answerId', 'uint32'), p('user', 'address')],
      outputs: [p('value0', 'address')],
    },
  ],
  events: [
    {
      name: 'Deposit',
      inputs: [
        p('call_id', 'uint32'),
        p('user', 'address'),
        p('amount', 'uint128'),
        p('boosted_amount', 'uint128'),
        p('lock_time', 'uint32'),
        p('totalBoostedSupply', 'uint128'),
        p('lockBoostedSupply', 'uint128'),
      ],
    },
    { name: 'DepositRevert', inputs: [p('call_id', 'uint32'), p('user', 'address'), p('amount', 'uint128')] },
    {
      name: 'Withdraw',
      inputs: [
        p('call_id', 'uint32'),
        p('user', 'address'),
        p('amount', 'uint128'),
        p('totalBoostedSupply', 'uint128'),
        p('lockBoostedSupply', 'uint128'),
      ],
    },
    { name: 'WithdrawRevert', inputs: [p('call_id', 'uint32'), p('user', 'address')] },
    {
      name: 'Claim',
      inputs: [
        p('call_id', 'uint32'),
        p('user', 'address'),
        p('qube_reward', 'uint128'),
        p('extra_reward', 'uint128[]'),
        p('qube_debt', 'uint128'),
        p('extra_debt', 'uint128[]'),
        p('totalBoostedSupply', 'uint128'),
        p('lockBoostedSupply', 'uint128'),
      ],
    },
    { name: 'ClaimRevert', inputs: [p('call_id', 'uint32'), p('user', 'address')] },
    { name: 'LockBoostedBurn', inputs: [p('user', 'address'), p('lock_boosted_burned', 'uint128')] },
    {
      name: 'RewardDeposit',
      inputs: [p('call_id', 'uint32'), p('sender', 'address'), p('reward_id', 'uint256'), p('amount', 'uint128')],
    },
    {
      name: 'WithdrawUnclaimed',
      inputs: [p('call_id', 'uint32'), p('to', 'address'), p('extra_amounts', 'uint128[]')],
    },
    { name: 'ExtraFarmEndSet', inputs: [p('call_id', 'uint32'), p('id', 'uint256'), p('farm_end_time', 'uint32')] },
    {
      name: 'RewardRoundAdded',
      inputs: [
        p('call_id', 'uint32'),
        p('id', 'uint256'),
        tuple('new_reward_round', 'tuple', [
          p('startTime', 'uint32'),
          p('endTime', 'uint32'),
          p('rewardPerSecond', 'uint128'),
          p('accRewardPerShare', 'uint256'),
        ]),
      ],
    },
    {
      name: 'QubeRewardRoundAdded',
      inputs: [
        tuple('new_qube_round', 'tuple', [
          p('startTime', 'uint32'),
          p('endTime', 'uint32'),
          p('rewardPerSecond', 'uint128'),
          p('accRewardPerShare', 'uint256'),
        ]),
      ],
    },
    { name: 'GaugeAccountDeploy', inputs: [p('user', 'address')] },
  ],
} as const;

export const GaugeAbiJson = JSON.stringify(GaugeAbi);
