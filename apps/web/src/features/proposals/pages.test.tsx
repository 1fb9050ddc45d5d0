import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Switch } from '@/shared/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { WalletController, WalletProvider } from '@/shared/chain';
import type { GovernanceProposal, GovernanceVote } from './api/proposalsApi';
import ProposalPage from './ProposalPage';
import ProposalsPage from './ProposalsPage';

const addr = (d: string) => `0:${d.repeat(64)}`;
const HASH = 'a'.repeat(64);
const now = Math.floor(Date.now() / 1000);

const proposal = (id: number, over: Partial<GovernanceProposal> = {}): GovernanceProposal => ({
  actions: { ethActions: [], tonActions: [{ payload: 'te6ccgEBAQEAAgAAAA==', target: addr('5'), value: '1' }] },
  againstVotes: '2000000000',
  canceled: false,
  canceledAt: null,
  createdAt: now - 100,
  description: JSON.stringify({ title: `Proposal ${id}`, link: 'https://forum.example.org/t/1', description: 'Hi' }),
  endTime: now + 3_600,
  executed: false,
  executedAt: null,
  executionTime: null,
  forVotes: '1000000000',
  gracePeriod: 300,
  messageHash: HASH,
  proposalAddress: addr('7'),
  proposalId: id,
  proposer: addr('8'),
  queued: false,
  queuedAt: null,
  quorumVotes: '1000000000000',
  startTime: now - 50,
  state: 'Active',
  timeLock: 60,
  timestampBlock: now - 100,
  transactionHash: HASH,
  updatedAt: now - 100,
  votingDelay: 60,
  ...over,
});

const vote: GovernanceVote = {
  createdAt: now - 20,
  locked: true,
  messageHash: HASH,
  proposalId: 3,
  reason: 'because',
  support: true,
  transactionHash: HASH,
  voter: addr('9'),
  votes: '1000000000',
};

let proposals: GovernanceProposal[] = [];
let failing = false;
const bodies: Record<string, unknown>[] = [];

beforeEach(() => {
  // jsdom draws nothing: Radix Select scrolls its chosen option into view and asks for pointer capture
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  failing = false;
  bodies.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (failing) return Response.json({ error: 'Not Found', message: 'no governance API' }, { status: 404 });
    if (url.endsWith('/proposals/search')) {
      bodies.push(body);
      const list = proposals.filter(
        (p) =>
          (body.proposalId === undefined || p.proposalId === body.proposalId) &&
          (body.state === undefined || p.state === body.state),
      );
      return Response.json({ proposals: list, totalCount: list.length });
    }
    if (url.endsWith('/votes/search')) return Response.json({ votes: [vote], totalCount: 1 });
    return Response.json({ error: 'Not Found', message: url }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(path: string, element: ReactNode, route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wallet = new WalletController({ loadBackend: async () => null, minVersion: '0.3.40' });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={en}>
        <WalletProvider controller={wallet}>
          <MemoryRouter initialEntries={[path]}>
            <Switch>
              <Route path={route}>{element}</Route>
            </Switch>
          </MemoryRouter>
        </WalletProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('proposals list', () => {
  it('shows number, summary, badge, progress and countdown; filters through the popup', async () => {
    proposals = [
      proposal(2, { description: 'not json', state: 'Failed' }),
      proposal(1, { state: 'Queued', executionTime: now + 90 }),
    ];
    renderAt('/dao/proposals', <ProposalsPage />, '/dao/proposals');
    const rows = await screen.findAllByTestId('proposal-row');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['2', '1']);
    expect(within(rows[0]!).getByTestId('proposal-link').textContent).toBe('Unknown title');
    expect(within(rows[0]!).getByTestId('proposal-state').getAttribute('data-tone')).toBe('red');
    expect(within(rows[0]!).queryByTestId('proposal-countdown')).toBeNull();
    expect(within(rows[1]!).getByTestId('proposal-state').getAttribute('data-tone')).toBe('yellow');
    expect(within(rows[1]!).getByTestId('proposal-countdown').getAttribute('data-kind')).toBe('toExecution');
    expect(within(rows[1]!).getByTestId('proposal-progress').getAttribute('data-for')).toBe('33');
    expect(within(rows[1]!).getByTestId('proposal-progress').getAttribute('data-against')).toBe('67');
    // no wallet: no your-votes panel
    expect(screen.queryByTestId('proposals-your-votes')).toBeNull();

    fireEvent.click(screen.getByTestId('proposals-filter-open'));
    const popup = await screen.findByTestId('proposals-filter');
    expect((within(popup).getByTestId('proposals-filter-apply') as HTMLButtonElement).disabled).toBe(true);
    expect((within(popup).getByTestId('proposals-filter-clear') as HTMLButtonElement).disabled).toBe(true);
    // the state select (Radix Select, loaded on first opening): opened, the Queued option chosen with Enter
    fireEvent.click(within(popup).getByTestId('proposals-filter-state'));
    fireEvent.keyDown(await screen.findByRole('option', { name: 'Queued' }), { key: 'Enter' });
    await waitFor(() => expect(within(popup).getByTestId('proposals-filter-state').textContent).toContain('Queued'));
    expect((within(popup).getByTestId('proposals-filter-apply') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(popup).getByTestId('proposals-filter-apply'));
    await waitFor(() => expect(screen.getAllByTestId('proposal-row')).toHaveLength(1));
    expect(bodies.at(-1)).toMatchObject({ state: 'Queued', limit: 10, offset: 0 });
    expect(screen.getByTestId('proposals-filter-count').textContent).toContain('1');

    fireEvent.click(screen.getByTestId('proposals-filter-open'));
    const again = await screen.findByTestId('proposals-filter');
    expect((within(again).getByTestId('proposals-filter-apply') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(again).getByTestId('proposals-filter-clear'));
    await waitFor(() => expect(screen.getAllByTestId('proposal-row')).toHaveLength(2));
    expect(screen.queryByTestId('proposals-filter-count')).toBeNull();
  }, 20_000);

  it("shows one card per proposal on a phone (below 640 px), with the rows' test ids and nothing in a table", async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width: 639.98px'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    proposals = [proposal(2, { state: 'Failed' }), proposal(1, { state: 'Queued', executionTime: now + 90 })];
    renderAt('/dao/proposals', <ProposalsPage />, '/dao/proposals');
    const rows = await screen.findAllByTestId('proposal-row');
    expect(rows.map((r) => r.tagName)).toEqual(['LI', 'LI']);
    expect(within(rows[0]!).getByTestId('proposal-link').textContent).toBe('Proposal 2');
    expect(within(rows[0]!).getByText('Status')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('proposal-state').getAttribute('data-tone')).toBe('yellow');
    expect(within(rows[1]!).getByTestId('proposal-countdown').getAttribute('data-kind')).toBe('toExecution');
    expect(document.querySelector('table')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('shows the error with Retry when the API fails', async () => {
    failing = true;
    renderAt('/dao/proposals', <ProposalsPage />, '/dao/proposals');
    const error = await screen.findByTestId('proposals-error');
    expect(error.textContent).toContain('no governance API');
    failing = false;
    proposals = [proposal(1)];
    fireEvent.click(screen.getByTestId('proposals-error-retry'));
    expect(await screen.findByTestId('proposal-row')).toBeTruthy();
  });
});

describe('proposal detail', () => {
  it('renders header, voting, timeline, sidebar and votes; the markdown is inert', async () => {
    proposals = [
      proposal(3, {
        description: JSON.stringify({
          title: 'Title <b>x</b>',
          link: 'https://forum.example.org/t/3',
          description:
            '# Head\n\n<script>window.__pwned = 1</script>\n\n![img](https://evil.example/x.png)\n\n[bad](javascript:alert(1)) [good](https://ok.example)\n\n<img src=x onerror="window.__pwned=1">',
        }),
      }),
    ];
    renderAt('/dao/proposals/3', <ProposalPage />, '/dao/proposals/:id');
    // while it loads, the heading is already there with the proposal's number
    expect((await screen.findByTestId('proposal-title')).textContent).toBe('Proposal #3');
    await waitFor(() => expect(screen.getByTestId('proposal-title').textContent).toBe('Title <b>x</b>'));
    expect(screen.getByTestId('proposal-state').getAttribute('data-state')).toBe('Active');
    expect(screen.getByTestId('proposal-countdown').getAttribute('data-kind')).toBe('toEnd');
    expect(screen.getByTestId('proposal-for-note').textContent).toBe('33% of the votes');
    expect(screen.getByTestId('proposal-timeline')).toBeTruthy();
    expect(screen.getByTestId('proposal-voting-delay').textContent).toContain('0 h 1 min');
    // no wallet: no actions
    expect(screen.getByTestId('proposal-actions-bar').children).toHaveLength(0);
    expect(screen.queryByTestId('proposal-vote-form')).toBeNull();

    const content = await screen.findByTestId('proposal-content');
    expect(content.querySelector('h1')?.textContent).toBe('Head');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')).toBeNull();
    expect(content.textContent).toContain('[img]');
    const links = [...content.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://ok.example']);
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    const votes = await screen.findAllByTestId('proposal-vote-row');
    expect(votes).toHaveLength(1);
    expect(votes[0]!.textContent).toContain('because');
  });

  it('shows page-not-found for an id the API does not know', async () => {
    proposals = [];
    renderAt('/dao/proposals/99', <ProposalPage />, '/dao/proposals/:id');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
