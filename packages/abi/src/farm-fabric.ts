import { HEADER, p, tuple } from './params';

/**
 * Old farming fabric (broxus/everscale-yield-farming `contracts/v3/FarmFabricV3.sol`): anyone deploys a farm pool
 * with `deployFarmPool` (at least 5 native coins; the app attaches 7 and no gas comes back); the pool calls
 * `onPoolDeploy` and the fabric emits `NewFarmPool`. js-core publishes no farming ABIs: this subset follows the
 * ABIs flatqube-frontend ships (`src/misc/abi/farming.abi.ts`, `FarmAbi.Fabric`); code installs and upgrades are
 * left out.
 */
const poolSetup = [
  p('pool_owner', 'address'),
  tuple('reward_rounds', 'tuple[]', [p('startTime', 'uint32'), p('rewardPerSecond', 'uint128[]')] as const),
  p('tokenRoot', 'address'),
  p('rewardTokenRoot', 'address[]'),
  p('vestingPeriod', 'uint32'),
  p('vestingRatio', 'uint32'),
  p('withdrawAllLockPeriod', 'uint32'),
] as const;

export const FarmFabricAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    { name: 'constructor', inputs: [p('_owner', 'address')], outputs: [] },
    { name: 'deployFarmPool', inputs: poolSetup, outputs: [] },
    { name: 'onPoolDeploy', inputs: [p('pool_deploy_nonce', 'uint64'), ...poolSetup], outputs: [] },
    { name: 'pools_count', inputs: [], outputs: [p('pools_count', 'uint64')] },
    { name: 'owner', inputs: [], outputs: [p('owner', 'address')] },
    // Not in the real fabric: this network's migration date setting (0 = none), after which old pools stop earning.
    { name: 'migrationTime', inputs: [], outputs: [p('migrationTime', 'uint32')] },
  ],
  events: [{ name: 'NewFarmPool', inputs: [p('pool', 'address'), ...poolSetup] }],
} as const;

export const FarmFabricAbiJson = JSON.stringify(FarmFabricAbi);
