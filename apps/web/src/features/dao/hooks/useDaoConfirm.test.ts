// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { useDaoAction } from './useDaoAction';
import { useDaoConfirm } from './useDaoConfirm';

describe('useDaoConfirm', () => {
  it('draws the call id when asked and sends with that same id on confirm; cancel sends nothing', () => {
    const run = vi.fn(async () => 'success' as const);
    const action = { run, busy: undefined, result: undefined } as unknown as ReturnType<typeof useDaoAction>;
    const { result } = renderHook(() => useDaoConfirm(action));
    const ask = () => result.current.ask({ type: 'unlock', escrow: '0:e', owner: '0:o', value: 3n }, 12n);
    act(ask);
    expect(result.current.asked?.expected).toBe(12n);
    act(() => result.current.cancel());
    expect(result.current.asked).toBeUndefined();
    expect(run).not.toHaveBeenCalled();

    act(ask);
    const callId = result.current.asked!.call.callId;
    expect(Number.isInteger(callId) && callId >= 0 && callId < 100_000).toBe(true);
    act(() => result.current.confirm());
    expect(run).toHaveBeenCalledExactlyOnceWith('unlock', expect.any(Function), {}, callId);
    expect(result.current.asked).toBeUndefined();
  });
});
