import { describe, expect, it } from 'vitest';
import { starPress } from './starPress';

const W = `0:${'1'.repeat(64)}`;

describe('starPress', () => {
  it('toggles for a connected wallet', () => {
    expect(starPress('connected', W)).toBe('toggle');
  });
  it('asks a visitor to connect', () => {
    expect(starPress('disconnected', undefined)).toBe('connect');
  });
  it('points a visitor without the extension to the install, an outdated one to the update', () => {
    expect(starPress('missing', undefined)).toBe('install');
    expect(starPress('outdated', undefined)).toBe('update');
  });
  it('waits while the wallet starts or connects', () => {
    expect(starPress('checking', undefined)).toBe('wait');
    expect(starPress('connecting', undefined)).toBe('wait');
    expect(starPress('connected', undefined)).toBe('wait');
  });
});
