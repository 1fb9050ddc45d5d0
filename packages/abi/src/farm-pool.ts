import { answerId, HEADER, p, tuple } from './params';

/**
 * Old farm pool (broxus/everscale-yield-farming `contracts/v3/EverFarmPoolV3.sol` and `base/EverFarmPoolBase.sol`):
 * LP deposits by token transfer with a `(deposit_owner, nonce)` payload, withdraw, claim, reward deposits by plain
 * transfer, and the owner's rounds, end time and unclaimed-reward withdrawals. js-core publishes no farming ABIs:
 * this subset follows flatqube-frontend's `src/misc/abi/farming.abi.ts` (`FarmAbi.Pool`); upgrades are left out.
 */
const round = [p('startTime', 'uint32'), p('rewardPerSecond', 'uint128[]')] as const;
const vestedArgs = [p('_vested', 'uint128[]')] as const;

export const FarmPoolAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'constructor',
      inputs: [
        p('_owner', 'address'),
        tuple('_rewardRounds', 'tuple[]', round),
        p('_tokenRoot', 'address'),
        p('_rewardTokenRoot', 'address[]'),
        p('_vestingPeriod', 'uint32'),
        p('_vestingRatio', 'uint32'),
        p('_withdrawAllLockPeriod', 'uint32'),
      ],
      outputs: [],
    },
    {
      name: 'getDetails',
      inputs: [answerId],
      outputs: [
        tuple('value0', 'tuple', [
          p('lastRewardTime', 'uint32'),
          p('farmEndTime', 'uint32'),
          p('vestingPeriod', 'uint32'),
          p('vestingRatio', 'uint32'),
          p('tokenRoot', 'address'),
          p('tokenWallet', 'address'),
          p('tokenBalance', 'uint128'),
          tuple('rewardRounds', 'tuple[]', round),
          p('accRewardPerShare', 'uint256[]'),
          p('rewardTokenRoot', 'address[]'),
          p('rewardTokenWallet', 'address[]'),
          p('rewardTokenBalance', 'uint128[]'),
          p('rewardTokenBalanceCumulative', 'uint128[]'),
          p('unclaimedReward', 'uint128[]'),
          p('owner', 'address'),
          p('fabric', 'address'),
          p('user_data_version', 'uint32'),
          p('pool_version', 'uint32'),
        ] as const),
      ],
    },
    { name: 'receiveTokenWalletAddress', inputs: [p('wallet', 'address')], outputs: [] },
    {
      name: 'encodeDepositPayload',
      inputs: [p('deposit_owner', 'address'), p('nonce', 'uint32')],
      outputs: [p('deposit_payload', 'cell')],
    },
    {
      name: 'onAcceptTokensTransfer',
      inputs: [
        p('tokenRoot', 'address'),
        p('amount', 'uint128'),
        p('sender', 'address'),
        p('senderWallet', 'address'),
        p('remainingGasTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    { name: 'finishDeposit', inputs: [p('_deposit_nonce', 'uint64'), ...vestedArgs], outputs: [] },
    {
      name: 'withdraw',
      inputs: [p('amount', 'uint128'), p('send_gas_to', 'address'), p('nonce', 'uint32')],
      outputs: [],
    },
    { name: 'withdrawAll', inputs: [p('send_gas_to', 'address'), p('nonce', 'uint32')], outputs: [] },
    { name: 'claimReward', inputs: [p('send_gas_to', 'address'), p('nonce', 'uint32')], outputs: [] },
    {
      name: 'finishWithdraw',
      inputs: [
        p('user', 'address'),
        p('_withdrawAmount', 'uint128'),
        ...vestedArgs,
        p('send_gas_to', 'address'),
        p('nonce', 'uint32'),
      ],
      outputs: [],
    },
    {
      name: 'withdrawUnclaimed',
      inputs: [p('to', 'address'), p('send_gas_to', 'address'), p('nonce', 'uint32')],
      outputs: [],
    },
    {
      name: 'withdrawUnclaimedAll',
      inputs: [p('to', 'address'), p('send_gas_to', 'address'), p('nonce', 'uint32')],
      outputs: [],
    },
    {
      name: 'addRewardRound',
      inputs: [tuple('reward_round', 'tuple', round), p('send_gas_to', 'address')],
      outputs: [],
    },
    { name: 'setEndTime', inputs: [p('farm_end_time', 'uint32'), p('send_gas_to', 'address')], outputs: [] },
    {
      name: 'calculateRewardData',
      inputs: [],
      outputs: [
        p('_lastRewardTime', 'uint32'),
        p('_accRewardPerShare', 'uint256[]'),
        p('_unclaimedReward', 'uint128[]'),
      ],
    },
    { name: 'getUserDataAddress', inputs: [answerId, p('user', 'address')], outputs: [p('value0', 'address')] },
  ],
  events: [
    {
      name: 'Deposit',
      inputs: [p('user', 'address'), p('amount', 'uint128'), p('reward', 'uint128[]'), p('reward_debt', 'uint128[]')],
    },
    {
      name: 'Withdraw',
      inputs: [p('user', 'address'), p('amount', 'uint128'), p('reward', 'uint128[]'), p('reward_debt', 'uint128[]')],
    },
    { name: 'Claim', inputs: [p('user', 'address'), p('reward', 'uint128[]'), p('reward_debt', 'uint128[]')] },
    { name: 'RewardDeposit', inputs: [p('token_root', 'address'), p('amount', 'uint128')] },
    { name: 'RewardRoundAdded', inputs: [tuple('reward_round', 'tuple', round)] },
    { name: 'farmEndSet', inputs: [p('time', 'uint32')] },
  ],
} as const;

export const FarmPoolAbiJson = JSON.stringify(FarmPoolAbi);
