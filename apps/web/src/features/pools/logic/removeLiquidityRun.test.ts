import { describe, expect, it, vi } from 'vitest';
import {
  REMOVE_POLL,
  RESYNC_DELAY_MS,
  receivedText,
  runRemoveLiquidity,
  type RemoveLiquidityEffects,
  type RemoveNotice,
} from './removeLiquidityRun';

const request = {
  lpBefore: '1000',
  receive: [
    { amount: '1500000', decimals: 6, symbol: 'USDT' },
    { amount: '2000000000', decimals: 9, symbol: 'TON' },
  ],
};

function effects(over: Partial<RemoveLiquidityEffects> & { balances?: string[] } = {}) {
  const log: string[] = [];
  const notices: RemoveNotice[] = [];
  const sleeps: number[] = [];
  const balances = [...(over.balances ?? ['1000', '0'])];
  const fx: RemoveLiquidityEffects = {
    deployWalletValue: async () => 0n,
    gas: async (deployWalletValue) => 7n + deployWalletValue,
    send: async (gas, deployWalletValue) => {
      log.push(`send ${gas}${deployWalletValue ? ` deploy ${deployWalletValue}` : ''}`);
      return 'beef';
    },
    readLpBalance: async () => (balances.length > 1 ? balances.shift()! : balances[0]!),
    setPhase: (phase) => log.push(`phase ${phase}`),
    refresh: () => log.push('refresh'),
    notify: (n) => {
      log.push(`notify ${n.id}`);
      notices.push(n);
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...over,
  };
  return { fx, log, notices, sleeps };
}

describe('runRemoveLiquidity', () => {
  it('sends with the gas read, goes pending, waits for the LP balance to change, re-syncs, then tells what was received', async () => {
    const { fx, log, notices, sleeps } = effects({ balances: ['1000', '1000', '0'] });
    expect(await runRemoveLiquidity(request, fx)).toBe('done');
    expect(log).toEqual([
      'phase awaiting',
      'send 7',
      'phase withdrawing',
      'notify liquidity.remove.pending',
      'refresh',
      'phase idle',
      'notify liquidity.remove.success',
    ]);
    // the result replaces the pending notice; both name the wallet's transaction
    expect(notices).toEqual([
      { id: 'liquidity.remove.pending', kind: 'info', pending: true, hash: 'beef' },
      { id: 'liquidity.remove.success', values: { amounts: '1.5 USDT, 2 TON' }, kind: 'success', hash: 'beef' },
    ]);
    // three checks 250 ms apart, then the 30 ms re-sync before the balances are read again
    expect(sleeps).toEqual([REMOVE_POLL.intervalMs, REMOVE_POLL.intervalMs, REMOVE_POLL.intervalMs, RESYNC_DELAY_MS]);
  });

  it('a gas read error sends nothing and shows the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn();
    const { fx, log, notices } = effects({ gas: () => Promise.reject(new Error('no getter')), send });
    expect(await runRemoveLiquidity(request, fx)).toBe('gasError');
    expect(send).not.toHaveBeenCalled();
    expect(log).toEqual(['phase awaiting', 'phase idle', 'notify liquidity.gasError']);
    expect(notices[0]).toEqual({ id: 'liquidity.gasError', values: { message: 'no getter' }, kind: 'error' });
  });

  it('a wallet rejection is "canceled" and nothing is waited for', async () => {
    const readLpBalance = vi.fn(async () => '0');
    const { fx, notices } = effects({
      send: () => Promise.reject(Object.assign(new Error('Rejected by user'), { code: 3 })),
      readLpBalance,
    });
    expect(await runRemoveLiquidity(request, fx)).toBe('canceled');
    expect(notices).toEqual([{ id: 'liquidity.remove.canceled', kind: 'warning' }]);
    expect(readLpBalance).not.toHaveBeenCalled();
  });

  it('a failed send (not a rejection) is a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fx, notices, log } = effects({ send: () => Promise.reject(new Error('Not enough balance')) });
    expect(await runRemoveLiquidity(request, fx)).toBe('failed');
    expect(notices).toEqual([{ id: 'liquidity.remove.failed', kind: 'error' }]);
    expect(log).not.toContain('phase withdrawing');
  });

  it('an LP balance that never changes is a failure after the checks, and the data is still re-synced', async () => {
    const readLpBalance = vi.fn(async () => '1000');
    const { fx, notices, log } = effects({ readLpBalance });
    expect(await runRemoveLiquidity(request, fx)).toBe('timeout');
    expect(readLpBalance).toHaveBeenCalledTimes(REMOVE_POLL.attempts);
    expect(notices.at(-1)).toEqual({ id: 'liquidity.remove.failed', kind: 'error', hash: 'beef' });
    expect(log.slice(-3)).toEqual(['refresh', 'phase idle', 'notify liquidity.remove.failed']);
  });

  it('a failed balance read is not a change (it never reads as success)', async () => {
    let n = 0;
    const { fx } = effects({
      readLpBalance: async () => {
        n += 1;
        if (n < 3) throw new Error('socket closed');
        return '0';
      },
    });
    expect(await runRemoveLiquidity(request, fx)).toBe('done');
    expect(n).toBe(3);
  });

  it('writes the received amounts with their decimals', () => {
    expect(receivedText([{ amount: '1234500', decimals: 6, symbol: 'USDC' }])) // display rounding of formatAmount
      .toBe('1.234 USDC');
    expect(receivedText([])).toBe('');
  });

  it('attaches the deploy-wallet value to the gas and the payload only when the payout needs a wallet deployed', async () => {
    const { fx, log } = effects({ balances: ['0'], deployWalletValue: async () => 100n });
    expect(await runRemoveLiquidity(request, fx)).toBe('done');
    expect(log).toContain('send 107 deploy 100');
  });

  it('a failed wallet-state read sends nothing', async () => {
    const { fx, log, notices } = effects({
      deployWalletValue: async () => {
        throw new Error('node down');
      },
    });
    expect(await runRemoveLiquidity(request, fx)).toBe('gasError');
    expect(log.some((l) => l.startsWith('send'))).toBe(false);
    expect(notices[0]).toMatchObject({ id: 'liquidity.gasError', kind: 'error' });
  });
});
