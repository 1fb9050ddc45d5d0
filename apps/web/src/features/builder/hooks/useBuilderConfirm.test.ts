// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BuilderCall, SupplyCall } from '../chain/builderChain';
import { useBuilderConfirm } from './useBuilderConfirm';

const call: SupplyCall = { type: 'mint', root: '0:r', owner: '0:o', target: '0:t', amount: 5n };

describe('useBuilderConfirm', () => {
  it("closing the popup answers the form false and sends nothing; confirming sends the asked call and answers the send's result", async () => {
    const supply = vi.fn(async () => true);
    const { result } = renderHook(() => useBuilderConfirm(supply));
    let closed!: Promise<boolean>;
    act(() => void (closed = result.current.ask(call)));
    expect(result.current.call).toEqual(call);
    act(() => result.current.cancel());
    await expect(closed).resolves.toBe(false);
    expect(result.current.call).toBeUndefined();
    expect(supply).not.toHaveBeenCalled();

    let sent!: Promise<boolean>;
    act(() => void (sent = result.current.ask({ ...call, amount: 7n })));
    act(() => result.current.confirm());
    await expect(sent).resolves.toBe(true);
    expect(supply).toHaveBeenCalledExactlyOnceWith({ ...call, amount: 7n });
    expect(result.current.call).toBeUndefined();
  });

  it('a transfer the send says did not take effect answers false', async () => {
    const transfer = vi.fn(async () => false);
    const { result } = renderHook(() => useBuilderConfirm<Extract<BuilderCall, { type: 'transfer' }>>(transfer));
    let sent!: Promise<boolean>;
    act(() => void (sent = result.current.ask({ type: 'transfer', root: '0:r', owner: '0:o', newOwner: '0:n' })));
    act(() => result.current.confirm());
    await expect(sent).resolves.toBe(false);
    expect(transfer).toHaveBeenCalledOnce();
  });
});
