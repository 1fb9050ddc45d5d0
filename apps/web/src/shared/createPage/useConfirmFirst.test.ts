// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmFirst } from './useConfirmFirst';

describe('useConfirmFirst', () => {
  it('opens on ask; confirm closes it and sends that very call; cancel only closes it', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useConfirmFirst<{ n: number }>(send));
    expect(result.current.asked).toBeUndefined();
    act(() => result.current.ask({ n: 1 }));
    expect(result.current.asked).toEqual({ n: 1 });
    act(() => result.current.cancel());
    expect(result.current.asked).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.ask({ n: 2 }));
    act(() => result.current.confirm());
    expect(result.current.asked).toBeUndefined();
    expect(send).toHaveBeenCalledExactlyOnceWith({ n: 2 });
  });
});
