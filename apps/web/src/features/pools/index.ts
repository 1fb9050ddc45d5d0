export { default, default as PoolsScreen } from './PoolsScreen';
export { default as PoolScreen } from './PoolScreen';
export { default as RemoveLiquidityScreen } from './RemoveLiquidityScreen';
export { default as AddLiquidityScreen } from './AddLiquidityScreen';
export { default as PoolAddLiquidityScreen } from './PoolAddLiquidityScreen';
