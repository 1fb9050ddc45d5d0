import { QueryClient } from '@tanstack/react-query';
import { ZERO_ADDRESS } from '@tycho/abi';
import { describe, expect, it, vi } from 'vitest';
import { liquidityGas } from './liquidityGas';

const TYCHO = 1_000_000_000n;

describe('liquidityGas', () => {
  it('reads once and caches; errors are thrown, not replaced by a default', async () => {
    const client = new QueryClient();
    const reader = vi.fn(async () => ({ fixedValue: 3n * TYCHO, dynamicGas: 0n }));
    const op = { kind: 'supply', tokens: 2, autoChange: false } as const;
    expect(await liquidityGas(client, '0:gas', op, reader)).toBe(3n * TYCHO);
    expect(await liquidityGas(client, '0:gas', op, reader)).toBe(3n * TYCHO);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(reader).toHaveBeenCalledWith('0:gas', {
      method: 'getAccountDepositGas',
      params: { N: '2', referrer: ZERO_ADDRESS, autoChange: false },
      transfer: false,
    });

    const failing = vi.fn(async () => {
      throw new Error('getter failed');
    });
    const fresh = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    await expect(liquidityGas(fresh, '0:gas', { kind: 'deployAccount' }, failing)).rejects.toThrow('getter failed');
    await expect(liquidityGas(fresh, '', { kind: 'deployAccount' }, reader)).rejects.toThrow(/not configured/);
  });
});
