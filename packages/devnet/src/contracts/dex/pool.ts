/**
 * The three pool models (DexPair: constant product; DexStablePair: 2-token stableswap; DexStablePool: N-token
 * stableswap with one-coin operations). They share state, setup, swap and liquidity code and differ in ABI and
 * getters. Each is deployed by the DexRoot at the platform address of its token roots (see constants.ts).
 */
import type { ContractModel, Getter, Handler } from '../../engine/types';
import { PairModelAbi, StablePairModelAbi, StablePoolModelAbi } from './abi';
import { PoolKind, PoolType } from './constants';
import { pairBuilders, poolBuilders } from './pool-builders';
import { commonGetters, poolGetters, stableGetters, twoTokenGetters } from './pool-getters';
import { poolLiquidityHandlers } from './pool-liquidity';
import { initPool, poolSetupHandlers, startSetup } from './pool-setup';
import type { PoolState } from './pool-state';

function poolModel(kind: string, abi: string, getters: Record<string, Getter<PoolState>>): ContractModel<PoolState> {
  const handlers: Record<string, Handler<PoolState>> = { ...poolSetupHandlers, ...poolLiquidityHandlers };
  return {
    kind,
    abi,
    init: initPool,
    handlers,
    receive(ctx) {
      if (ctx.deploying) startSetup(ctx);
    },
    getters: { ...commonGetters, ...getters },
  };
}

export const DexPairModel = poolModel(PoolKind[PoolType.CONSTANT_PRODUCT], PairModelAbi, {
  ...twoTokenGetters,
  ...pairBuilders,
});

export const DexStablePairModel = poolModel(PoolKind[PoolType.STABLESWAP], StablePairModelAbi, {
  ...twoTokenGetters,
  ...stableGetters,
  ...pairBuilders,
});

export const DexStablePoolModel = poolModel(PoolKind[PoolType.STABLE_POOL], StablePoolModelAbi, {
  ...stableGetters,
  ...poolGetters,
  ...poolBuilders,
});
