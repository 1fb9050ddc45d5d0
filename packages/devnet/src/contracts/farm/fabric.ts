/**
 * FarmFabricV3 model (yf `contracts/v3/FarmFabricV3.sol`, reference farming-gauges.md §1.1): anyone deploys a farm
 * pool with `deployFarmPool` and at least 5 TYCHO (error 104); the whole value goes to the new pool (no gas comes
 * back). The pool's address comes from the fabric and its deploy nonce; its owner is `pool_owner`. A pool whose
 * constructor refuses the setup is not deployed and no `NewFarmPool` is emitted. `migrationTime` (an init setting,
 * 0 = none) is passed to every pool: after it, old pools stop earning.
 */
import { callOf, FarmFabricAbi, FarmPoolAbi } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { FARM_FABRIC_KIND, FARM_POOL_KIND, FarmErrors, FarmGas } from './constants';

export interface FarmFabricState {
  owner: string;
  poolsCount: number;
  migrationTime: number;
}

type Ctx = HandlerContext<FarmFabricState>;

export const fabricPoolInit = (fabric: string, deployNonce: number, migrationTime: number) => ({
  fabric,
  deployNonce,
  migrationTime,
});

export const FarmFabricModel = typedModel<FarmFabricState, typeof FarmFabricAbi>({
  kind: FARM_FABRIC_KIND,
  abi: FarmFabricAbi,
  init: (params) => ({
    owner: '',
    poolsCount: 0,
    migrationTime: typeof params.migrationTime === 'number' ? params.migrationTime : 0,
  }),
  handlers: {
    constructor(ctx, i) {
      ctx.state.owner = i._owner;
    },
    deployFarmPool(ctx: Ctx, i) {
      const s = ctx.state;
      ensure(ctx.value >= FarmGas.POOL_DEPLOY_VALUE, FarmErrors.LOW_DEPOSIT_MSG_VALUE);
      ctx.reserve(ctx.balanceBefore);
      const deployNonce = s.poolsCount;
      s.poolsCount += 1;
      const init = fabricPoolInit(ctx.self, deployNonce, s.migrationTime);
      ctx.send({
        to: ctx.addressOf(FARM_POOL_KIND, init),
        flag: Flag.ALL_NOT_RESERVED,
        bounce: false,
        deploy: { kind: FARM_POOL_KIND, init },
        call: callOf(FarmPoolAbi, 'constructor', {
          _owner: i.pool_owner,
          _rewardRounds: i.reward_rounds,
          _tokenRoot: i.tokenRoot,
          _rewardTokenRoot: i.rewardTokenRoot,
          _vestingPeriod: i.vestingPeriod,
          _vestingRatio: i.vestingRatio,
          _withdrawAllLockPeriod: i.withdrawAllLockPeriod,
        }),
      });
    },
    onPoolDeploy(ctx, i) {
      const { pool_deploy_nonce, ...setup } = i;
      const pool = ctx.addressOf(
        FARM_POOL_KIND,
        fabricPoolInit(ctx.self, Number(pool_deploy_nonce), ctx.state.migrationTime),
      );
      ensure(ctx.sender === pool, FarmErrors.NOT_FABRIC);
      emitEvent(ctx, FarmFabricAbi, 'NewFarmPool', { pool, ...setup });
    },
  },
  getters: {
    pools_count: (s) => ({ pools_count: s.poolsCount }),
    owner: (s) => ({ owner: s.owner }),
    migrationTime: (s) => ({ migrationTime: s.migrationTime }),
  },
});
