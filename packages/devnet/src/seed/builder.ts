/**
 * Seed step: the TIP-3 token factory (owned by the giver) and two builder tokens, so a new user of the builder sees a
 * list: `BUILDER_OWNER` creates DEMO through the factory exactly as the app does (5 TYCHO, no initial supply), then
 * mints to itself and to another account; Dave, the account that holds a position of every kind (the portfolio's
 * browser test), creates a second one. Addresses: `tokenFactory`, `builder:<SYMBOL>`. Builder tokens are not in
 * the token list (like any token a user creates).
 */
import { TokenFactoryAbiJson, TokenRootAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL, sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deployViaGiver, type SeedContext, type SeedStep } from './steps';
import { units } from './tokens';

/** The dev account that owns the seeded builder token (the builder's browser tests use fresh wallets). */
export const BUILDER_OWNER = 'Heidi';

export const BUILDER_TOKEN = { name: 'Builder Demo', symbol: 'DEMO', decimals: 6 } as const;

interface SeedBuilderToken {
  owner: string;
  token: { name: string; symbol: string; decimals: number };
  /** Whole tokens minted by the owner: to whom, how many. */
  mints: [string, number][];
}

/** In creation order (the devnet factory numbers its roots: the nonce of the n-th root is n). */
const BUILDER_TOKENS: SeedBuilderToken[] = [
  {
    owner: BUILDER_OWNER,
    token: BUILDER_TOKEN,
    mints: [
      [BUILDER_OWNER, 1_000_000],
      ['Grace', 2_500],
    ],
  },
  { owner: 'Dave', token: { name: 'Dave Points', symbol: 'DAVE', decimals: 4 }, mints: [['Dave', 50_000]] },
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
    for (const [nonce, seeded] of BUILDER_TOKENS.entries()) {
      ctx.addresses[`builder:${seeded.token.symbol}`] = await createAndMint(ctx, factory, seeded, nonce, account);
    }
  },
};

/** Creates a builder token as the app does and mints its seeded amounts; answers the root's address. */
async function createAndMint(
  ctx: SeedContext,
  factory: string,
  seeded: SeedBuilderToken,
  nonce: number,
  account: (name: string) => string,
) {
  const owner = account(seeded.owner);
  const created = await ctx.devnet.sendFrom(owner, factory, {
    value: CREATE_TOKEN_VALUE,
    bounce: true,
    call: {
      abi: TokenFactoryAbiJson,
      method: 'createToken',
      params: {
        callId: 1,
        ...seeded.token,
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
  // The factory's n-th root (its nonce is the factory's count of roots). Seeding commits at the end, so the root
  // cannot be read back here: the builder test checks it.
  const root = ctx.devnet.addressOf('TokenRoot', {
    ...seeded.token,
    rootOwner: owner,
    deployer: factory,
    randomNonce: nonce,
  });
  for (const [name, whole] of seeded.mints) {
    const sent = await ctx.devnet.sendFrom(owner, root, {
      value: (6n * TYCHO) / 10n,
      bounce: true,
      call: {
        abi: TokenRootAbiJson,
        method: 'mint',
        params: {
          amount: units(whole, seeded.token.decimals),
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
  return root;
}
