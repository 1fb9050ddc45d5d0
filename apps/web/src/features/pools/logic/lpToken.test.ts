import { describe, expect, it, vi } from 'vitest';
import { resolveLpToken } from './lpToken';

const LP = `0:${'3'.repeat(64)}`;

describe('resolveLpToken', () => {
  it('reads the LP root on chain first', async () => {
    const api = vi.fn();
    expect(await resolveLpToken(LP, { chain: async () => ({ symbol: 'A-B', decimals: 6 }), api })).toEqual({
      symbol: 'A-B',
      decimals: 6,
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('asks the token-root API without a wallet, or when the chain read fails', async () => {
    const api = vi.fn(async () => ({ symbol: 'A-B', decimals: 9 }));
    expect(await resolveLpToken(LP, { api })).toEqual({ symbol: 'A-B', decimals: 9 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = async () => {
      throw new Error('no permission');
    };
    expect(await resolveLpToken(LP, { chain: failing, api })).toEqual({ symbol: 'A-B', decimals: 9 });
    expect(await resolveLpToken(LP, { chain: async () => null, api })).toEqual({ symbol: 'A-B', decimals: 9 });
  });

  it('throws when nothing answers: the decimals stay unknown (loading), never a default', async () => {
    await expect(resolveLpToken(LP, { api: async () => null })).rejects.toThrow(/No token root/);
    await expect(
      resolveLpToken(LP, {
        api: async () => {
          throw new Error('offline');
        },
      }),
    ).rejects.toThrow('offline');
  });
});
