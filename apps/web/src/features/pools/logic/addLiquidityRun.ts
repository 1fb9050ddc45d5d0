/**
 * One on-chain task of the add-liquidity forms (pair and N-pool, spec 4.8, 4.9, 4.12): connect the DEX account,
 * create the pool, connect it to the account, deposit a token to the account, or supply. Reads the gas, sends
 * through the wallet, waits until the effect shows on chain, re-syncs the form's data, then tells the user.
 * Framework-free: the hook passes the chain calls and the state and toast effects; this decides the order and
 * what "done" means for each task.
 */
import { sleep as realSleep } from '@/shared/lib/waitUntil';
import { depositAmount, isPairReady, poolConnectState, receivedLp, type SideInput } from './addLiquiditySteps';
import { addLiquidityGasOp, type LiquidityGasOp } from './gas';
import {
  liquidityPendingNotice,
  liquidityStepNotice,
  runLiquidityStep,
  type AddStepInfo,
  type LiquidityNotice,
  type LiquidityStepOutcome,
} from './liquidityStep';
import { formatLpBalance } from './poolMath';
import { RESYNC_DELAY_MS } from './removeLiquidityRun';

export type AddTask =
  | { op: 'deployAccount' }
  | { op: 'createPool' }
  | { op: 'connectPool' }
  | { op: 'deposit'; index: number }
  /** `callId`: the one the preview before signing ran with (the send then signs the same message). */
  | { op: 'supply'; callId?: string };

export interface AddLiquidityContext {
  /** The pool's token roots in the form's order. */
  roots: readonly string[];
  /** The form's sides (same order as `roots`). */
  sides: readonly (SideInput | undefined)[];
  lpRoot?: string;
  /** The LP balance before the task (smallest units). */
  lpBefore?: string;
  /** LP decimals, to show the LP received by a supply. */
  lpDecimals?: number;
  /** The LP token's symbol (the supply's success links the LP token). */
  lpSymbol?: string;
  /** The pool's name for the notifications, "QUBE/USDT". */
  poolName?: string;
  autoChange: boolean;
  /** Checks of the effect on chain (250 ms apart). */
  attempts: number;
}

/** The chain as one form sees it: its owner, DEX account and pool are bound in. */
export interface AddLiquidityChain {
  /** Each send answers the hash of the wallet's transaction. */
  deployAccount(gas: bigint): Promise<string>;
  createPool(gas: bigint): Promise<string>;
  connectPool(gas: bigint): Promise<string>;
  deposit(root: string, amount: bigint, gas: bigint): Promise<string>;
  supply(operations: { root: string; amount: bigint }[], gas: bigint, callId?: string): Promise<string>;
  readAccount(): Promise<{ deployed: boolean; balances: Readonly<Record<string, string>>; wallets: string[] }>;
  readPool(): Promise<{ deployed: boolean; settingUp?: boolean }>;
  /** The owner's LP balance; throws when the read fails. */
  readLpBalance(): Promise<string>;
}

export type AddLiquidityNotice = LiquidityNotice;

export interface AddLiquidityEffects {
  gas(op: LiquidityGasOp): Promise<bigint>;
  chain: AddLiquidityChain;
  /** Reads the account, the pool and the balances again (awaited before the form leaves its busy state). */
  refresh(): Promise<unknown>;
  /** The task is over; `supplied`: the amounts went into the pool (the form clears them in the same render). */
  finish(supplied: boolean): void;
  notify(notice: AddLiquidityNotice): void;
  sleep?: (ms: number) => Promise<void>;
}

const gasOpName = (task: AddTask) => (task.op === 'deposit' ? 'deposit' : task.op);

async function send(task: AddTask, ctx: AddLiquidityContext, chain: AddLiquidityChain, gas: bigint) {
  switch (task.op) {
    case 'deployAccount':
      return chain.deployAccount(gas);
    case 'createPool':
      return chain.createPool(gas);
    case 'connectPool':
      return chain.connectPool(gas);
    case 'deposit':
      return chain.deposit(ctx.roots[task.index]!, depositAmount(ctx.sides[task.index]!), gas);
    case 'supply':
      return chain.supply(
        ctx.roots.map((root, i) => ({ root, amount: ctx.sides[i]?.amount ?? 0n })),
        gas,
        task.callId,
      );
  }
}

/** Whether the task's effect shows on chain. */
async function done(task: AddTask, ctx: AddLiquidityContext, chain: AddLiquidityChain): Promise<boolean> {
  switch (task.op) {
    case 'supply':
      return (await chain.readLpBalance()) !== (ctx.lpBefore ?? '0');
    case 'createPool':
      return isPairReady(await chain.readPool());
    case 'deployAccount':
      return (await chain.readAccount()).deployed;
    case 'connectPool':
      return poolConnectState((await chain.readAccount()).wallets, [...ctx.roots, ctx.lpRoot], false) === 'connected';
    case 'deposit': {
      const root = ctx.roots[task.index]!;
      const balance = BigInt((await chain.readAccount()).balances[root.toLowerCase()] ?? '0');
      return balance >= (ctx.sides[task.index]?.amount ?? 0n);
    }
  }
}

/** What the notifications of a task name: the deposited token, the pool, the LP token. */
function stepInfo(task: AddTask, ctx: AddLiquidityContext): AddStepInfo {
  const op = gasOpName(task);
  if (task.op === 'deposit') return { op, symbol: ctx.sides[task.index]?.symbol, root: ctx.roots[task.index] };
  if (task.op === 'supply') return { op, root: ctx.lpRoot, lpSymbol: ctx.lpSymbol };
  return { op, pool: ctx.poolName };
}

export async function runAddLiquidity(
  task: AddTask,
  ctx: AddLiquidityContext,
  fx: AddLiquidityEffects,
): Promise<LiquidityStepOutcome> {
  const op = gasOpName(task);
  const info = stepInfo(task, ctx);
  const outcome = await runLiquidityStep({
    gas: () => fx.gas(addLiquidityGasOp(op, ctx.roots.length, ctx.autoChange)),
    send: (gas) => send(task, ctx, fx.chain, gas),
    onSent: () => fx.notify(liquidityPendingNotice(info)),
    done: () => done(task, ctx, fx.chain),
    attempts: ctx.attempts,
    sleep: fx.sleep,
  });
  if (outcome.kind !== 'settled') {
    fx.finish(false);
    fx.notify(liquidityStepNotice(outcome, info));
    return outcome;
  }
  const supplied = task.op === 'supply' && outcome.done;
  const lpAfter = supplied ? await fx.chain.readLpBalance().catch(() => ctx.lpBefore) : undefined;
  await (fx.sleep ?? realSleep)(RESYNC_DELAY_MS);
  await fx.refresh().catch((error: unknown) => console.warn('Sync pool user data error', error));
  fx.finish(supplied);
  // the forms offer a supply only once the LP decimals are known
  const lpText =
    supplied && ctx.lpDecimals !== undefined
      ? formatLpBalance(receivedLp(ctx.lpBefore, lpAfter).toString(), ctx.lpDecimals)
      : undefined;
  fx.notify(liquidityStepNotice(outcome, { ...info, receivedLp: lpText }));
  return outcome;
}

/** Whether a form's task can run: an owner with a DEX account, two tokens or more, and an N-pool's LP root known. */
export function mayRunAdd(
  kind: 'pair' | 'pool',
  s: { owner?: string; account?: string; roots: readonly string[]; lpRoot?: string },
) {
  return !!s.owner && !!s.account && s.roots.length >= 2 && (kind === 'pair' || !!s.lpRoot);
}

/**
 * What a finished task reads again before the form leaves its busy state (`awaited`: the DEX account, the pair and
 * the balances the next step is computed from) and what it only marks stale (`later`: the pool lists and pages, the
 * token picker's balances).
 */
export function addRefreshPlan(kind: 'pair' | 'pool', owner: string, walletBalanceKey: string) {
  return kind === 'pair'
    ? { refetchPair: true, awaited: [['chain', 'tokenBalance']], later: [['dex'], [walletBalanceKey]] }
    : {
        refetchPair: false,
        awaited: [['chain', 'tokenBalances', owner]],
        later: [['dex', 'pool'], [walletBalanceKey]],
      };
}
