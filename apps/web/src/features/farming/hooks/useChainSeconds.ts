/** The chain's clock in seconds, shared with the gauges list: `@/shared/lib/useChainSeconds`. */
export { useChainSeconds } from '@/shared/lib/useChainSeconds';
