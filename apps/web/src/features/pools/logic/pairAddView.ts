/**
 * The pair add-liquidity page's wiring decisions (spec 4.8) around `pairForm`: which roots are chosen, each side's
 * decimals and symbol, the pool's kind from the API, the DEX account deposit the button offers (for its preview
 * before signing), what the button does, and whether the form still waits for its data. Pure: `usePairAddLiquidity`
 * reads the sources and calls these.
 */
import type { AddTask } from './addLiquidityRun';
import type { PairForm } from './addLiquidityForm';
import { taskOfAction } from './addLiquidityForm';
import { depositAmount } from './addLiquiditySteps';
import { isSamePair, type PairRoute } from './pairRoute';
import { shownSymbol, type PairTokenView } from './pairTokens';

type Pair<T> = readonly [T, T];

const NO_ROOTS: string[] = [];

/** The two roots once both are chosen (the same empty list otherwise), and whether they are one token. */
export function pairChoice(route: PairRoute): { roots: string[]; samePair: boolean } {
  const { left, right } = route;
  return { roots: left && right ? [left, right] : NO_ROOTS, samePair: isSamePair(route) };
}

/** Each side's decimals (undefined while unknown or with no token chosen: never a default). */
export function sideDecimals(
  route: PairRoute,
  known: ReadonlyMap<string, number | undefined>,
): [number | undefined, number | undefined] {
  return [route.left ? known.get(route.left) : undefined, route.right ? known.get(route.right) : undefined];
}

/** Each side's shown symbol. */
export function sideSymbols(tokens: Pair<PairTokenView | undefined>): readonly [string, string] {
  return [shownSymbol(tokens[0]), shownSymbol(tokens[1])];
}

/** The pool's kind from the API: known once the pool is found or known to be missing; stable or not. */
export function poolTypeOf(api: { pool?: { meta: { poolType: string } }; missing: boolean }) {
  return { known: !!api.pool || api.missing, stable: api.pool?.meta.poolType === 'stable' };
}

/** The deposit into the DEX account the button runs next, to preview before signing; undefined when it runs none. */
export function nextDeposit(s: {
  owner: string | undefined;
  account: { address: string; deployed: boolean } | undefined;
  roots: readonly string[];
  form: Pick<PairForm, 'step' | 'sides'>;
}): { owner: string; account: string; root: string; amount: bigint } | undefined {
  const task = s.form.step.disabled ? undefined : taskOfAction(s.form.step.action);
  if (!s.owner || !s.account?.deployed || task?.op !== 'deposit') return undefined;
  const side = s.form.sides[task.index];
  const root = s.roots[task.index];
  return side && root ? { owner: s.owner, account: s.account.address, root, amount: depositAmount(side) } : undefined;
}

export type PairSubmit = { kind: 'connect' } | { kind: 'checkAccount' } | { kind: 'run'; task: AddTask };

/**
 * What the button does: nothing while the deposit preview blocks the send; connect the wallet, read the DEX account
 * again, or run the step's task when it is enabled.
 */
export function pairSubmit(step: PairForm['step'], depositBlocks: boolean): PairSubmit | undefined {
  if (depositBlocks) return undefined;
  const { action, disabled } = step;
  if (action === 'connectWallet') return { kind: 'connect' };
  if (action === 'checkAccount') return { kind: 'checkAccount' };
  if (!action || disabled) return undefined;
  const task = taskOfAction(action);
  return task ? { kind: 'run', task } : undefined;
}

/**
 * The form waits, and then appears whole, while the token list, the wallet check, or for a connected wallet the
 * chosen tokens' balances, its DEX account or the pair are loading: nothing in it moves down as data arrives.
 */
export function pairSettling(s: {
  route: PairRoute;
  owner: string | undefined;
  tokenListLoading: boolean;
  walletPending: boolean;
  walletBalances: Pair<string | undefined>;
  accountPending: boolean;
  pairPending: boolean;
}): boolean {
  const { left, right } = s.route;
  const balancesPending = [left, right].some((root, i) => !!root && s.walletBalances[i] === undefined);
  const pairLoads = !!left && !!right && !isSamePair(s.route) && s.pairPending;
  return s.tokenListLoading || s.walletPending || (!!s.owner && (s.accountPending || balancesPending || pairLoads));
}
