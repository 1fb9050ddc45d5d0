/**
 * Seed step: the gauge factory (owned by the gauge owner, the seeded QUBE and vote escrow, no default QUBE vesting),
 * through which anyone creates a gauge (`/gauges/create`). Address: `gaugeFactory`. It runs last, so the earlier
 * steps' addresses and history do not move.
 */
import { GaugeFactoryAbiJson } from '@tycho/abi';
import { sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deployViaGiver, type SeedStep } from './steps';

export const gaugeFactoryStep: SeedStep = {
  name: 'gauge factory',
  async run(ctx) {
    const need = (key: string) => {
      const value = ctx.addresses[key];
      if (!value) throw new Error(`gauge factory seed: no ${key}`);
      return value;
    };
    ctx.addresses.gaugeFactory = await deployViaGiver(
      ctx,
      'GaugeFactory',
      { randomNonce: sha256(`${ctx.seed}:gauge-factory`) },
      2n * TYCHO,
      {
        abi: GaugeFactoryAbiJson,
        params: {
          _owner: need('gaugeOwner'),
          _qube: need('token:QUBE'),
          _voteEscrow: need('voteEscrow'),
          _qubeVestingRatio: 0,
          _qubeVestingPeriod: 0,
        },
      },
    );
  },
};
