import { describe, expect, it } from 'vitest';
import { daoActionValue, farmActionValue, gaugeActionValue, LimitGas } from './gas';

describe('action gas', () => {
  it('gauges: 7 + 0.5 per extra reward token', () => {
    expect(gaugeActionValue(0)).toBe(7_000_000_000n);
    expect(gaugeActionValue(2)).toBe(8_000_000_000n);
  });
  it('farm pools: 2 + 1 per reward token', () => {
    expect(farmActionValue(1)).toBe(3_000_000_000n);
    expect(farmActionValue(3)).toBe(5_000_000_000n);
  });
  it('the vote escrow: the reference amounts', () => {
    expect(daoActionValue.lock(0n)).toBe(3_000_000_000n);
    expect(daoActionValue.lock(1_520_000_000n)).toBe(3_020_000_000n);
    expect(daoActionValue.unlock(1_500_000_000n)).toBe(3_000_000_000n);
    expect(daoActionValue.unlock(250_000_000n)).toBe(1_750_000_000n);
    expect(daoActionValue.vote(10, 1_500_000_000n)).toBe(3_200_000_000n);
    expect(daoActionValue.whitelist()).toBe(3_000_000_000n);
  });
  it('limit orders: the FlatQube front end amounts', () => {
    expect(LimitGas).toEqual({
      CREATE_ROOT: 5_000_000_000n,
      CREATE_ORDER: 6_000_000_000n,
      CREATE_ORDER_DEPLOY_WALLET: 500_000_000n,
      FILL: 6_000_000_000n,
      CANCEL: 1_000_000_000n,
    });
  });
});
