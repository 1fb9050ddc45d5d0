import { HEADER, p, tuple } from './params';
import { VOTE_ESCROW_EVENTS } from './vote-escrow-events';

/** FlatQube DAO vote escrow (`VoteEscrow`): QUBE locks for voting power (ve), epochs with gauge voting and QUBE distribution, gauge whitelist and DAO approval, the proposal vote entry points. Subset of js-core's ABI the devnet models and the app calls. */
export const VoteEscrowAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    { name: 'constructor', inputs: [p('_owner', 'address'), p('_qube', 'address'), p('_dao', 'address')], outputs: [] },
    { name: 'receiveTokenWalletAddress', inputs: [p('wallet', 'address')], outputs: [] },
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
    { name: 'revertDeposit', inputs: [p('user', 'address'), p('deposit_nonce', 'uint32')], outputs: [] },
    {
      name: 'finishDeposit',
      inputs: [p('user', 'address'), p('deposit_key', 'uint64'), p('deposit_nonce', 'uint32')],
      outputs: [],
    },
    {
      name: 'withdraw',
      inputs: [tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')])],
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
        p('unlockedQubes', 'uint128'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'burnVeQubes',
      inputs: [p('user', 'address'), p('expiredVeQubes', 'uint128'), p('expiredDeposits', 'uint64[]')],
      outputs: [],
    },
    {
      name: 'setQubeLockTimeLimits',
      inputs: [
        p('new_min', 'uint32'),
        p('new_max', 'uint32'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'setWhitelistPrice',
      inputs: [
        p('new_price', 'uint128'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'addToWhitelist',
      inputs: [
        p('gauge', 'address'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'removeFromWhitelist',
      inputs: [
        p('gauge', 'address'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    { name: 'approveGaugeDAO', inputs: [p('gauge', 'address')], outputs: [] },
    { name: 'removeGaugeDAO', inputs: [p('gauge', 'address')], outputs: [] },
    {
      name: 'initialize',
      inputs: [
        p('start_offset', 'uint32'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'setVotingParams',
      inputs: [
        p('_epoch_time', 'uint32'),
        p('_time_before_voting', 'uint32'),
        p('_voting_time', 'uint32'),
        p('_gauge_min_votes_ratio', 'uint32'),
        p('_gauge_max_votes_ratio', 'uint32'),
        p('_gauge_max_downtime', 'uint8'),
        p('_max_gauges_per_vote', 'uint32'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'setDistributionScheme',
      inputs: [
        p('_new_scheme', 'uint32[]'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'setDistribution',
      inputs: [
        p('_new_distribution', 'uint128[]'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'startVoting',
      inputs: [tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')])],
      outputs: [],
    },
    {
      name: 'voteEpoch',
      inputs: [
        p('votes', 'map(address,uint128)'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'finishVote',
      inputs: [
        p('user', 'address'),
        p('votes', 'map(address,uint128)'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'revertVote',
      inputs: [
        p('user', 'address'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    { name: 'calculateGasForEndVoting', inputs: [], outputs: [p('min_gas', 'uint128')] },
    {
      name: 'endVoting',
      inputs: [tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')])],
      outputs: [],
    },
    {
      name: 'countVotesStep',
      inputs: [
        p('start_addr', 'address'),
        p('exceeded_votes', 'uint128'),
        p('valid_votes', 'uint128'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'normalizeVotesStep',
      inputs: [
        p('start_addr', 'address'),
        p('overflow_votes', 'uint128'),
        p('exceeded_votes', 'uint128'),
        p('valid_votes', 'uint128'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'distributeEpochQubesStep',
      inputs: [
        p('start_addr', 'address'),
        p('overflow_votes', 'uint128'),
        p('distributed', 'map(address,uint128)'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'getNormalizedVoting',
      inputs: [],
      outputs: [
        p('_votes', 'map(address,uint128)'),
        p('_normalizedVotes', 'map(address,uint128)'),
        p('_distribution', 'map(address,uint128)'),
        p('to_distribute_total', 'uint128'),
        p('to_distribute_team', 'uint128'),
        p('to_distribute_treasury', 'uint128'),
        p('_emissionDebt', 'uint128'),
      ],
    },
    { name: 'castVote', inputs: [p('proposal_id', 'uint32'), p('support', 'bool')], outputs: [] },
    {
      name: 'castVoteWithReason',
      inputs: [p('proposal_id', 'uint32'), p('support', 'bool'), p('reason', 'string')],
      outputs: [],
    },
    { name: 'tryUnlockVoteTokens', inputs: [p('proposal_id', 'uint32')], outputs: [] },
    { name: 'tryUnlockCastedVotes', inputs: [p('proposal_ids', 'uint32[]')], outputs: [] },
    { name: 'deployVoteEscrowAccount', inputs: [p('user', 'address')], outputs: [p('value0', 'address')] },
    {
      name: 'getDetails',
      inputs: [],
      outputs: [
        p('_owner', 'address'),
        p('_manager', 'address'),
        p('_qube', 'address'),
        p('_dao', 'address'),
        p('_qubeWallet', 'address'),
        p('_treasuryTokens', 'uint128'),
        p('_teamTokens', 'uint128'),
        p('_qubeBalance', 'uint128'),
        p('_veQubeBalance', 'uint128'),
        p('_lastUpdateTime', 'uint32'),
        p('_distributionSupply', 'uint128'),
        p('_qubeMinLockTime', 'uint32'),
        p('_qubeMaxLockTime', 'uint32'),
        p('_gaugeWhitelistPrice', 'uint128'),
        p('_whitelistPayments', 'uint128'),
        p('_emissionDebt', 'uint128'),
        p('_initialized', 'bool'),
        p('_paused', 'bool'),
        p('_emergency', 'bool'),
      ],
    },
    {
      name: 'getCurrentEpochDetails',
      inputs: [],
      outputs: [
        p('_currentEpoch', 'uint32'),
        p('_currentEpochStartTime', 'uint32'),
        p('_currentEpochEndTime', 'uint32'),
        p('_currentVotingStartTime', 'uint32'),
        p('_currentVotingEndTime', 'uint32'),
        p('_currentVotingTotalVotes', 'uint128'),
      ],
    },
    {
      name: 'calculateAverage',
      inputs: [],
      outputs: [
        p('_lastUpdateTime', 'uint32'),
        p('_veQubeBalance', 'uint128'),
        p('_veQubeAverage', 'uint128'),
        p('_veQubeAveragePeriod', 'uint32'),
      ],
    },
    { name: 'getGaugeVotes', inputs: [p('gauge', 'address')], outputs: [p('value0', 'uint128')] },
    { name: 'isGaugeWhitelisted', inputs: [p('gauge', 'address')], outputs: [p('value0', 'bool')] },
    {
      name: 'getVotingDetails',
      inputs: [],
      outputs: [
        p('_epochTime', 'uint32'),
        p('_votingTime', 'uint32'),
        p('_timeBeforeVoting', 'uint32'),
        p('_gaugeMaxVotesRatio', 'uint32'),
        p('_gaugeMinVotesRatio', 'uint32'),
        p('_gaugeMaxDowntime', 'uint8'),
        p('_votingNormalizing', 'uint8'),
        p('_maxGaugesPerVote', 'uint32'),
        p('_gaugesNum', 'uint32'),
      ],
    },
    {
      name: 'calculateVeMint',
      inputs: [p('qube_amount', 'uint128'), p('lock_time', 'uint32')],
      outputs: [p('ve_amount', 'uint128')],
    },
    {
      name: 'encodeDepositPayload',
      inputs: [p('deposit_owner', 'address'), p('nonce', 'uint32'), p('lock_time', 'uint32'), p('call_id', 'uint32')],
      outputs: [p('payload', 'cell')],
    },
    {
      name: 'decodeDepositPayload',
      inputs: [p('additional_payload', 'cell')],
      outputs: [p('deposit_owner', 'address'), p('lock_time', 'uint32')],
    },
    {
      name: 'encodeWhitelistPayload',
      inputs: [p('whitelist_addr', 'address'), p('nonce', 'uint32'), p('call_id', 'uint32')],
      outputs: [p('payload', 'cell')],
    },
    {
      name: 'decodeWhitelistPayload',
      inputs: [p('additional_payload', 'cell')],
      outputs: [p('whitelist_addr', 'address')],
    },
    {
      name: 'encodeDistributionPayload',
      inputs: [p('nonce', 'uint32'), p('call_id', 'uint32')],
      outputs: [p('payload', 'cell')],
    },
    {
      name: 'getVoteEscrowAccountAddress',
      inputs: [p('answerId', 'uint32'), p('user', 'address')],
      outputs: [p('value0', 'address')],
    },
    { name: 'distributionScheme', inputs: [], outputs: [p('distributionScheme', 'uint32[]')] },
    { name: 'distributionSchedule', inputs: [], outputs: [p('distributionSchedule', 'uint128[]')] },
    { name: 'gaugeWhitelist', inputs: [], outputs: [p('gaugeWhitelist', 'map(address,bool)')] },
    { name: 'gaugeDaoApproved', inputs: [], outputs: [p('gaugeDaoApproved', 'map(address,bool)')] },
    { name: 'currentVotingVotes', inputs: [], outputs: [p('currentVotingVotes', 'map(address,uint128)')] },
    { name: 'gaugeDowntimes', inputs: [], outputs: [p('gaugeDowntimes', 'map(address,uint8)')] },
  ],
  events: VOTE_ESCROW_EVENTS,
} as const;

export const VoteEscrowAbiJson = JSON.stringify(VoteEscrowAbi);
