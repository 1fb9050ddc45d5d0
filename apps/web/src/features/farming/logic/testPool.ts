/** The pool the logic tests name actions in (tests only): QUBE/USDT with QUBE (9 decimals) and BRIDGE (6) rewards. */
import type { FarmToastPool } from './farmToast';

export const A = (c: string) => `0:${c.repeat(64)}`;

export const testPool: FarmToastPool = {
  left_currency: 'QUBE',
  right_currency: 'USDT',
  token_root_currency: '',
  token_root_address: A('5'),
  token_root_scale: 9,
  reward_token_root_info: [
    { reward_currency: 'QUBE', reward_root_address: A('3'), reward_scale: 9 },
    { reward_currency: 'BRIDGE', reward_root_address: A('4'), reward_scale: 6 },
  ],
};
