/**
 * GaugeFactory model (flatqube-dao-contracts `GaugeFactory.tsol`, reference farming-gauges.md §3): anyone deploys a
 * gauge with `deployGauge` and at least 4 + 0.5·nExtra TYCHO (error 1004, the value bounces). The gauge's address
 * comes from the factory and its deploy nonce (`gauges_count`); its owner is `gauge_owner`, not the caller. The
 * factory sends the gauge `setupTokens` (the factory's QUBE), `setupVesting` (its default QUBE vesting),
 * `setupBoostLock` and `initialize(call_id)` in one go; once initialized the gauge calls `onGaugeDeploy`, and the
 * factory emits `NewGauge(call_id, gauge)`. A setup the gauge refuses (a bad lock or vesting) leaves it
 * uninitialized and emits no NewGauge, as on the real network. Code installs and upgrades are not modelled.
 */
import { callOf, GaugeAbi, GaugeFactoryAbi, ZERO_ADDRESS } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { GAUGE_KIND, GaugeErrors, GaugeGas } from './constants';

export const GAUGE_FACTORY_KIND = 'GaugeFactory';

export interface GaugeFactoryState {
  owner: string;
  qube: string;
  voteEscrow: string;
  defaultQubeVestingPeriod: number;
  defaultQubeVestingRatio: number;
  gaugesCount: number;
}

type Ctx = HandlerContext<GaugeFactoryState>;

/** The address of the factory's gauge number `deployNonce`. */
export const factoryGaugeAddress = (ctx: Pick<Ctx, 'addressOf'>, factory: string, deployNonce: number) =>
  ctx.addressOf(GAUGE_KIND, { factory, deployNonce });

export const GaugeFactoryModel = typedModel<GaugeFactoryState, typeof GaugeFactoryAbi>({
  kind: GAUGE_FACTORY_KIND,
  abi: GaugeFactoryAbi,
  init: () => ({
    owner: '',
    qube: '',
    voteEscrow: '',
    defaultQubeVestingPeriod: 0,
    defaultQubeVestingRatio: 0,
    gaugesCount: 0,
  }),
  handlers: {
    constructor(ctx, i) {
      const s = ctx.state;
      s.owner = i._owner;
      s.qube = i._qube;
      s.voteEscrow = i._voteEscrow;
      s.defaultQubeVestingRatio = Number(i._qubeVestingRatio);
      s.defaultQubeVestingPeriod = Number(i._qubeVestingPeriod);
    },
    deployGauge(ctx, i) {
      const s = ctx.state;
      const extras = i.rewardTokenRoots.length;
      const deployValue = GaugeGas.GAUGE_DEPLOY_VALUE + BigInt(extras) * GaugeGas.TOKEN_WALLET_DEPLOY_VALUE;
      ensure(ctx.value >= deployValue, GaugeErrors.LOW_MSG_VALUE);
      ctx.reserve(ctx.balanceBefore);
      const deployNonce = s.gaugesCount;
      s.gaugesCount += 1;
      const gauge = factoryGaugeAddress(ctx, ctx.self, deployNonce);
      ctx.send({
        to: gauge,
        value: deployValue - GaugeGas.FACTORY_RESERVE,
        bounce: false,
        deploy: { kind: GAUGE_KIND, init: { factory: ctx.self, deployNonce } },
        call: callOf(GaugeAbi, 'constructor', { _owner: i.gauge_owner, _voteEscrow: s.voteEscrow }),
      });
      const steps = [
        callOf(GaugeAbi, 'setupTokens', {
          _depositTokenRoot: i.depositTokenRoot,
          _qubeTokenRoot: s.qube,
          _extraRewardTokenRoot: i.rewardTokenRoots,
        }),
        callOf(GaugeAbi, 'setupVesting', {
          _qubeVestingPeriod: s.defaultQubeVestingPeriod,
          _qubeVestingRatio: s.defaultQubeVestingRatio,
          _extraVestingPeriods: i.vestingPeriods,
          _extraVestingRatios: i.vestingRatios,
          _withdrawAllLockPeriod: i.withdrawAllLockPeriod,
        }),
        callOf(GaugeAbi, 'setupBoostLock', { _maxBoost: i.maxBoost, _maxLockTime: i.maxLockTime }),
        callOf(GaugeAbi, 'initialize', { call_id: i.call_id }),
      ];
      for (const call of steps) ctx.send({ to: gauge, value: GaugeGas.SETUP_CALL, bounce: false, call });
      if (ctx.sender) ctx.send({ to: ctx.sender, flag: Flag.ALL_NOT_RESERVED, bounce: false });
    },
    onGaugeDeploy(ctx, i) {
      const gauge = factoryGaugeAddress(ctx, ctx.self, Number(i.deploy_nonce));
      ensure(ctx.sender === gauge, GaugeErrors.NOT_GAUGE);
      emitEvent(ctx, GaugeFactoryAbi, 'NewGauge', { call_id: i.call_id, gauge });
    },
  },
  getters: {
    getDetails: (s) => ({
      _gauges_count: s.gaugesCount,
      _owner: s.owner,
      _pending_owner: ZERO_ADDRESS,
      _default_qube_vesting_period: s.defaultQubeVestingPeriod,
      _default_qube_vesting_ratio: s.defaultQubeVestingRatio,
      _qube: s.qube,
      _voteEscrow: s.voteEscrow,
    }),
  },
});
