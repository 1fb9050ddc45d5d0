import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeen } from './useSeen';

function Probe() {
  const [ref, seen] = useSeen<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="probe">
      {seen ? 'seen' : 'not yet'}
    </div>
  );
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('useSeen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('seen');
  });

  it('turns true when the element intersects, and stays true', () => {
    const callbacks: Callback[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('not yet');
    act(() => callbacks[0]([{ isIntersecting: false }]));
    expect(screen.getByTestId('probe').textContent).toBe('not yet');
    act(() => callbacks[0]([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe').textContent).toBe('seen');
    expect(disconnect).toHaveBeenCalled();
  });
});
