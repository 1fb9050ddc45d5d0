/**
 * What the add-liquidity forms show (spec 4.8, 4.9), derived from their inputs: the amount texts, the token and
 * LP decimals (undefined while read: never a default), the wallet and DEX account balances, the pool read from
 * the chain and the step running. Pure: the screens' hooks feed it and render the answer.
 */
import { parseUnits } from '@tycho/units';
import {
  accountStateOf,
  addLiquidityStep,
  autoExchangeAvailability,
  isPairReady,
  nPoolSupplyStep,
  pairStateOf,
  poolConnectState,
  readyLpRoot,
  sideReserves,
  type AddLiquidityStep,
  type AddLiquiditySnapshot,
  type ConnectState,
  type SideInput,
} from './addLiquiditySteps';
import type { AddTask } from './addLiquidityRun';
import { dexBalanceRows, type DexBalanceRow } from './dexWithdraw';
import type { LpToken } from './lpToken';
import {
  expectedLpRequest,
  inPoolOrder,
  shownPairTexts,
  type ExpectedLpRequest,
  type PairAmounts,
} from './pairAmounts';
import { isSamePair } from './pairRoute';
import { maxAmountText } from './removeLiquidity';

type WalletStatus = AddLiquiditySnapshot['walletStatus'];

export interface AccountRead {
  data?: { address: string; deployed: boolean; balances: Readonly<Record<string, string>>; wallets: string[] };
  pending: boolean;
}

/** The amount in smallest units of a text; undefined when empty, unparsable or the decimals are unknown. */
export function amountOf(text: string, decimals: number | undefined): bigint | undefined {
  if (decimals === undefined || !text.trim()) return undefined;
  return parseUnits(text, decimals, 'truncate') ?? undefined;
}

/** A token's DEX account balance (0 when the account holds none or is not read). */
export function dexBalanceOf(account: AccountRead['data'], root: string | undefined): bigint {
  return root ? BigInt(account?.balances[root.toLowerCase()] ?? '0') : 0n;
}

/** The text Max puts in a field: wallet plus DEX account balance, or undefined when there is nothing to add. */
export function maxText(
  walletBalance: string | undefined,
  dexBalance: bigint,
  decimals: number | undefined,
): string | undefined {
  if (walletBalance === undefined || decimals === undefined) return undefined;
  const total = BigInt(walletBalance) + dexBalance;
  return total > 0n ? maxAmountText(total.toString(), decimals) : undefined;
}

/** The task a step's button runs (`connectWallet` and `checkAccount` are not on-chain tasks). */
export function taskOfAction(action: AddLiquidityStep['action']): AddTask | undefined {
  switch (action) {
    case 'deployAccount':
    case 'createPool':
    case 'connectPool':
    case 'supply':
      return { op: action };
    case 'depositLeft':
      return { op: 'deposit', index: 0 };
    case 'depositRight':
      return { op: 'deposit', index: 1 };
    default:
      return undefined;
  }
}

const AMOUNT_STAGE = new Set([
  'liquidity.add.step.enterAmount',
  'liquidity.add.step.insufficient',
  'liquidity.add.step.deposit',
  'liquidity.add.step.depositFirst',
  'liquidity.add.step.supply',
]);

/**
 * A step waits ("preparing", never a guess) while a decimals value it needs is unknown: the amounts need the
 * tokens' decimals, the supply also the LP token's (the received LP is shown with them).
 */
export function awaitDecimals(step: AddLiquidityStep, pending: { tokens: boolean; lp: boolean }): AddLiquidityStep {
  if (step.busy) return step;
  const waits = (pending.tokens && AMOUNT_STAGE.has(step.label)) || (pending.lp && step.action === 'supply');
  return waits ? { label: 'liquidity.add.step.preparing', busy: true, disabled: true } : step;
}

const depositing = (busy: AddTask | undefined, index: number) => busy?.op === 'deposit' && busy.index === index;

export interface PairFormInput {
  walletStatus: WalletStatus;
  owner?: string;
  tokenListLoading: boolean;
  left?: string;
  right?: string;
  amounts: PairAmounts;
  decimals: readonly [number | undefined, number | undefined];
  symbols: readonly [string, string];
  walletBalances: readonly [string | undefined, string | undefined];
  account: AccountRead;
  pair: {
    data?: {
      address: string;
      deployed: boolean;
      settingUp?: boolean;
      left?: string;
      lp?: string;
      lpSupply?: string;
      leftBalance?: string;
      rightBalance?: string;
    };
    pending: boolean;
  };
  /** The pool's kind from the API once known (`known`: found, or known to be missing). */
  poolType: { known: boolean; stable: boolean };
  lp?: LpToken;
  /** The auto-exchange switch as the user left it. */
  autoExchange: boolean;
  busy?: AddTask;
  /** Root of the DEX account balance being withdrawn, if any. */
  withdrawingRoot?: string;
}

export interface PairForm {
  samePair: boolean;
  /** The amount texts shown and supplied (the side not typed last follows the pool price). */
  texts: [string, string];
  sides: [SideInput | undefined, SideInput | undefined];
  /** The pair is deployed and answers its getters. */
  pairReady: boolean;
  lpRoot?: string;
  reserves: { left: bigint; right: bigint };
  lpSupply: string;
  /** No pool yet or no liquidity in it: the two amounts are free. */
  empty: boolean;
  auto: { available: boolean; forced: boolean };
  autoOn: boolean;
  poolState: ConnectState;
  dexRows: DexBalanceRow[];
  step: AddLiquidityStep;
  /** What to ask the pool for the LP the supply would mint (undefined: nothing to ask yet). */
  expectedLp?: ExpectedLpRequest;
}

/** The pair form (`/liquidity/add/:left?/:right?`). */
export function pairForm(s: PairFormInput): PairForm {
  const samePair = isSamePair({ left: s.left, right: s.right });
  const roots = [s.left, s.right] as const;
  const pairReady = isPairReady(s.pair.data);
  const lpRoot = readyLpRoot(s.pair.data);
  const poolState = poolConnectState(s.account.data?.wallets, [s.left, s.right, lpRoot], s.busy?.op === 'connectPool');
  const reserves = s.left && pairReady ? sideReserves(s.left, s.pair.data!) : { left: 0n, right: 0n };
  const lpSupply = (pairReady ? s.pair.data?.lpSupply : undefined) ?? '0';
  const empty = !pairReady || lpSupply === '0';
  // the pool kind comes from the API: until it is known, auto exchange is neither offered nor forced
  const auto = autoExchangeAvailability({
    connected: poolState === 'connected' && s.poolType.known,
    stable: s.poolType.stable,
    empty,
  });
  const autoOn = auto.forced || (auto.available && s.autoExchange);
  const texts = shownPairTexts(s.amounts, { decimals: s.decimals, reserves, autoOn, emptyPool: empty });
  const sides = roots.map((root, i) =>
    root && !samePair
      ? {
          symbol: s.symbols[i]!,
          amount: amountOf(texts[i]!, s.decimals[i]),
          walletBalance: s.walletBalances[i] === undefined ? undefined : BigInt(s.walletBalances[i]!),
          dexBalance: dexBalanceOf(s.account.data, root),
          depositing: depositing(s.busy, i),
        }
      : undefined,
  ) as [SideInput | undefined, SideInput | undefined];
  const tokens = roots.flatMap((root, i) => (root ? [{ root, symbol: s.symbols[i]!, decimals: s.decimals[i] }] : []));
  const lpToken = lpRoot && s.lp ? { root: lpRoot, symbol: s.lp.symbol, decimals: s.lp.decimals } : undefined;
  const dexRows = s.account.data?.deployed && !samePair ? dexBalanceRows(s.account.data.balances, tokens, lpToken) : [];
  const pending = {
    tokens: roots.some((root, i) => !!root && s.decimals[i] === undefined),
    lp: !!lpRoot && s.lp === undefined,
  };
  const machine = addLiquidityStep({
    walletStatus: s.walletStatus,
    preparing: !!s.owner && s.tokenListLoading,
    account: s.owner ? accountStateOf(s.account.data, s.account.pending, s.busy?.op === 'deployAccount') : 'unknown',
    left: sides[0],
    right: sides[1],
    pair: pairStateOf(s.pair.data, s.pair.pending, s.busy?.op === 'createPool'),
    pool: poolState,
    autoExchange: autoOn,
    supplying: s.busy?.op === 'supply',
    withdrawing: dexRows.find((r) => r.root === s.withdrawingRoot)?.symbol,
  });
  const step = awaitDecimals(machine, pending);
  const expectedLp =
    s.left && pairReady && s.poolType.known && !samePair
      ? expectedLpRequest({
          pool: s.pair.data?.address,
          kind: s.poolType.stable ? 'stable' : 'common',
          amounts: inPoolOrder(s.left, s.pair.data?.left, [sides[0]?.amount, sides[1]?.amount]),
          autoChange: autoOn,
        })
      : undefined;
  return {
    samePair,
    texts,
    sides,
    pairReady,
    lpRoot,
    reserves,
    lpSupply,
    empty,
    auto,
    autoOn,
    poolState,
    dexRows,
    step,
    expectedLp,
  };
}

export interface PoolFormInput {
  walletStatus: WalletStatus;
  owner?: string;
  roots: readonly string[];
  symbols: readonly string[];
  texts: Readonly<Record<number, string>>;
  decimals: readonly (number | undefined)[];
  /** Wallet balances of the roots, then of the LP token; undefined while read. */
  walletBalances?: readonly string[];
  lpRoot?: string;
  lp?: LpToken;
  /** The pool is known (the API answered). */
  poolKnown: boolean;
  account: AccountRead;
  busy?: AddTask;
  withdrawingRoot?: string;
}

export interface PoolForm {
  sides: SideInput[];
  lpBalance?: string;
  dexRows: DexBalanceRow[];
  poolState: ConnectState;
  /** Account deployed and pool connected: per-token deposit buttons show. */
  connected: boolean;
  step: AddLiquidityStep;
}

/** The N-pool form (`/pools/:address/liquidity/add`). */
export function poolForm(s: PoolFormInput): PoolForm {
  const sides: SideInput[] = s.roots.map((root, i) => ({
    symbol: s.symbols[i] ?? '',
    amount: amountOf(s.texts[i] ?? '', s.decimals[i]),
    walletBalance: s.walletBalances?.[i] === undefined ? undefined : BigInt(s.walletBalances[i]!),
    dexBalance: dexBalanceOf(s.account.data, root),
    depositing: depositing(s.busy, i),
  }));
  const tokens = s.roots.map((root, i) => ({ root, symbol: s.symbols[i] ?? '', decimals: s.decimals[i] }));
  const lpToken = s.lpRoot && s.lp ? { root: s.lpRoot, symbol: s.lp.symbol, decimals: s.lp.decimals } : undefined;
  const dexRows = s.account.data?.deployed ? dexBalanceRows(s.account.data.balances, tokens, lpToken) : [];
  const poolState = poolConnectState(s.account.data?.wallets, [...s.roots, s.lpRoot], s.busy?.op === 'connectPool');
  const account = s.owner
    ? accountStateOf(s.account.data, s.account.pending, s.busy?.op === 'deployAccount')
    : 'unknown';
  const pending = { tokens: s.decimals.some((d) => d === undefined), lp: !!s.lpRoot && s.lp === undefined };
  const machine = nPoolSupplyStep({
    walletStatus: s.walletStatus,
    account,
    pool: s.poolKnown ? poolState : 'unknown',
    sides,
    supplying: s.busy?.op === 'supply',
    withdrawing: dexRows.find((r) => r.root === s.withdrawingRoot)?.symbol,
  });
  const step = awaitDecimals(machine, pending);
  return {
    sides,
    lpBalance: s.walletBalances?.[s.roots.length],
    dexRows,
    poolState,
    connected: !!s.owner && !!s.account.data?.deployed && poolState === 'connected',
    step,
  };
}
