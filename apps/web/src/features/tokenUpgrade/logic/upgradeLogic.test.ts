import { describe, expect, it, vi } from 'vitest';
import {
  checkUpgradableTokens,
  isBalanceQueryKey,
  noticeVisible,
  parseManifest,
  upgradeOutcome,
  upgradeResultNotice,
  UPGRADE_POLL,
  withoutToken,
  type CheckReader,
  type UpgradableToken,
  type UpgradeCandidate,
} from './upgradeLogic';

const addr = (digit: string) => `0:${digit.repeat(64)}`;
const OWNER = addr('9');
const token = (symbol: string, digit: string): UpgradableToken => ({
  rootV4: addr(digit),
  rootV5: addr(String.fromCharCode(digit.charCodeAt(0) + 1)),
  proxy: addr('f'),
  symbol,
  name: `${symbol} token`,
  logoURI: `/logos/${symbol}.svg`,
});
const QUBE = token('QUBE', '1');
const BRIDGE = token('BRIDGE', '3');
const WBTC = token('WBTC', '5');

function reader(balances: Record<string, string | Error>, decimals: Record<string, number> = {}): CheckReader {
  return {
    balance: vi.fn(async (root: string, owner: string) => {
      expect(owner).toBe(OWNER);
      const value = balances[root];
      if (value instanceof Error) throw value;
      return value ?? '0';
    }),
    decimals: vi.fn(async (root: string) => decimals[root] ?? 9),
  };
}

describe('parseManifest', () => {
  it('keeps valid entries and logs and skips malformed ones', () => {
    const onError = vi.fn();
    const tokens = parseManifest({ tokens: [QUBE, { ...BRIDGE, rootV4: 'nope' }, WBTC] }, onError);
    expect(tokens.map((t) => t.symbol)).toEqual(['QUBE', 'WBTC']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatch(/entry skipped/);
  });

  it('gives no tokens (logged) when the document has no token list', () => {
    const onError = vi.fn();
    expect(parseManifest({ name: 'x' }, onError)).toEqual([]);
    expect(parseManifest(null, onError)).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('checkUpgradableTokens', () => {
  it('lists the tokens with a positive v4 balance in manifest order, with their decimals', async () => {
    const r = reader(
      { [QUBE.rootV4]: '250000000000', [BRIDGE.rootV4]: '0', [WBTC.rootV4]: '100000000' },
      { [WBTC.rootV4]: 8 },
    );
    const found = await checkUpgradableTokens([QUBE, BRIDGE, WBTC], OWNER, r, vi.fn());
    expect(found).toEqual([
      { ...QUBE, balance: '250000000000', decimals: 9 },
      { ...WBTC, balance: '100000000', decimals: 8 },
    ]);
    // decimals are read only for tokens the owner holds
    expect(r.decimals).toHaveBeenCalledTimes(2);
  });

  it('logs and skips a token whose check fails, keeping the others', async () => {
    const onError = vi.fn();
    const r = reader(
      { [QUBE.rootV4]: new Error('runLocal failed'), [BRIDGE.rootV4]: '5', [WBTC.rootV4]: '7' },
      { [WBTC.rootV4]: 300 },
    );
    const found = await checkUpgradableTokens([QUBE, BRIDGE, WBTC], OWNER, r, onError);
    expect(found.map((t) => t.symbol)).toEqual(['BRIDGE']);
    expect(onError.mock.calls.map((c) => c[0])).toEqual([
      'Token upgrade check error (QUBE)',
      'Token upgrade check error (WBTC)',
    ]);
  });

  it('finds nothing for an owner without v4 balances or with an empty manifest', async () => {
    expect(await checkUpgradableTokens([QUBE, BRIDGE], OWNER, reader({}), vi.fn())).toEqual([]);
    expect(await checkUpgradableTokens([], OWNER, reader({}), vi.fn())).toEqual([]);
  });
});

describe('withoutToken', () => {
  it('removes one token by its v4 root', () => {
    const list: UpgradeCandidate[] = [
      { ...QUBE, balance: '1', decimals: 9 },
      { ...WBTC, balance: '2', decimals: 8 },
    ];
    expect(withoutToken(list, QUBE.rootV4).map((t) => t.symbol)).toEqual(['WBTC']);
    expect(withoutToken(list, BRIDGE.rootV4)).toHaveLength(2);
  });
});

describe('upgradeOutcome', () => {
  const before = { v4: 250n, v4Lt: '100', v5: 1000n };
  it('is upgraded once the v5 balance grew by the burnt amount (or more)', () => {
    expect(upgradeOutcome(before, { v4: 0n, v4Lt: '101', v5: 1250n }, 250n)).toBe('upgraded');
    expect(upgradeOutcome(before, { v4: 0n, v4Lt: '101', v5: 1300n }, 250n)).toBe('upgraded');
  });
  it('is pending (undefined) while the burn or the v5 transfer is on its way', () => {
    expect(upgradeOutcome(before, before, 250n)).toBeUndefined();
    expect(upgradeOutcome(before, { v4: 0n, v4Lt: '101', v5: 1000n }, 250n)).toBeUndefined();
    expect(upgradeOutcome(before, { v4: 0n, v4Lt: '101', v5: 1249n }, 250n)).toBeUndefined();
  });
  it('failed when the v4 wallet ran a transaction and kept its balance (aborted burn)', () => {
    expect(upgradeOutcome(before, { v4: 250n, v4Lt: '103', v5: 1000n }, 250n)).toBe('failed');
  });
  it('polls every 2 s, 30 reads at most', () => {
    expect(UPGRADE_POLL).toEqual({ intervalMs: 2000, attempts: 30 });
  });
});

describe('upgradeResultNotice', () => {
  it('replaces the pending toast with success (the token leaves the list), a bounce or a timeout', () => {
    expect(upgradeResultNotice({ kind: 'done', value: 'upgraded' })).toEqual({
      id: 'success',
      kind: 'success',
      removed: true,
    });
    expect(upgradeResultNotice({ kind: 'done', value: 'failed' })).toEqual({
      id: 'bounced',
      kind: 'error',
      removed: false,
    });
    expect(upgradeResultNotice({ kind: 'timeout' })).toEqual({ id: 'timeout', kind: 'error', removed: false });
    expect(upgradeResultNotice({ kind: 'errors', error: new Error('x') }).id).toBe('timeout');
  });
});

describe('noticeVisible', () => {
  it('shows only after the check, with tokens, while the popup is closed', () => {
    expect(noticeVisible(true, [1], false)).toBe(true);
    expect(noticeVisible(false, [1], false)).toBe(false);
    expect(noticeVisible(true, [], false)).toBe(false);
    expect(noticeVisible(true, undefined, false)).toBe(false);
    expect(noticeVisible(true, [1], true)).toBe(false);
  });
});

describe('isBalanceQueryKey', () => {
  it('matches the keys of balance queries only', () => {
    expect(isBalanceQueryKey(['swapBalance', 'x', 'y'])).toBe(true);
    expect(isBalanceQueryKey(['chain', 'tokenBalance', 'x'])).toBe(true);
    expect(isBalanceQueryKey(['dex', 'pools', { limit: 10 }])).toBe(false);
    expect(isBalanceQueryKey(['tokenUpgrade', 'check', 'x'])).toBe(false);
  });
});
