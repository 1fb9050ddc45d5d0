import { describe, expect, it } from 'vitest';
import { walletNotice, walletSlot } from './walletView';

const account = { address: '0:' + '1'.repeat(64), publicKey: 'ab' };

describe('walletSlot', () => {
  it('names one slot per provider state', () => {
    expect(walletSlot({ status: 'checking' })).toBe('checking');
    expect(walletSlot({ status: 'missing' })).toBe('install');
    expect(walletSlot({ status: 'outdated', version: '0.2.0' })).toBe('update');
    expect(walletSlot({ status: 'disconnected' })).toBe('connect');
    expect(walletSlot({ status: 'connecting' })).toBe('connecting');
    expect(walletSlot({ status: 'connected', account })).toBe('account');
  });

  it('does not show an account menu before the account is known', () => {
    expect(walletSlot({ status: 'connected' })).toBe('connecting');
  });
});

describe('walletNotice', () => {
  it('asks to install a missing extension and to update an outdated one', () => {
    expect(walletNotice({ status: 'missing' }, '0.3.0')).toEqual({ kind: 'install' });
    expect(walletNotice({ status: 'outdated', version: '0.2.1' }, '0.3.0')).toEqual({
      kind: 'update',
      version: '0.2.1',
      minVersion: '0.3.0',
    });
    expect(walletNotice({ status: 'outdated' }, '0.3.0')).toEqual({
      kind: 'update',
      version: '?',
      minVersion: '0.3.0',
    });
  });

  it('says nothing once the extension answers', () => {
    for (const status of ['checking', 'disconnected', 'connecting'] as const) {
      expect(walletNotice({ status }, '0.3.0')).toBeNull();
    }
    expect(walletNotice({ status: 'connected', account }, '0.3.0')).toBeNull();
  });
});
