/**
 * Step machine of the pair add-liquidity form (spec 4.8, 5): check exchange account → connect account → select
 * both tokens → sync pair → create pool if missing → connect pool → deposit the left token if the DEX account
 * balance is short → deposit the right token likewise → supply. Pure: the form feeds it a snapshot and renders
 * the answer (button label id and values, whether it is busy or disabled, and the action a click runs).
 */
export type AccountState = 'unknown' | 'checking' | 'missing' | 'deploying' | 'deployed';
export type PairState = 'unknown' | 'syncing' | 'missing' | 'creating' | 'exists';
export type ConnectState = 'unknown' | 'connecting' | 'connected' | 'notConnected';

export interface SideInput {
  symbol: string;
  /** Amount in smallest units; undefined when the field is empty. */
  amount?: bigint;
  /** Wallet balance; undefined while it is being read (never guessed as 0: that would read "insufficient"). */
  walletBalance?: bigint;
  dexBalance: bigint;
  depositing: boolean;
}

export interface AddLiquiditySnapshot {
  walletStatus: 'checking' | 'missing' | 'outdated' | 'disconnected' | 'connecting' | 'connected';
  preparing: boolean;
  account: AccountState;
  left?: SideInput;
  right?: SideInput;
  pair: PairState;
  pool: ConnectState;
  autoExchange: boolean;
  supplying: boolean;
  /** Symbol of the DEX account balance being withdrawn to the wallet, if any. */
  withdrawing?: string;
}

export type AddLiquidityAction =
  | 'connectWallet'
  | 'checkAccount'
  | 'deployAccount'
  | 'createPool'
  | 'connectPool'
  | 'depositLeft'
  | 'depositRight'
  | 'supply';

export interface AddLiquidityStep {
  label: string;
  values?: Record<string, string>;
  busy: boolean;
  disabled: boolean;
  action?: AddLiquidityAction;
}

const busy = (label: string, values?: Record<string, string>): AddLiquidityStep => ({
  label,
  values,
  busy: true,
  disabled: true,
});
const idle = (label: string, action?: AddLiquidityAction, values?: Record<string, string>): AddLiquidityStep => ({
  label,
  values,
  busy: false,
  disabled: !action,
  action,
});

/** An amount is invalid when it exceeds the wallet balance plus the DEX account balance (spec 5). */
export function isSideInsufficient(side: SideInput): boolean {
  return (
    side.amount !== undefined && side.walletBalance !== undefined && side.amount > side.walletBalance + side.dexBalance
  );
}

/** The amount needs the wallet balance (above the DEX account balance) and that balance is not read yet. */
export function isSideBalanceUnknown(side: SideInput): boolean {
  return side.amount !== undefined && side.amount > side.dexBalance && side.walletBalance === undefined;
}

/** Deposit needed: a positive amount above the DEX account balance, not already depositing. */
export function needsDeposit(side: SideInput): boolean {
  return side.amount !== undefined && side.amount > 0n && side.amount > side.dexBalance && !side.depositing;
}

/** The deposit amount: the shortfall (amounts are already in smallest units, so rounding up is exact). */
export function depositAmount(side: SideInput): bigint {
  return side.amount === undefined ? 0n : side.amount > side.dexBalance ? side.amount - side.dexBalance : 0n;
}

export function addLiquidityStep(s: AddLiquiditySnapshot): AddLiquidityStep {
  if (s.walletStatus !== 'connected') {
    return s.walletStatus === 'connecting' || s.walletStatus === 'checking'
      ? busy('liquidity.add.step.connectWallet')
      : idle('liquidity.add.step.connectWallet', 'connectWallet');
  }
  if (s.preparing) return busy('liquidity.add.step.preparing');
  if (s.withdrawing !== undefined) return busy('liquidity.add.step.withdrawing', { symbol: s.withdrawing });
  if (s.account === 'checking') return busy('liquidity.add.step.checkingAccount');
  if (s.account === 'unknown') return idle('liquidity.add.step.checkAccount', 'checkAccount');
  if (s.account === 'deploying') return busy('liquidity.add.step.connectingAccount');
  if (s.account === 'missing') return idle('liquidity.add.step.connectAccount', 'deployAccount');
  if (!s.left || !s.right) return idle('liquidity.add.step.selectPair');
  if (s.pair === 'unknown' || s.pair === 'syncing') return busy('liquidity.add.step.checkPair');
  if (s.pair === 'creating') return busy('liquidity.add.step.creatingPool');
  if (s.pair === 'missing') return idle('liquidity.add.step.createPool', 'createPool');
  // the connection is not known yet (account wallets or pool not read): wait, never a clickable "Connect pool"
  if (s.pool === 'unknown') return busy('liquidity.add.step.preparing');
  if (s.pool === 'connecting') return busy('liquidity.add.step.connectingPool');
  if (s.pool !== 'connected') return idle('liquidity.add.step.connectPool', 'connectPool');
  const sides = [s.left, s.right];
  if (sides.some(isSideBalanceUnknown)) return busy('liquidity.add.step.preparing');
  const entered = sides.filter((x) => x.amount !== undefined && x.amount > 0n);
  if (s.autoExchange ? entered.length === 0 : entered.length < 2) {
    const bad = sides.find(isSideInsufficient);
    return bad
      ? idle('liquidity.add.step.insufficient', undefined, { symbol: bad.symbol })
      : idle('liquidity.add.step.enterAmount');
  }
  const bad = sides.find(isSideInsufficient);
  if (bad) return idle('liquidity.add.step.insufficient', undefined, { symbol: bad.symbol });
  if (s.left.depositing) return busy('liquidity.add.step.depositing', { symbol: s.left.symbol });
  if (needsDeposit(s.left)) return idle('liquidity.add.step.deposit', 'depositLeft', { symbol: s.left.symbol });
  if (s.right.depositing) return busy('liquidity.add.step.depositing', { symbol: s.right.symbol });
  if (needsDeposit(s.right)) return idle('liquidity.add.step.deposit', 'depositRight', { symbol: s.right.symbol });
  if (s.supplying) return busy('liquidity.add.step.supplying');
  return idle('liquidity.add.step.supply', 'supply');
}

/**
 * Auto-exchange is available only for a connected, non-stable, non-empty pool; a stable pool turns it on.
 */
export function autoExchangeAvailability(pool: { connected: boolean; stable: boolean; empty: boolean }): {
  available: boolean;
  forced: boolean;
} {
  if (pool.stable) return { available: false, forced: true };
  return { available: pool.connected && !pool.empty, forced: false };
}

/**
 * The other amount from the pool price (reserves, smallest units), rounded down; undefined when the pool is
 * empty (the caller then copies the same text) or auto-exchange is on (no recomputation).
 */
export function counterAmount(
  amount: bigint,
  reserveFrom: bigint,
  reserveTo: bigint,
  autoExchange: boolean,
): bigint | undefined {
  if (autoExchange || reserveFrom === 0n || reserveTo === 0n) return undefined;
  return (amount * reserveTo) / reserveFrom;
}

/** Account state for the machine from the account read (undefined: not read yet) and the deploying flag. */
export function accountStateOf(
  read: { deployed: boolean } | undefined,
  pending: boolean,
  deploying: boolean,
): AccountState {
  if (deploying) return 'deploying';
  if (pending) return 'checking';
  if (!read) return 'unknown';
  return read.deployed ? 'deployed' : 'missing';
}

/**
 * Pair state from the on-chain pair read and the creating flag. A pair that is deployed but does not answer yet
 * (`settingUp`) is still syncing: it must not read as missing ("Create pool").
 */
export function pairStateOf(
  read: { deployed: boolean; settingUp?: boolean } | undefined,
  pending: boolean,
  creating: boolean,
): PairState {
  if (creating) return 'creating';
  if (pending || !read || read.settingUp) return 'syncing';
  return read.deployed ? 'exists' : 'missing';
}

/** The pair is deployed and answers its getters (a pair still setting up is not ready). */
export function isPairReady(read: { deployed: boolean; settingUp?: boolean } | undefined): boolean {
  return !!read?.deployed && !read.settingUp;
}

/** The pair's LP root once it is ready (undefined before: nothing is read for an LP that may not exist). */
export function readyLpRoot(read: { deployed: boolean; settingUp?: boolean; lp?: string } | undefined) {
  return isPairReady(read) ? read?.lp : undefined;
}

/** A pool is connected to the DEX account when the account has wallets for all its token roots and its LP root. */
export function poolConnectState(
  accountWallets: readonly string[] | undefined,
  roots: readonly (string | undefined)[],
  connecting: boolean,
): ConnectState {
  if (connecting) return 'connecting';
  if (!accountWallets) return 'unknown';
  const set = new Set(accountWallets.map((x) => x.toLowerCase()));
  return roots.every((r) => !!r && set.has(r.toLowerCase())) ? 'connected' : 'notConnected';
}

/** Reserves ordered as the form's sides (the pool keeps its tokens in sorted root order). */
export function sideReserves(
  formLeft: string,
  pair: { left?: string; leftBalance?: string; rightBalance?: string },
): { left: bigint; right: bigint } {
  const a = BigInt(pair.leftBalance ?? '0');
  const b = BigInt(pair.rightBalance ?? '0');
  return pair.left?.toLowerCase() === formLeft.toLowerCase() ? { left: a, right: b } : { left: b, right: a };
}

/** LP received: the balance growth (never negative). */
export function receivedLp(before: string | undefined, after: string | undefined): bigint {
  const d = BigInt(after ?? '0') - BigInt(before ?? '0');
  return d > 0n ? d : 0n;
}

const NO_AMOUNT: SideInput = { symbol: '', walletBalance: 0n, dexBalance: 0n, depositing: false };

/**
 * Main button of the N-pool form (`/pools/:address/liquidity/add`): wallet → account → connect pool → amounts
 * (at least one; stable pools deposit any mix) → every side deposited (per-token deposit buttons) → supply.
 */
export function nPoolSupplyStep(s: {
  walletStatus: AddLiquiditySnapshot['walletStatus'];
  account: AccountState;
  pool: ConnectState;
  sides: SideInput[];
  supplying: boolean;
  withdrawing?: string;
}): AddLiquidityStep {
  const base = addLiquidityStep({
    walletStatus: s.walletStatus,
    preparing: false,
    account: s.account,
    left: NO_AMOUNT,
    right: NO_AMOUNT,
    pair: 'exists',
    pool: s.pool,
    autoExchange: true,
    supplying: false,
    withdrawing: s.withdrawing,
  });
  if (base.label !== 'liquidity.add.step.enterAmount') return base;
  if (s.sides.some(isSideBalanceUnknown)) return busy('liquidity.add.step.preparing');
  const entered = s.sides.filter((x) => x.amount !== undefined && x.amount > 0n);
  const bad = s.sides.find(isSideInsufficient);
  if (bad) return idle('liquidity.add.step.insufficient', undefined, { symbol: bad.symbol });
  if (entered.length === 0) return idle('liquidity.add.step.enterAmount');
  const depositing = s.sides.find((x) => x.depositing);
  if (depositing) return busy('liquidity.add.step.depositing', { symbol: depositing.symbol });
  const short = s.sides.find(needsDeposit);
  if (short) return idle('liquidity.add.step.depositFirst', undefined, { symbol: short.symbol });
  if (s.supplying) return busy('liquidity.add.step.supplying');
  return idle('liquidity.add.step.supply', 'supply');
}

const NOTE_OF_LABEL: Record<string, string> = {
  'liquidity.add.step.connectWallet': 'liquidity.add.note.connectWallet',
  'liquidity.add.step.checkAccount': 'liquidity.add.note.checkAccount',
  'liquidity.add.step.checkingAccount': 'liquidity.add.note.checkAccount',
  'liquidity.add.step.connectAccount': 'liquidity.add.note.connectAccount',
  'liquidity.add.step.connectingAccount': 'liquidity.add.note.connectAccount',
  'liquidity.add.step.selectPair': 'liquidity.add.note.selectPair',
  'liquidity.add.step.checkPair': 'liquidity.add.note.checkPair',
  'liquidity.add.step.createPool': 'liquidity.add.note.createPool',
  'liquidity.add.step.creatingPool': 'liquidity.add.note.createPool',
  'liquidity.add.step.connectPool': 'liquidity.add.note.connectPool',
  'liquidity.add.step.connectingPool': 'liquidity.add.note.connectPool',
  'liquidity.add.step.deposit': 'liquidity.add.note.deposit',
  'liquidity.add.step.depositing': 'liquidity.add.note.deposit',
  'liquidity.add.step.depositFirst': 'liquidity.add.note.deposit',
  'liquidity.add.step.supply': 'liquidity.add.note.supply',
  'liquidity.add.step.supplying': 'liquidity.add.note.supply',
};

/**
 * The step annotation beside the button (spec 2.5): which step comes next and why it is needed, for the steps of
 * the order (account, pair, pool, deposits, supply); none while the form only waits for input or a read.
 */
export function stepNote(step: AddLiquidityStep): { id: string; values?: Record<string, string> } | undefined {
  const id = NOTE_OF_LABEL[step.label];
  return id ? { id, values: step.values } : undefined;
}
