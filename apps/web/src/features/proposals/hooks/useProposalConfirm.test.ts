// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProposalCall } from '../chain/proposalsChain';
import { useProposalConfirm } from './useProposalConfirm';

const vote: ProposalCall = { type: 'vote', owner: '0:o', voteEscrow: '0:e', proposalId: 3, support: true, reason: '' };

describe('useProposalConfirm', () => {
  it('holds the asked call; cancel sends nothing, confirm closes and sends once', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useProposalConfirm());
    act(() => result.current.ask(vote, send));
    expect(result.current.call).toBe(vote);
    act(() => result.current.cancel());
    expect(result.current.call).toBeUndefined();
    act(() => result.current.confirm());
    expect(send).not.toHaveBeenCalled();

    act(() => result.current.ask(vote, send));
    act(() => result.current.confirm());
    expect(send).toHaveBeenCalledOnce();
    expect(result.current.call).toBeUndefined();
  });
});
