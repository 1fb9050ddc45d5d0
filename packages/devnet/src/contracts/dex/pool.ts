/**
 * The three pool models (DexPair: constant product; DexStablePair: 2-token stableswap; DexStablePool: N-token
 * stableswap with one-coin operations). They share state, setup, swap and liquidity code and differ in ABI (the
 * names of their inputs: `pool-handlers.ts`) and getters. Each is deployed by the DexRoot at the platform address
 * of its token roots (see constants.ts). `typedModel` checks every handler and getter against the kind's ABI.
 */
import { DexPoolType } from '@tycho/abi';
import type { AbiLike } from '@tycho/abi';
import { typedModel, type TypedGetters, type TypedHandlers } from '../../engine/typed-model';
import { PairModel, StablePairModel, StablePoolModel } from './abi';
import { POOL_MODEL } from './constants';
import { pairBuilders, poolBuilders } from './pool-builders';
import { commonGetters, pairGetters, poolGetters, stableGetters, twoTokenGetters } from './pool-getters';
import { pairHandlers, stableHandlers } from './pool-handlers';
import { initPool, startSetup } from './pool-setup';
import type { PoolState } from './pool-state';

function poolModel<A extends AbiLike>(
  kind: string,
  abi: A,
  handlers: TypedHandlers<PoolState, A>,
  getters: TypedGetters<PoolState, A>,
) {
  return typedModel<PoolState, A>({
    kind,
    abi,
    init: initPool,
    handlers,
    receive(ctx) {
      if (ctx.deploying) startSetup(ctx);
    },
    getters,
  });
}

export const DexPairModel = poolModel(POOL_MODEL[DexPoolType.ConstantProduct], PairModel, pairHandlers, {
  ...commonGetters,
  ...twoTokenGetters,
  ...pairGetters,
  ...pairBuilders,
});

export const DexStablePairModel = poolModel(POOL_MODEL[DexPoolType.StableSwap], StablePairModel, stableHandlers, {
  ...commonGetters,
  ...twoTokenGetters,
  ...stableGetters,
  ...pairBuilders,
});

export const DexStablePoolModel = poolModel(POOL_MODEL[DexPoolType.StablePool], StablePoolModel, stableHandlers, {
  ...commonGetters,
  ...stableGetters,
  ...poolGetters,
  ...poolBuilders,
});
