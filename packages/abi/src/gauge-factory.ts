import { HEADER, p } from './params';

/**
 * FlatQube DAO gauge factory (`GaugeFactory`, flatqube-dao-contracts `contracts/gauge/GaugeFactory.tsol` and
 * `base/gauge_factory/GaugeFactoryBase.tsol`): anyone deploys a gauge with `deployGauge` (the factory's default QUBE
 * vesting); the gauge calls `onGaugeDeploy` once initialized and the factory emits `NewGauge(call_id, gauge)`.
 * js-core has no GaugeFactory ABI: this subset follows the contract's signatures.
 */
export const GaugeFactoryAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'constructor',
      inputs: [
        p('_owner', 'address'),
        p('_qube', 'address'),
        p('_voteEscrow', 'address'),
        p('_qubeVestingRatio', 'uint32'),
        p('_qubeVestingPeriod', 'uint32'),
      ],
      outputs: [],
    },
    {
      name: 'getDetails',
      inputs: [],
      outputs: [
        p('_gauges_count', 'uint32'),
        p('_owner', 'address'),
        p('_pending_owner', 'address'),
        p('_default_qube_vesting_period', 'uint32'),
        p('_default_qube_vesting_ratio', 'uint32'),
        p('_qube', 'address'),
        p('_voteEscrow', 'address'),
      ],
    },
    {
      name: 'deployGauge',
      inputs: [
        p('gauge_owner', 'address'),
        p('depositTokenRoot', 'address'),
        p('maxBoost', 'uint32'),
        p('maxLockTime', 'uint32'),
        p('rewardTokenRoots', 'address[]'),
        p('vestingPeriods', 'uint32[]'),
        p('vestingRatios', 'uint32[]'),
        p('withdrawAllLockPeriod', 'uint32'),
        p('call_id', 'uint32'),
      ],
      outputs: [],
    },
    {
      name: 'onGaugeDeploy',
      inputs: [p('deploy_nonce', 'uint32'), p('call_id', 'uint32')],
      outputs: [],
    },
  ],
  events: [{ name: 'NewGauge', inputs: [p('call_id', 'uint32'), p('gauge', 'address')] }],
} as const;

export const GaugeFactoryAbiJson = JSON.stringify(GaugeFactoryAbi);
