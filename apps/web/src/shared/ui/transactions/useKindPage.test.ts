// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKindPage } from './useKindPage';

describe('useKindPage', () => {
  it('starts at all kinds, page 1; a new kind starts again at page 1, a page keeps the kind', () => {
    const { result } = renderHook(() => useKindPage<'lock' | 'burn'>());
    expect(result.current).toMatchObject({ kind: 'all', page: 1 });
    act(() => result.current.onPage(3));
    expect(result.current).toMatchObject({ kind: 'all', page: 3 });
    act(() => result.current.onKind('burn'));
    expect(result.current).toMatchObject({ kind: 'burn', page: 1 });
    act(() => result.current.onPage(2));
    expect(result.current).toMatchObject({ kind: 'burn', page: 2 });
  });
});
