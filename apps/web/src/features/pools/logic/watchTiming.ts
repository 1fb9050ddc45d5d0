/**
 * How the liquidity pages fold contract events (spec 4.8, 9): the add forms' pair (or pool) state-change events are
 * throttled to one per second; the remove form's pool watch is debounced 3000 ms; the exchange account's
 * subscription is debounced 1000 ms.
 */
import type { WatchTiming } from '@/shared/chain/useContractsWatch';

export const PAIR_EVENTS: WatchTiming = { mode: 'throttle', ms: 1000 };
export const POOL_WATCH: WatchTiming = { mode: 'debounce', ms: 3000 };
export const ACCOUNT_WATCH: WatchTiming = { mode: 'debounce', ms: 1000 };
