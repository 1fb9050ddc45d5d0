/**
 * TIP-3 TokenFactory model (reference: tip3 `contracts/additional/TokenFactory.tsol`, as written up in
 * `shared/reference/limit-orders-builder.md` §3). `createToken` may be called by anyone and does not check the
 * attached value: it reserves 1 TYCHO, deploys a token root owned by the CALLER (not `remainingGasTo`) with 2 TYCHO,
 * emits `TokenCreated(tokenRoot)` and sends `onTokenRootDeployed(callId, tokenRoot)` to the caller with everything
 * not reserved (the surplus of the attached value leaks to the caller, as on the real network). With too little
 * value the deploy cannot be paid: the transaction aborts and the value bounces.
 */
import {
  TokenFactoryAbi,
  TokenFactoryAbiJson,
  TokenFactoryCallbacksAbiJson,
  TokenRootAbiJson,
  ZERO_ADDRESS,
} from '@tycho/abi';
import { packCell } from '../engine/codec';
import { Flag, TYCHO } from '../engine/constants';
import { ensure, type HandlerContext } from '../engine/types';
import { emitEvent, typedModel } from '../engine/typed-model';

/** Factory error codes (tip3 TokenFactory): 100 not the owner, 101 not the pending owner. */
export const TokenFactoryErrors = { NOT_OWNER: 100, NOT_PENDING_OWNER: 101 } as const;

export const TokenFactoryGas = {
  /** What the factory keeps (an absolute reserve). */
  FACTORY_RESERVE: TYCHO,
  /** What the new root is deployed with (it keeps 1 TYCHO and returns the rest to remainingGasTo). */
  DEPLOY_ROOT_VALUE: 2n * TYCHO,
} as const;

/**
 * A test-only fault of the factory's callback to one caller, for the builder's "not deployed" receipt: `drop` sends
 * the rest of the value without the callback (it never comes), `otherCallId` answers with another call id. Other
 * callers are not affected. None unless a server started with TEST_SWITCHES=on sets one
 * (`POST /devnet/test/token-factory-callback`); kept in memory only.
 */
export type TokenFactoryCallbackFault = 'none' | 'drop' | 'otherCallId';
const callbackFaults = new Map<string, TokenFactoryCallbackFault>();
export const setTokenFactoryCallbackFault = (caller: string, fault: TokenFactoryCallbackFault) => {
  if (fault === 'none') callbackFaults.delete(caller);
  else callbackFaults.set(caller, fault);
};

export interface TokenFactoryState {
  owner: string;
  pendingOwner: string;
  /** Code cells the owner can set (the devnet's roots and wallets are models: the cells are only remembered). */
  rootCode: string;
  walletCode: string;
  walletPlatformCode: string;
  /** Roots created so far (the nonce of the next root's address). */
  created: number;
}

type Ctx = HandlerContext<TokenFactoryState>;

const codeCell = (kind: string) => packCell([{ name: 'kind', type: 'string' }], { kind });

const onlyOwner = (ctx: Ctx) =>
  ensure(ctx.sender === ctx.state.owner && ctx.state.owner !== ZERO_ADDRESS, TokenFactoryErrors.NOT_OWNER);

export const TokenFactoryModel = typedModel<TokenFactoryState, typeof TokenFactoryAbi>({
  kind: 'TokenFactory',
  abi: TokenFactoryAbi,
  init: () => ({
    owner: ZERO_ADDRESS,
    pendingOwner: ZERO_ADDRESS,
    rootCode: codeCell('TokenRoot'),
    walletCode: codeCell('TokenWallet'),
    walletPlatformCode: codeCell('TokenWalletPlatform'),
    created: 0,
  }),
  handlers: {
    constructor(ctx, i) {
      ctx.state.owner = i._owner;
    },
    createToken(ctx, i) {
      const caller = ctx.sender ?? ZERO_ADDRESS;
      const s = ctx.state;
      ctx.reserve(TokenFactoryGas.FACTORY_RESERVE);
      // The real factory uses `now` as the root's nonce; the devnet counts roots instead, so two roots created in one
      // second never collide and the address of a seeded root is known in advance.
      const root = ctx.deploy(
        'TokenRoot',
        {
          name: i.name,
          symbol: i.symbol,
          decimals: Number(i.decimals),
          rootOwner: caller,
          deployer: ctx.self,
          randomNonce: s.created,
        },
        {
          value: TokenFactoryGas.DEPLOY_ROOT_VALUE,
          flag: Flag.SENDER_PAYS_FEES,
          bounce: true,
          call: {
            abi: TokenRootAbiJson,
            method: 'constructor',
            params: {
              initialSupplyTo: i.initialSupplyTo,
              initialSupply: i.initialSupply,
              deployWalletValue: i.deployWalletValue,
              mintDisabled: i.mintDisabled,
              burnByRootDisabled: i.burnByRootDisabled,
              burnPaused: i.burnPaused,
              remainingGasTo: i.remainingGasTo,
            },
          },
        },
      );
      s.created += 1;
      emitEvent(ctx, TokenFactoryAbi, 'TokenCreated', { tokenRoot: root });
      const fault = callbackFaults.get(caller) ?? 'none';
      if (fault === 'drop') {
        ctx.send({ to: caller, flag: Flag.ALL_NOT_RESERVED, bounce: false });
        return;
      }
      const callId = fault === 'otherCallId' ? (Number(i.callId) + 1) % 2 ** 32 : i.callId;
      ctx.send({
        to: caller,
        flag: Flag.ALL_NOT_RESERVED,
        bounce: false,
        call: {
          abi: TokenFactoryCallbacksAbiJson,
          method: 'onTokenRootDeployed',
          params: { callId, token_root: root },
        },
      });
    },
    transferOwner(ctx, i) {
      onlyOwner(ctx);
      ctx.state.pendingOwner = i.newOwner;
      ctx.answer(TokenFactoryAbiJson, 'transferOwner', Number(i.answerId), { value0: i.newOwner });
    },
    acceptOwner(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === s.pendingOwner && s.pendingOwner !== ZERO_ADDRESS, TokenFactoryErrors.NOT_PENDING_OWNER);
      s.owner = s.pendingOwner;
      s.pendingOwner = ZERO_ADDRESS;
      ctx.answer(TokenFactoryAbiJson, 'acceptOwner', Number(i.answerId), { value0: s.owner });
    },
    setRootCode(ctx, i) {
      onlyOwner(ctx);
      ctx.state.rootCode = i._rootCode;
    },
    setWalletCode(ctx, i) {
      onlyOwner(ctx);
      ctx.state.walletCode = i._walletCode;
    },
    setWalletPlatformCode(ctx, i) {
      onlyOwner(ctx);
      ctx.state.walletPlatformCode = i._walletPlatformCode;
    },
  },
  getters: {
    owner: (s) => ({ value0: s.owner }),
    pendingOwner: (s) => ({ value0: s.pendingOwner }),
    rootCode: (s) => ({ value0: s.rootCode }),
    walletCode: (s) => ({ value0: s.walletCode }),
    walletPlatformCode: (s) => ({ value0: s.walletPlatformCode }),
  },
});
