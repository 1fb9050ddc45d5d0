import { describe, expectTypeOf, it } from 'vitest';
import type { tokenRootRoute, tokenRootsSearchRoute } from '../index';
import type { AnswerClashes, AnswerOf, OnlyOurs, OnlyTheirs, OptionalForUs, RequestClashes, RequestOf } from './fit';
import type { Tokens } from './reference';

/**
 * Token root API (`/api/tokens/v1`) against js-core's `useTokensApi` (`root_contract/root_address/:address`,
 * `root_contract/search`). Our names are the builder's own, not js-core's: the renames below are the mismatches a
 * profile pointing at the public token service must bridge (docs/endpoints.md).
 *
 * Each case pins how our shape and js-core's differ (see fit.ts): a comment says why for every difference; any
 * other change of either side fails `npm run typecheck`. Answers are our zod output, requests our zod input.
 */
describe('tokens API shapes against @broxus/js-core', () => {
  it('root', () => {
    type Ours = AnswerOf<typeof tokenRootRoute>;
    type Theirs = Tokens.TokenDetailsResponse;
    // renamed: address, owner and standard are js-core's rootAddress, rootOwnerAddress and tokenStandard; circulatingSupply is a project field
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'address' | 'owner' | 'standard' | 'circulatingSupply'>();
    // renamed (above); codeHash is not answered
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      'codeHash' | 'rootAddress' | 'rootOwnerAddress' | 'tokenStandard'
    >();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('search request', () => {
    type Ours = RequestOf<typeof tokenRootsSearchRoute>;
    type Theirs = Tokens.TokensSearchRequestParams;
    // renamed: js-core's tokenOwnerAddress
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'ownerAddress'>();
    // renamed (above); substring search is not taken
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'substring' | 'tokenOwnerAddress'>();
    expectTypeOf<RequestClashes<Ours, Theirs>>().toBeNever();
    // js-core's service requires limit and offset; our server defaults them (10 and 0), so a client meant for both always sends them
    expectTypeOf<OptionalForUs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset'>();
  });
  it('search answer', () => {
    type Ours = AnswerOf<typeof tokenRootsSearchRoute>;
    type Theirs = Tokens.TokensSearchResponse;
    // renamed: js-core's rootTokenContracts
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'tokens'>();
    // renamed (above); the page's limit and offset are not echoed
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<'limit' | 'offset' | 'rootTokenContracts'>();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
  it('search item', () => {
    type Ours = AnswerOf<typeof tokenRootsSearchRoute>['tokens'][number];
    type Theirs = Tokens.TokenDetailsResponse;
    // renamed: address, owner and standard are js-core's rootAddress, rootOwnerAddress and tokenStandard
    expectTypeOf<OnlyOurs<Ours, Theirs>>().toEqualTypeOf<'address' | 'owner' | 'standard'>();
    // renamed (above); codeHash is not answered
    expectTypeOf<OnlyTheirs<Ours, Theirs>>().toEqualTypeOf<
      'codeHash' | 'rootAddress' | 'rootOwnerAddress' | 'tokenStandard'
    >();
    expectTypeOf<AnswerClashes<Ours, Theirs>>().toBeNever();
  });
});
