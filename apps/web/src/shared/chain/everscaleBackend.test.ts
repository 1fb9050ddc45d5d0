// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProviderAnnounced, loadEverscaleBackend } from './everscaleBackend';

const loaded = vi.hoisted(() => ({ library: 0 }));
vi.mock('everscale-inpage-provider', () => {
  loaded.library += 1;
  return {
    hasEverscaleProvider: async () => window.__hasEverscaleProvider === true,
    ProviderRpcClient: class {},
    EverscaleProviderAdapter: class {},
    Address: class {},
  };
});

/** A window stand-in whose page is still loading until `load()` is called. */
function loadingWindow() {
  const target = new EventTarget() as EventTarget & {
    document: { readyState: string };
    __hasEverscaleProvider?: boolean;
  };
  target.document = { readyState: 'interactive' };
  return {
    target: target as unknown as Window,
    announce: () => (target.__hasEverscaleProvider = true),
    load: () => {
      target.document.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
  };
}

afterEach(() => {
  window.__hasEverscaleProvider = undefined;
});

describe('isProviderAnnounced', () => {
  it('waits for the page load, then reads the flag (an extension may announce itself late)', async () => {
    const page = loadingWindow();
    let answer: boolean | undefined;
    const pending = isProviderAnnounced(page.target).then((value) => (answer = value));
    await Promise.resolve();
    expect(answer).toBeUndefined();
    page.announce();
    page.load();
    await pending;
    expect(answer).toBe(true);
  });

  it('is false when the page has loaded without the flag', async () => {
    const page = loadingWindow();
    page.load();
    expect(await isProviderAnnounced(page.target)).toBe(false);
  });
});

describe('loadEverscaleBackend', () => {
  it('resolves null without downloading everscale-inpage-provider when no wallet is announced', async () => {
    expect(document.readyState).toBe('complete');
    expect(await loadEverscaleBackend(50)).toBeNull();
    expect(loaded.library).toBe(0);
  });
});
