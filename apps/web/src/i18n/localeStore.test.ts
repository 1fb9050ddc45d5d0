// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocaleStore, readStoredLocale } from './localeStore';

describe('locale store', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to en and ignores unknown stored values', () => {
    expect(readStoredLocale(localStorage)).toBe('en');
    localStorage.setItem('lang', 'fr');
    expect(readStoredLocale(localStorage)).toBe('en');
    localStorage.setItem('lang', 'ja');
    expect(readStoredLocale(localStorage)).toBe('ja');
  });

  it('stores the choice under the key lang and notifies', () => {
    const store = createLocaleStore(localStorage, window);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setLocale('ko');
    expect(localStorage.getItem('lang')).toBe('ko');
    expect(store.getSnapshot()).toBe('ko');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows changes made in another tab (storage event)', () => {
    const store = createLocaleStore(localStorage, window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.setItem('lang', 'ja');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'ja' }));
    expect(store.getSnapshot()).toBe('ja');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    localStorage.setItem('lang', 'ko');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'ko' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("picks up another tab's change made before anything subscribed (the app's first render comes later)", () => {
    const store = createLocaleStore(localStorage, window);
    expect(store.getSnapshot()).toBe('en');
    // the other tab's storage event came while nothing listened
    localStorage.setItem('lang', 'ko');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'ko' }));
    store.subscribe(vi.fn());
    expect(store.getSnapshot()).toBe('ko');
  });

  it('survives a failing storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createLocaleStore(broken, null);
    expect(store.getSnapshot()).toBe('en');
    store.setLocale('ko');
    expect(store.getSnapshot()).toBe('ko');
  });
});
