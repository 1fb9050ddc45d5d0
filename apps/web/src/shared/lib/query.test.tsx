import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useInfiniteQuery, useQueries, useQuery } from './query';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function withClient(children: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function One({ id, fetch }: { id: string; fetch: (id: string) => Promise<string> }) {
  const query = useQuery({ queryKey: ['one', id], queryFn: () => fetch(id) });
  if (query.isError) return <p data-testid="one">error {query.error.message}</p>;
  return <p data-testid="one">{query.isPending ? 'pending' : query.data}</p>;
}

describe('useQuery (answers rendered as transitions)', () => {
  it('shows pending, then the answer once it arrives', async () => {
    const answer = deferred<string>();
    render(withClient(<One id="a" fetch={() => answer.promise} />));
    expect(screen.getByTestId('one').textContent).toBe('pending');
    await act(async () => answer.resolve('first'));
    await waitFor(() => expect(screen.getByTestId('one').textContent).toBe('first'));
  });

  it('shows a failed fetch as an error', async () => {
    const answer = deferred<string>();
    render(withClient(<One id="a" fetch={() => answer.promise} />));
    await act(async () => answer.reject(new Error('down')));
    await waitFor(() => expect(screen.getByTestId('one').textContent).toBe('error down'));
  });

  it('never shows the previous key’s answer under a new key', async () => {
    const answers = new Map([
      ['a', deferred<string>()],
      ['b', deferred<string>()],
    ]);
    const fetch = (id: string) => answers.get(id)!.promise;
    function Chooser() {
      const [id, setId] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setId('b')}>
            b
          </button>
          <One id={id} fetch={fetch} />
        </>
      );
    }
    render(withClient(<Chooser />));
    await act(async () => answers.get('a')!.resolve('answer a'));
    await waitFor(() => expect(screen.getByTestId('one').textContent).toBe('answer a'));
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    expect(screen.getByTestId('one').textContent).toBe('pending');
    await act(async () => answers.get('b')!.resolve('answer b'));
    await waitFor(() => expect(screen.getByTestId('one').textContent).toBe('answer b'));
  });

  it('follows the cache: data set from elsewhere reaches the screen', async () => {
    const client = new QueryClient();
    client.setQueryData(['one', 'a'], 'cached');
    render(withClient(<One id="a" fetch={() => new Promise(() => undefined)} />, client));
    expect(screen.getByTestId('one').textContent).toBe('cached');
    act(() => client.setQueryData(['one', 'a'], 'updated'));
    await waitFor(() => expect(screen.getByTestId('one').textContent).toBe('updated'));
  });
});

describe('useQueries', () => {
  it('gives one result per query, in order, as each arrives', async () => {
    const answers = [deferred<number>(), deferred<number>()];
    function Many() {
      const results = useQueries({
        queries: answers.map((answer, k) => ({ queryKey: ['many', k], queryFn: () => answer.promise })),
      });
      return <p data-testid="many">{results.map((r) => (r.isPending ? '…' : String(r.data))).join(',')}</p>;
    }
    render(withClient(<Many />));
    expect(screen.getByTestId('many').textContent).toBe('…,…');
    await act(async () => answers[1].resolve(2));
    await waitFor(() => expect(screen.getByTestId('many').textContent).toBe('…,2'));
    await act(async () => answers[0].resolve(1));
    await waitFor(() => expect(screen.getByTestId('many').textContent).toBe('1,2'));
  });
});

describe('useInfiniteQuery', () => {
  it('loads the first page, then the next on request', async () => {
    function Pages() {
      const query = useInfiniteQuery({
        queryKey: ['pages'],
        queryFn: ({ pageParam }) => Promise.resolve(`page ${pageParam}`),
        initialPageParam: 1,
        getNextPageParam: (_last, all) => (all.length < 3 ? all.length + 1 : undefined),
      });
      return (
        <>
          <button type="button" onClick={() => void query.fetchNextPage()}>
            more
          </button>
          <p data-testid="pages">{query.data?.pages.join(', ') ?? 'pending'}</p>
        </>
      );
    }
    render(withClient(<Pages />));
    await waitFor(() => expect(screen.getByTestId('pages').textContent).toBe('page 1'));
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(screen.getByTestId('pages').textContent).toBe('page 1, page 2'));
  });
});
