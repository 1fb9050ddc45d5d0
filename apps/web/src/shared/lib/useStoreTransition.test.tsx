import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoreTransition } from './useStoreTransition';

afterEach(cleanup);

function createStore(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
  };
}

describe('useStoreTransition', () => {
  it('starts with the store’s value and follows its changes', async () => {
    const store = createStore(1);
    function View() {
      return <p data-testid="value">{useStoreTransition(store.subscribe, store.get)}</p>;
    }
    render(<View />);
    expect(screen.getByTestId('value').textContent).toBe('1');
    act(() => store.set(2));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('2'));
  });

  it('catches a change made between the render and the subscription, and unsubscribes on unmount', async () => {
    const store = createStore(1);
    function View() {
      const value = useStoreTransition(store.subscribe, store.get);
      // the store moves on during the first render, before the effect subscribes
      if (value === 1 && store.get() === 1) store.set(5);
      return <p data-testid="value">{value}</p>;
    }
    const { unmount } = render(<View />);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('5'));
    expect(store.listeners.size).toBe(1);
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});
