/**
 * The network-wide invariants a property test checks after every operation: native coin is conserved, every token's
 * supply is the sum of its wallets, and no contract holds less than it owes (pools their reserves and fees, DEX
 * accounts their users' deposits, gauges their deposits and reward balances, limit orders what they still sell).
 * Each failure names the contract and the figures.
 */
import { OrderState } from '@tycho/abi';
import type { DevnetHandle } from '../src';
import type { DexAccountState } from '../src/contracts/dex/account';
import type { PoolState } from '../src/contracts/dex/pool-state';
import type { GaugeAccountState } from '../src/contracts/gauge/account';
import type { GaugeState } from '../src/contracts/gauge/gauge-core';
import type { LimitOrderState } from '../src/contracts/limit/order';
import { ORDER_KIND } from '../src/contracts/limit/constants';
import type { TokenRootState } from '../src/contracts/token-root';
import type { VaultState } from '../src/contracts/vault';
import type { FarmPoolState } from '../src/contracts/farm/pool-core';
import type { FarmUserDataState } from '../src/contracts/farm/user-data';
import type { VoteEscrowState } from '../src/contracts/vote-escrow/root-core';
import type { VoteEscrowAccountState } from '../src/contracts/vote-escrow/account';
import { GENESIS_SUPPLY } from '../src/engine/constants';

export class InvariantError extends Error {}

function check(ok: boolean, message: () => string) {
  if (!ok) throw new InvariantError(message());
}

/** Token balances by (root, owner) and by wallet address, from every token wallet on the network. */
function tokenWallets(d: DevnetHandle) {
  const byWallet = new Map<string, { root: string; owner: string; balance: bigint }>();
  const byOwner = new Map<string, bigint>();
  const supplies = new Map<string, bigint>();
  for (const a of d.accounts()) {
    if (a.kind !== 'TokenWallet' && a.kind !== 'VaultTokenWallet') continue;
    const s = a.state as { root: string; owner: string; balance: bigint };
    byWallet.set(a.address, s);
    byOwner.set(`${s.root}|${s.owner}`, s.balance);
    supplies.set(s.root, (supplies.get(s.root) ?? 0n) + s.balance);
  }
  return {
    byWallet,
    supplies,
    held: (root: string, owner: string) => byOwner.get(`${root}|${owner}`) ?? 0n,
    inWallet: (wallet: string) => byWallet.get(wallet)?.balance ?? 0n,
  };
}

/** Throws an InvariantError naming the first broken invariant. */
export function checkInvariants(d: DevnetHandle): void {
  const accounts = d.accounts();
  const native = accounts.reduce((sum, a) => sum + a.balance, 0n);
  check(native === GENESIS_SUPPLY, () => `native coin ${native} != genesis ${GENESIS_SUPPLY}`);
  const tokens = tokenWallets(d);
  const gaugeDeposits = new Map<string, bigint>();
  const farmDeposits = new Map<string, bigint>();
  const veDeposits = new Map<string, bigint>();
  const add = (m: Map<string, bigint>, key: string, amount: bigint) => m.set(key, (m.get(key) ?? 0n) + amount);
  for (const a of accounts) {
    if (a.kind === 'GaugeAccount')
      add(gaugeDeposits, (a.state as GaugeAccountState).gauge, (a.state as GaugeAccountState).balance);
    if (a.kind === 'FarmUserData')
      add(farmDeposits, (a.state as FarmUserDataState).pool, (a.state as FarmUserDataState).amount);
    if (a.kind === 'VoteEscrowAccount') {
      const s = a.state as VoteEscrowAccountState;
      add(veDeposits, s.voteEscrow, s.qubeBalance + s.unlockedQubes);
    }
  }
  for (const a of accounts) {
    const kind = a.kind ?? '';
    if (kind === 'TokenRoot' || kind === 'TokenRootV4') {
      const s = a.state as TokenRootState;
      const sum = tokens.supplies.get(a.address) ?? 0n;
      check(sum === s.totalSupply, () => `${s.symbol} (${a.address}): supply ${s.totalSupply} != wallets ${sum}`);
    } else if (kind.startsWith('DexPair') || kind.startsWith('DexStable')) {
      const p = a.state as PoolState;
      if (!p.active) continue;
      p.wallets.forEach((w, k) => {
        const held = tokens.inWallet(w);
        const owed = p.balances[k]! + p.accumulatedFees[k]!;
        check(held === owed, () => `pool ${a.address} token ${k}: wallet ${held} != reserves and fees ${owed}`);
      });
      const lp = d.account(p.lpRoot)?.state as TokenRootState | undefined;
      check(lp?.totalSupply === p.lpSupply, () => `pool ${a.address}: LP supply ${lp?.totalSupply} != ${p.lpSupply}`);
    } else if (kind === 'DexAccount') {
      const s = a.state as DexAccountState;
      for (const [root, owed] of Object.entries(s.balances)) {
        const held = tokens.held(root, a.address);
        check(held >= owed, () => `DEX account ${a.address}: holds ${held} of ${root}, owes ${owed}`);
      }
    } else if (kind === 'Gauge') {
      const s = a.state as GaugeState;
      const pending = Object.values(s.pending).reduce((sum, p) => sum + p.amount, 0n);
      const deposits = gaugeDeposits.get(a.address) ?? 0n;
      check(
        s.deposit.balance === deposits + pending,
        () => `gauge ${a.address}: deposit balance ${s.deposit.balance} != accounts ${deposits} + pending ${pending}`,
      );
      for (const t of [s.deposit, s.qube, ...s.extra]) {
        if (!t.wallet) continue;
        const held = tokens.inWallet(t.wallet);
        check(held >= t.balance, () => `gauge ${a.address}: holds ${held} of ${t.root}, owes ${t.balance}`);
      }
    } else if (kind === 'FarmPool') {
      const s = a.state as FarmPoolState;
      const pending = Object.values(s.pending).reduce((sum, p) => sum + p.amount, 0n);
      const users = farmDeposits.get(a.address) ?? 0n;
      check(s.tokenBalance === users, () => `farm ${a.address}: deposits ${s.tokenBalance} != its users' ${users}`);
      const held = tokens.inWallet(s.tokenWallet);
      check(
        held >= s.tokenBalance + pending,
        () => `farm ${a.address}: holds ${held}, owes ${s.tokenBalance} + ${pending}`,
      );
      s.rewardWallets.forEach((w, k) => {
        const reward = tokens.inWallet(w);
        check(
          reward >= s.rewardBalance[k]!,
          () => `farm ${a.address} reward ${k}: holds ${reward}, owes ${s.rewardBalance[k]}`,
        );
      });
    } else if (kind === 'VoteEscrow') {
      const s = a.state as VoteEscrowState;
      const users = veDeposits.get(a.address) ?? 0n;
      check(
        s.qubeBalance === users,
        () => `vote escrow: QUBE balance ${s.qubeBalance} != its accounts' locked and unlocked ${users}`,
      );
      const owed = s.qubeBalance + s.distributionSupply + s.treasuryTokens + s.teamTokens + s.whitelistPayments;
      const held = tokens.inWallet(s.qubeWallet);
      check(held >= owed, () => `vote escrow: holds ${held} QUBE, owes ${owed}`);
    } else if (kind === 'WrappedCurrencyVault') {
      const s = a.state as VaultState;
      const wrapped = tokens.supplies.get(d.addresses().wtycho!) ?? 0n;
      check(a.balance >= wrapped, () => `vault holds ${a.balance}, wrapped supply ${wrapped}`);
      check(s.total_wrapped >= 0n, () => `vault total_wrapped ${s.total_wrapped}`);
    } else if (kind === ORDER_KIND) {
      const s = a.state as LimitOrderState;
      if (s.state !== OrderState.Active) continue;
      const held = tokens.held(s.spentToken, a.address);
      check(held >= s.currentSpent, () => `order ${a.address}: holds ${held}, sells ${s.currentSpent}`);
    }
  }
}
