import { describe, expect, it } from 'vitest';
import { tokenRootRoute, tokenRootsSearchRoute } from './root-contract';
import { upgradableTokensManifestSchema, tokenListSchema } from './token-lists';
import { A, B, C, expectFieldError, expectValid } from './test-support';

describe('GET /api/tokens/v1/root_contract/root_address/:address', () => {
  it('validates the address and the answer', () => {
    expectValid(tokenRootRoute.params, { address: A });
    expectFieldError(tokenRootRoute.params, { address: '' }, 'address');
    const info = {
      address: A,
      name: 'Tether',
      symbol: 'USDT',
      decimals: 6,
      owner: B,
      totalSupply: '1000000',
      standard: 'tip3.1',
      circulatingSupply: '250000',
    };
    expectValid(tokenRootRoute.response, info);
    const { circulatingSupply: _, ...withoutCirculating } = info;
    expectFieldError(tokenRootRoute.response, withoutCirculating, 'circulatingSupply');
    expectFieldError(tokenRootRoute.response, { ...info, decimals: 256 }, 'decimals');
    expectFieldError(
      tokenRootRoute.response,
      { ...info, totalSupply: (2n ** 128n).toString() },
      'totalSupply',
      /uint128/,
    );
  });
});

describe('POST /api/tokens/v1/root_contract/search', () => {
  it('validates the owner and the paging, with defaults', () => {
    expect(tokenRootsSearchRoute.body!.parse({ ownerAddress: A })).toEqual({ ownerAddress: A, limit: 10, offset: 0 });
    expectFieldError(tokenRootsSearchRoute.body!, { ownerAddress: 'Alice' }, 'ownerAddress');
    expectFieldError(tokenRootsSearchRoute.body!, { ownerAddress: A, limit: 0 }, 'limit');
    expectFieldError(tokenRootsSearchRoute.body!, { ownerAddress: A, offset: -1 }, 'offset');
    expectValid(tokenRootsSearchRoute.response, { tokens: [], totalCount: 0 });
  });
});

describe('static JSON shapes', () => {
  it('token list', () => {
    const list = {
      name: 'Tycho default',
      timestamp: '2026-11-22T08:00:00.000Z',
      version: { major: 1, minor: 0, patch: 3 },
      tokens: [
        {
          name: 'Tether',
          symbol: 'USDT',
          address: A,
          decimals: 6,
          logoURI: 'https://example.com/usdt.svg',
          vendor: 'bridge',
          verified: true,
        },
      ],
    };
    expectValid(tokenListSchema, list);
    expectFieldError(tokenListSchema, { ...list, timestamp: 'yesterday' }, 'timestamp');
    expectFieldError(
      tokenListSchema,
      { ...list, tokens: [{ ...list.tokens[0], address: 'USDT' }] },
      'tokens.0.address',
    );
    expectFieldError(
      tokenListSchema,
      { ...list, tokens: [{ ...list.tokens[0], verified: 'yes' }] },
      'tokens.0.verified',
    );
  });

  it('upgradable token manifest', () => {
    const manifest = {
      tokens: [{ rootV4: A, rootV5: B, proxy: C, symbol: 'QUBE', name: 'Qube', logoURI: 'https://example.com/q.svg' }],
    };
    expectValid(upgradableTokensManifestSchema, manifest);
    expectFieldError(
      upgradableTokensManifestSchema,
      { tokens: [{ ...manifest.tokens[0], proxy: undefined }] },
      'tokens.0.proxy',
    );
  });
});
