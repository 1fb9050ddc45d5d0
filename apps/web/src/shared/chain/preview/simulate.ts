/**
 * Runs the message the app is about to send through the wallet's `executeLocal`, from the user's account, and
 * follows every internal out-message to its destination (the state a previous local run produced, else the
 * chain's), bounces included, breadth first as the network queues them. Only everscale-inpage-provider methods are
 * used (through PreviewRpc), so any wallet that implements them previews the same way.
 */
import type {
  ChainState,
  FailedStep,
  NativeFlow,
  PreviewResult,
  PreviewRpc,
  SimulatedStep,
  TokenChange,
  WalletCall,
} from './types';

export const PREVIEW_LIMITS = { depth: 16, messages: 60 } as const;

/** The wallet's answer for a method it does not have (everscale-inpage-provider's METHOD_NOT_FOUND). */
const METHOD_NOT_FOUND = 4;

interface Pending {
  address: string;
  depth: number;
  sender: string;
  amount: string;
  bounce: boolean;
  bounced: boolean;
  body?: string;
}

export interface PreviewInput {
  owner: string;
  publicKey: string;
  call: WalletCall;
  /** Other owners whose TIP-3 balance changes are shown too (the action's counterparty: a mint's recipient). */
  watch?: readonly string[];
  limits?: { depth: number; messages: number };
}

export async function simulate(rpc: PreviewRpc, input: PreviewInput): Promise<PreviewResult> {
  try {
    return await run(rpc, input);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === METHOD_NOT_FOUND) return { kind: 'unavailable' };
    const message = (error as { message?: unknown } | null)?.message;
    return { kind: 'error', message: typeof message === 'string' ? message : String(error) };
  }
}

async function run(rpc: PreviewRpc, { owner, publicKey, call, watch = [], limits = PREVIEW_LIMITS }: PreviewInput) {
  const initial = new Map<string, ChainState | undefined>();
  const current = new Map<string, ChainState | undefined>();
  const stateOf = async (address: string) => {
    if (current.has(address)) return current.get(address);
    if (!initial.has(address)) initial.set(address, await rpc.getFullContractState(address));
    return initial.get(address);
  };
  await stateOf(owner);
  const first = await rpc.executeLocal({ kind: 'wallet', address: owner, publicKey, call });
  current.set(owner, first.newState);
  const steps: SimulatedStep[] = [{ address: owner, depth: 0, transaction: first.transaction }];
  const queue: Pending[] = outOf(owner, 1, first.transaction.outMessages);
  while (queue.length) {
    const next = queue.shift()!;
    if (next.depth > limits.depth) return { kind: 'incomplete', reason: 'depth' } as const;
    if (steps.length >= limits.messages) return { kind: 'incomplete', reason: 'messages' } as const;
    const state = await stateOf(next.address);
    // a message to an account without code: the provider's message shape carries no state init, so a deploy
    // cannot be told from a plain transfer or a bounce
    if (!state?.isDeployed) return { kind: 'incomplete', reason: 'deploy', address: next.address } as const;
    const local = await rpc.executeLocal({ kind: 'internal', cachedState: state, ...next });
    current.set(next.address, local.newState);
    steps.push({ address: next.address, depth: next.depth, sender: next.sender, transaction: local.transaction });
    queue.push(...outOf(next.address, next.depth + 1, local.transaction.outMessages));
  }
  const tokens = await tokenChanges(rpc, owner, watch, initial, current);
  return {
    kind: 'done',
    tokens,
    native: nativeFlow(owner, call.amount, steps, initial.get(owner), current.get(owner)),
    failure: firstFailure(steps),
    steps,
  } as const;
}

function outOf(sender: string, depth: number, messages: SimulatedStep['transaction']['outMessages']): Pending[] {
  return messages.flatMap((m) =>
    m.dst
      ? [{ address: m.dst, depth, sender, amount: m.value, bounce: m.bounce, bounced: m.bounced, body: m.body }]
      : [],
  );
}

/** The account's coin: attached, what came back, the balance decrease, the fees of the whole tree. */
export function nativeFlow(
  owner: string,
  attached: bigint,
  steps: SimulatedStep[],
  before: ChainState | undefined,
  after: ChainState | undefined,
): NativeFlow {
  let returned = 0n;
  let fees = 0n;
  for (const step of steps) {
    fees += BigInt(step.transaction.totalFees);
    if (step.depth > 0 && step.address === owner) returned += BigInt(step.transaction.inMessage.value);
  }
  const spent = BigInt(before?.balance ?? '0') - BigInt(after?.balance ?? before?.balance ?? '0');
  return { attached, returned, spent, fees };
}

/** TVM Solidity's exit code for a constructor sent to an account that already runs the contract. */
const ALREADY_DEPLOYED = 51;

/**
 * TIP-3's deploy-if-missing: a root or wallet sends `new TokenWallet{...}()` and, in the same transaction, its call
 * to that wallet. When the wallet exists the constructor is refused (51) and its coin bounces back; the call that
 * follows goes through. The chain always does this (a vault's wrap mints with a deploy value), so it is no failure.
 */
function deployOfExisting(step: SimulatedStep, steps: SimulatedStep[]): boolean {
  if (step.transaction.exitCode !== ALREADY_DEPLOYED || step.sender === undefined) return false;
  return steps.some(
    (other) =>
      other !== step &&
      !other.transaction.aborted &&
      other.sender === step.sender &&
      other.address === step.address &&
      other.depth === step.depth,
  );
}

/** The first aborted transaction of the tree (what bounces), leaving out deploys of wallets that exist. */
export function firstFailure(steps: SimulatedStep[]): FailedStep | undefined {
  const index = steps.findIndex((s) => s.transaction.aborted && !deployOfExisting(s, steps));
  if (index < 0) return undefined;
  const { address, transaction } = steps[index];
  return { address, index: index + 1, exitCode: transaction.exitCode, resultCode: transaction.resultCode };
}

/** The TIP-3 wallets of the user (and of the watched owners) the tree touched, with their balances before and after. */
async function tokenChanges(
  rpc: PreviewRpc,
  owner: string,
  watch: readonly string[],
  initial: Map<string, ChainState | undefined>,
  current: Map<string, ChainState | undefined>,
): Promise<TokenChange[]> {
  const watchedSet = new Set(watch.map((w) => w.toLowerCase()));
  const found = await Promise.all(
    [...current].map(async ([address, after]): Promise<TokenChange | undefined> => {
      const before = initial.get(address);
      if (address === owner || !after?.isDeployed || !before?.isDeployed) return undefined;
      const next = await rpc.tokenWallet(address, after);
      if (!next) return undefined;
      const mine = next.owner.toLowerCase() === owner.toLowerCase();
      if (!mine && !watchedSet.has(next.owner.toLowerCase())) return undefined;
      const previous = await rpc.tokenWallet(address, before);
      const info = await rpc.tokenInfo(next.root);
      const change = { root: next.root, ...info, before: previous?.balance ?? 0n, after: next.balance };
      return mine ? change : { ...change, owner: next.owner };
    }),
  );
  return found.filter((c): c is TokenChange => c !== undefined && c.before !== c.after);
}
