import { describe, expect, it } from 'vitest';
import { proposalTitle } from './proposals';

describe('proposalTitle', () => {
  it('reads the JSON object the app writes and the older JSON list', () => {
    expect(proposalTitle(JSON.stringify({ title: 'A', link: 'l', description: 'd' }))).toBe('A');
    expect(proposalTitle(JSON.stringify(['B', 'l', 'd']))).toBe('B');
  });
  it('has no title for plain text, other JSON or a non-string title', () => {
    expect(proposalTitle('# Heading')).toBe('');
    expect(proposalTitle('null')).toBe('');
    expect(proposalTitle('42')).toBe('');
    expect(proposalTitle(JSON.stringify({ title: 7 }))).toBe('');
  });
});
