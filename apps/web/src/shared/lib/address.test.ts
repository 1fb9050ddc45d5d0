import { ZERO_ADDRESS } from '@tycho/abi';
import { describe, expect, it } from 'vitest';
import { isAddress, shortenAddress } from './address';
import { areParamsValid, isValidParam, parseIntParam } from './routeParams';
import { compareVersions, isVersionAtLeast } from './version';

const HEX64 = '0123456789abcdefABCDEF0123456789abcdef0123456789abcdef0123456789';

describe('isAddress', () => {
  it('accepts 0: followed by 64 hex characters', () => {
    expect(isAddress(`0:${HEX64}`)).toBe(true);
    expect(isAddress(ZERO_ADDRESS)).toBe(true);
  });
  it('rejects everything else', () => {
    expect(isAddress(`-1:${HEX64}`)).toBe(false);
    expect(isAddress(`1:${HEX64}`)).toBe(false);
    expect(isAddress(`0:${HEX64.slice(1)}`)).toBe(false);
    expect(isAddress(`0:${HEX64}0`)).toBe(false);
    expect(isAddress(`0:${HEX64.slice(1)}g`)).toBe(false);
    expect(isAddress(` 0:${HEX64}`)).toBe(false);
    expect(isAddress(`0:${HEX64}\n`)).toBe(false);
    expect(isAddress(HEX64)).toBe(false);
    expect(isAddress('')).toBe(false);
    expect(isAddress(undefined)).toBe(false);
    expect(isAddress(42)).toBe(false);
  });
  it('shortens', () => {
    expect(shortenAddress(`0:${HEX64}`)).toBe('0:0123...6789');
  });
});

describe('route params', () => {
  it('parses base-10 integers only', () => {
    expect(parseIntParam('0')).toBe(0);
    expect(parseIntParam('42')).toBe(42);
    expect(parseIntParam('007')).toBe(7);
    expect(parseIntParam('-1')).toBeNull();
    expect(parseIntParam('1.5')).toBeNull();
    expect(parseIntParam('0x10')).toBeNull();
    expect(parseIntParam('1e3')).toBeNull();
    expect(parseIntParam('99999999999999999999')).toBeNull();
  });
  it('validates each kind', () => {
    expect(isValidParam('address', `0:${HEX64}`)).toBe(true);
    expect(isValidParam('address', 'combined')).toBe(false);
    expect(isValidParam('int', '12')).toBe(true);
  });
  it('accepts absent optional params', () => {
    expect(areParamsValid({ a: 'address', b: 'address' }, { a: `0:${HEX64}` })).toBe(true);
    expect(areParamsValid({ a: 'address' }, { a: 'nope' })).toBe(false);
    expect(areParamsValid(undefined, { a: 'nope' })).toBe(true);
  });
});

describe('versions', () => {
  it('compares numerically', () => {
    expect(compareVersions('0.3.40', '0.3.40')).toBe(0);
    expect(compareVersions('0.3.39', '0.3.40')).toBe(-1);
    expect(compareVersions('0.3.100', '0.3.40')).toBe(1);
    expect(compareVersions('0.4', '0.3.40')).toBe(1);
    expect(compareVersions('v1.0.0', '0.9.9')).toBe(1);
    expect(isVersionAtLeast('0.3.40', '0.3.40')).toBe(true);
    expect(isVersionAtLeast('0.2.99', '0.3.40')).toBe(false);
  });
});
