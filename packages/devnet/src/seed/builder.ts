/**
 * Seed step: the TIP-3 token factory (owned by the giver) and one builder token, so a new user of the builder sees a
 * list: `BUILDER_OWNER` creates it through the factory exactly as the app does (5 TYCHO, no initial supply), then
 * mints to itself and to another account. Addresses: `tokenFactory`, `builder:<SYMBOL>`. Builder tokens are not
 * in the token list (like any token a user creates).
 */
import { TokenFactoryAbiJson, TokenRootAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL, sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deployViaGiver, type SeedStep } from './steps';
import { units } from './tokens';

/** The dev account that owns the seeded builder token (the builder's browser tests use fresh wallets). */
export const BUILDER_OWNER = 'Heidi';

export const BUILDER_TOKEN = { name: 'Builder Demo', symbol: 'DEMO', decimals: 6 } as const;

/** Whole DEMO tokens minted: to the owner, and to a second holder. */
const MINTS: [string, number][] = [
  [BUILDER_OWNER, 1_000_000],
  ['Grace', 2_500],
];

/** What the app attaches to `createToken` (spec 9) and to `mint` (0.6 TYCHO with 0.1 to deploy the wallet). */
export const CREATE_TOKEN_VALUE = 5n * TYCHO;

export const builderStep: SeedStep = {
  name: 'token factory and a builder token',
  async run(ctx) {
    const factory = await deployViaGiver(
      ctx,
      'TokenFactory',
      { randomNonce: sha256(`${ctx.seed}:token-factory`) },
      2n * TYCHO,
      { abi: TokenFactoryAbiJson, params: { _owner: ctx.giver } },
    );
    ctx.addresses.tokenFactory = factory;
    const account = (name: string) => {
      const found = ctx.devAccounts.find((a) => a.name === name);
      if (!found) throw new Error(`builder seed: no dev account ${name}`);
      return found.address;
    };
    const owner = account(BUILDER_OWNER);
    const created = await ctx.devnet.sendFrom(owner, factory, {
      value: CREATE_TOKEN_VALUE,
      bounce: true,
      call: {
        abi: TokenFactoryAbiJson,
        method: 'createToken',
        params: {
          callId: 1,
          ...BUILDER_TOKEN,
          initialSupplyTo: ZERO_ADDRESS,
          initialSupply: 0,
          deployWalletValue: 0,
          mintDisabled: false,
          burnByRootDisabled: false,
          burnPaused: false,
          remainingGasTo: owner,
        },
      },
    });
    await created.settled;
    // The factory's first root (its nonce is the factory's count of roots). Seeding commits at the end, so the root
    // cannot be read back here: the builder test checks it.
    const root = ctx.devnet.addressOf('TokenRoot', {
      ...BUILDER_TOKEN,
      rootOwner: owner,
      deployer: factory,
      randomNonce: 0,
    });
    ctx.addresses[`builder:${BUILDER_TOKEN.symbol}`] = root;
    for (const [name, whole] of MINTS) {
      const sent = await ctx.devnet.sendFrom(owner, root, {
        value: (6n * TYCHO) / 10n,
        bounce: true,
        call: {
          abi: TokenRootAbiJson,
          method: 'mint',
          params: {
            amount: units(whole, BUILDER_TOKEN.decimals),
            recipient: account(name),
            deployWalletValue: TYCHO / 10n,
            remainingGasTo: owner,
            notify: false,
            payload: EMPTY_CELL,
          },
        },
      });
      await sent.settled;
    }
  },
};
