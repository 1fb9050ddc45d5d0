import { describe, expect, it } from 'vitest';
import { accountUrl, transactionUrl } from './explorer';

describe('explorer links', () => {
  it('fill the configured templates, escaping the value', () => {
    expect(transactionUrl('ab/cd', 'https://scan.example/tx/{hash}')).toBe('https://scan.example/tx/ab%2Fcd');
    expect(accountUrl(`0:${'a'.repeat(64)}`, 'https://scan.example/accounts/{address}')).toBe(
      `https://scan.example/accounts/0%3A${'a'.repeat(64)}`,
    );
  });

  it('default to the local network pages', () => {
    expect(transactionUrl('ff')).toBe('/devnet/transactions/ff');
    expect(accountUrl('0:1')).toBe('/devnet/accounts/0%3A1');
  });
});
