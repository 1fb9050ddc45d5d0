/**
 * The operations of the TIP-3 differential test, their random generators, and how a call and its trace are put in
 * side-independent terms (roles instead of addresses) so the devnet's model and the real contract can be compared.
 */
import fc from 'fast-check';
import * as nt from 'nekoton-wasm/node';
import { TokenCallbacksAbiJson, TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { EMPTY_CELL } from '../../src/engine/codec';
import { TYCHO } from '../../src/engine/constants';
import type { Trace } from './tvm-chain';

export const ROLES = ['A', 'B', 'C'] as const;
export type Role = (typeof ROLES)[number];
export type Who = Role | 'zero';
/** An amount, or the current balance of the wallet it is taken from (`all`), or one more than that. */
export type AmountSpec = bigint | 'all' | 'all+1';

export interface DeployOp {
  op: 'deploy';
  caller: Role;
  decimals: number;
  initialSupplyTo: Who;
  initialSupply: bigint;
  deployWalletValue: bigint;
  mintDisabled: boolean;
  burnByRootDisabled: boolean;
  burnPaused: boolean;
}

/**
 * Who calls: a role, or (more often) `likely`, the one most likely to succeed, resolved when the step runs: the root's
 * owner for root calls, the largest holder for wallet calls.
 */
export type Actor = Role | 'likely';
type TokenOp = { actor: Actor; token: number };
export type Op =
  | DeployOp
  | (TokenOp & { op: 'mint'; recipient: Who; amount: AmountSpec; deployWalletValue: bigint; notify: boolean })
  | (TokenOp & { op: 'transfer'; recipient: Who; amount: AmountSpec; deployWalletValue: bigint; notify: boolean })
  | (TokenOp & { op: 'burn'; amount: AmountSpec; callbackTo: Who })
  | (TokenOp & { op: 'burnByRoot'; walletOwner: Who; amount: AmountSpec; callbackTo: Who })
  | (TokenOp & { op: 'transferOwnership'; newOwner: Who; callback: 'none' | 'gasOwner' | Role })
  | (TokenOp & { op: 'setBurnPaused'; paused: boolean })
  | (TokenOp & { op: 'disableMint' | 'disableBurnByRoot' });

/** What every call carries (gas is not modelled by the devnet: enough for any of these operations). */
export const CALL_VALUE = 2n * TYCHO;
/** What a transferOwnership callback to a third party carries. */
export const CALLBACK_VALUE = TYCHO / 10n;

const role = fc.constantFrom<Role>(...ROLES);
const who = fc.oneof({ arbitrary: role, weight: 6 }, { arbitrary: fc.constant<Who>('zero'), weight: 1 });
/** A switch that is mostly off (so most operations are not simply refused). */
const rarely = fc.constantFrom(false, false, false, true);
const amount: fc.Arbitrary<AmountSpec> = fc.oneof(
  { arbitrary: fc.bigInt(1n, 3_000n), weight: 6 },
  { arbitrary: fc.constantFrom<AmountSpec>('all', 'all+1', 0n), weight: 2 },
);
const deployWalletValue = fc.constantFrom(0n, TYCHO / 5n, TYCHO / 5n);
const tokenOp = fc.record({
  actor: fc.oneof({ arbitrary: role, weight: 2 }, { arbitrary: fc.constant<Actor>('likely'), weight: 3 }),
  token: fc.nat(3),
});

export const deployOp: fc.Arbitrary<DeployOp> = fc.record({
  op: fc.constant('deploy' as const),
  caller: role,
  decimals: fc.integer({ min: 0, max: 18 }),
  initialSupplyTo: who,
  initialSupply: fc.oneof(fc.constant(0n), fc.bigInt(1n, 5_000n)),
  deployWalletValue,
  mintDisabled: rarely,
  burnByRootDisabled: rarely,
  burnPaused: rarely,
});

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: deployOp, weight: 1 },
  {
    weight: 4,
    arbitrary: fc
      .tuple(tokenOp, who, amount, deployWalletValue, fc.boolean())
      .map(([t, recipient, a, dwv, notify]) => ({
        ...t,
        op: 'mint' as const,
        recipient,
        amount: a,
        deployWalletValue: dwv,
        notify,
      })),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(tokenOp, who, amount, deployWalletValue, fc.boolean())
      .map(([t, recipient, a, dwv, notify]) => ({
        ...t,
        op: 'transfer' as const,
        recipient,
        amount: a,
        deployWalletValue: dwv,
        notify,
      })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(tokenOp, amount, who)
      .map(([t, a, callbackTo]) => ({ ...t, op: 'burn' as const, amount: a, callbackTo })),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(tokenOp, who, amount, who).map(([t, walletOwner, a, callbackTo]) => ({
      ...t,
      op: 'burnByRoot' as const,
      walletOwner,
      amount: a,
      callbackTo,
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(tokenOp, who, fc.constantFrom<'none' | 'gasOwner' | Role>('none', 'gasOwner', ...ROLES))
      .map(([t, newOwner, callback]) => ({ ...t, op: 'transferOwnership' as const, newOwner, callback })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(tokenOp, fc.boolean()).map(([t, paused]) => ({ ...t, op: 'setBurnPaused' as const, paused })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(tokenOp, fc.constantFrom('disableMint' as const, 'disableBurnByRoot' as const))
      .map(([t, name]) => ({ ...t, op: name })),
  },
);

/** A sequence: a first deploy, then any operations (token indexes wrap around the tokens deployed so far). */
export const sequenceArb = (maxOps: number) =>
  fc.tuple(deployOp, fc.array(opArb, { minLength: 1, maxLength: maxOps })).map(([first, rest]) => [first, ...rest]);

/** A call a user makes: to a root or to its own wallet of a root. */
export interface Call {
  actor: Role;
  to: { root: number } | { wallet: number; owner: Role };
  abi: string;
  method: string;
  params: Record<string, unknown>;
}

/** Resolves `all` against the balance of the wallet the amount comes from. */
const resolve = (spec: AmountSpec, balance: bigint): bigint =>
  spec === 'all' ? balance : spec === 'all+1' ? balance + 1n : spec;

/**
 * The call of a token operation with addresses from `addr`; `balanceOf` gives a role's current balance of the token
 * (for `all` amounts). Both sides get the same call with their own addresses.
 */
export function callOf(
  o: Exclude<Op, DeployOp> & { actor: Role },
  token: number,
  addr: (w: Who) => string,
  balanceOf: (owner: Role) => bigint,
): Call {
  const gasTo = addr(o.actor);
  const root = { root: token };
  switch (o.op) {
    case 'mint':
      return {
        actor: o.actor,
        to: root,
        abi: TokenRootAbiJson,
        method: 'mint',
        params: {
          amount: resolve(o.amount, o.recipient === 'zero' ? 0n : balanceOf(o.recipient)),
          recipient: addr(o.recipient),
          deployWalletValue: o.deployWalletValue,
          remainingGasTo: gasTo,
          notify: o.notify,
          payload: EMPTY_CELL,
        },
      };
    case 'transfer':
      return {
        actor: o.actor,
        to: { wallet: token, owner: o.actor },
        abi: TokenWalletAbiJson,
        method: 'transfer',
        params: {
          amount: resolve(o.amount, balanceOf(o.actor)),
          recipient: addr(o.recipient),
          deployWalletValue: o.deployWalletValue,
          remainingGasTo: gasTo,
          notify: o.notify,
          payload: EMPTY_CELL,
        },
      };
    case 'burn':
      return {
        actor: o.actor,
        to: { wallet: token, owner: o.actor },
        abi: TokenWalletAbiJson,
        method: 'burn',
        params: {
          amount: resolve(o.amount, balanceOf(o.actor)),
          remainingGasTo: gasTo,
          callbackTo: addr(o.callbackTo),
          payload: EMPTY_CELL,
        },
      };
    case 'burnByRoot':
      return {
        actor: o.actor,
        to: root,
        abi: TokenRootAbiJson,
        method: 'burnTokens',
        params: {
          amount: resolve(o.amount, o.walletOwner === 'zero' ? 0n : balanceOf(o.walletOwner)),
          walletOwner: addr(o.walletOwner),
          remainingGasTo: gasTo,
          callbackTo: addr(o.callbackTo),
          payload: EMPTY_CELL,
        },
      };
    case 'transferOwnership': {
      const dest = o.callback === 'none' ? undefined : o.callback === 'gasOwner' ? gasTo : addr(o.callback);
      return {
        actor: o.actor,
        to: root,
        abi: TokenRootAbiJson,
        method: 'transferOwnership',
        params: {
          newOwner: addr(o.newOwner),
          remainingGasTo: gasTo,
          callbacks: dest ? [[dest, { value: CALLBACK_VALUE, payload: EMPTY_CELL }]] : [],
        },
      };
    }
    case 'setBurnPaused':
      return {
        actor: o.actor,
        to: root,
        abi: TokenRootAbiJson,
        method: 'setBurnPaused',
        params: { answerId: 0, paused: o.paused },
      };
    case 'disableMint':
    case 'disableBurnByRoot':
      return { actor: o.actor, to: root, abi: TokenRootAbiJson, method: o.op, params: { answerId: 0 } };
  }
}

const ABIS = [TokenRootAbiJson, TokenWalletAbiJson, TokenCallbacksAbiJson].map((abi) => ({
  abi,
  names: (JSON.parse(abi) as { functions: { name: string }[] }).functions.map((f) => f.name),
}));
const EMPTY_HASH = nt.getBocHash(EMPTY_CELL);

const ID = [{ name: 'id', type: 'uint32' }];

/** A call's function and amount, when it carries one: `acceptMint(5)`. */
const callText = (method: string, input: Record<string, unknown>) =>
  input.amount === undefined ? method : `${method}(${String(input.amount)})`;

/** What a message is: a bounce, plain coins, a responsible answer (id 0, by body), or the call it carries. */
function kindOf(m: { bounced: boolean; body?: string }): string {
  if (m.bounced) return 'bounced';
  if (!m.body || nt.getBocHash(m.body) === EMPTY_HASH) return 'coins';
  for (const { abi, names } of ABIS) {
    try {
      const decoded = nt.decodeInput(m.body, abi, names, true);
      if (decoded) return callText(decoded.method, decoded.input as Record<string, unknown>);
    } catch {
      // not a call of this ABI
    }
  }
  // Answers to answerId 0 (the root's setters answer their new value): same body on both sides.
  if (String(nt.unpackFromCell(ID, m.body, true).id) === '0') return `answer ${nt.getBocHash(m.body)}`;
  return 'unknown';
}

const isToken = (label: string) => label.startsWith('root') || label.startsWith('wallet');

/**
 * A trace in role terms, as a sorted list: every transaction of a root or wallet (which call, aborted with which
 * exit code) and every message a root or wallet sent to a user. Sorted: the two queues may interleave siblings
 * differently, what happened must be the same.
 */
export function normalize(trace: Trace, label: (address: string | undefined) => string): string[] {
  const events: string[] = [];
  for (const tx of trace.transactions) {
    const at = label(tx.account);
    if (!isToken(at)) continue;
    const result = tx.aborted ? `aborted(${tx.exitCode ?? 'no compute'})` : 'ok';
    events.push(`${at} ${kindOf(tx.inMessage)} from ${label(tx.inMessage.src)}: ${result}`);
  }
  for (const m of trace.delivered) {
    const from = label(m.src);
    if (isToken(from)) events.push(`${label(m.dst)} got ${kindOf(m)} from ${from}`);
  }
  return events.sort();
}
