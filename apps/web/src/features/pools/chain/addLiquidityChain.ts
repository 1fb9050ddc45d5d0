/**
 * On-chain calls of the add-liquidity form through the wallet's provider (lazy-loaded): the DEX account
 * (address, deployment, wallets and balances), the pair (address, roots, reserves), pool creation, connecting a
 * pool to the account, deposits to the account (TIP-3 transfer with notify), depositLiquidityV2 and withdrawals
 * from the account. Every send takes the value to attach (`gas`, from the DexGasValues contract: see ../gas.ts).
 */
import {
  DexAccountAbi,
  DexPairAbi,
  DexRootAbi,
  DexStablePairAbi,
  DexStablePoolAbi,
  ZERO_ADDRESS,
  type PoolKind,
} from '@tycho/abi';
import { sendBuiltCall, walletCallOf, type BuiltCall } from '@/shared/chain/builtCall';
import type { WalletCall } from '@/shared/chain/preview';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { getProviderClient as getClient } from '@/shared/chain/providerClient';
import { config } from '@/shared/config';

async function root() {
  const { lib, client } = await getClient();
  if (!config.dexRoot) throw new Error('DEX root is not configured');
  return { lib, client, dexRoot: new client.Contract(DexRootAbi, new lib.Address(config.dexRoot)) };
}

export interface DexAccountInfo {
  address: string;
  deployed: boolean;
  /** token root (lowercase) → balance in smallest units */
  balances: Record<string, string>;
  /** token roots (lowercase) with a wallet in the account (connected pools' tokens and LP roots) */
  wallets: string[];
}

export async function readDexAccount(owner: string): Promise<DexAccountInfo> {
  const { lib, client, dexRoot } = await root();
  const { value0: expected } = await dexRoot.methods
    .getExpectedAccountAddress({ answerId: 0, account_owner: new lib.Address(owner) })
    .call({ responsible: true });
  const address = expected.toString();
  const { state } = await client.getFullContractState({ address: expected });
  if (!state?.isDeployed) return { address, deployed: false, balances: {}, wallets: [] };
  const account = new client.Contract(DexAccountAbi, expected);
  const { value0: balanceMap } = await account.methods.getBalances({}).call({ cachedState: state });
  const { value0: walletMap } = await account.methods.getWallets({}).call({ cachedState: state });
  const balances: Record<string, string> = {};
  for (const [root, balance] of balanceMap) balances[root.toString().toLowerCase()] = balance;
  return { address, deployed: true, balances, wallets: walletMap.map(([root]) => root.toString().toLowerCase()) };
}

export interface PairInfo {
  address: string;
  deployed: boolean;
  /** token roots in pool order and the LP root (when deployed) */
  left?: string;
  right?: string;
  lp?: string;
  lpSupply?: string;
  leftBalance?: string;
  rightBalance?: string;
  /** Deployed but its getters do not answer yet (setting up, or a failed read): read it again. */
  settingUp?: boolean;
}

export async function readPair(leftRoot: string, rightRoot: string): Promise<PairInfo> {
  const { lib, client, dexRoot } = await root();
  const { value0: expected } = await dexRoot.methods
    .getExpectedPairAddress({
      answerId: 0,
      left_root: new lib.Address(leftRoot),
      right_root: new lib.Address(rightRoot),
    })
    .call({ responsible: true });
  const address = expected.toString();
  const { state } = await client.getFullContractState({ address: expected });
  if (!state?.isDeployed) return { address, deployed: false };
  const pair = new client.Contract(DexPairAbi, expected);
  try {
    const roots = await pair.methods.getTokenRoots({ answerId: 0 }).call({ responsible: true, cachedState: state });
    const { value0: balances } = await pair.methods
      .getBalances({ answerId: 0 })
      .call({ responsible: true, cachedState: state });
    return {
      address,
      deployed: true,
      left: roots.left.toString(),
      right: roots.right.toString(),
      lp: roots.lp.toString(),
      lpSupply: balances.lp_supply,
      leftBalance: balances.left_balance,
      rightBalance: balances.right_balance,
    };
  } catch (error) {
    // deployed but still setting up (LP root not ready) or the read failed: never "missing" (that offers Create pool)
    console.warn('Pair read error', error);
    return { address, deployed: true, settingUp: true };
  }
}

export async function sendDeployAccount(owner: string, gas: bigint): Promise<string> {
  const { lib, dexRoot } = await root();
  const o = new lib.Address(owner);
  const { id } = await dexRoot.methods
    .deployAccount({ account_owner: o, send_gas_to: o })
    .send({ from: o, amount: gas.toString(), bounce: true });
  return id.hash;
}

export async function sendDeployPair(owner: string, leftRoot: string, rightRoot: string, gas: bigint): Promise<string> {
  const { lib, dexRoot } = await root();
  const o = new lib.Address(owner);
  const { id } = await dexRoot.methods
    .deployPair({
      left_root: new lib.Address(leftRoot),
      right_root: new lib.Address(rightRoot),
      send_gas_to: o,
    })
    .send({ from: o, amount: gas.toString(), bounce: true });
  return id.hash;
}

export async function sendConnectPair(
  owner: string,
  account: string,
  leftRoot: string,
  rightRoot: string,
  gas: bigint,
): Promise<string> {
  const { lib, client } = await getClient();
  const contract = new client.Contract(DexAccountAbi, new lib.Address(account));
  const { id } = await contract.methods
    .addPair({ left_root: new lib.Address(leftRoot), right_root: new lib.Address(rightRoot) })
    .send({ from: new lib.Address(owner), amount: gas.toString(), bounce: true });
  return id.hash;
}

/** A deposit to the DEX account: a TIP-3 transfer of `amount` with notify to the account, `gas` attached. */
export interface AccountDeposit {
  owner: string;
  account: string;
  root: string;
  amount: string;
  gas: bigint;
}

/** The one builder of the deposit: the preview before signing runs it, the send signs it. */
async function depositMethod(args: AccountDeposit) {
  return tip3TransferMethod({
    root: args.root,
    owner: args.owner,
    recipient: args.account,
    amount: args.amount,
    payload: '',
  });
}

export async function sendDeposit(
  owner: string,
  account: string,
  tokenRoot: string,
  amount: string,
  gas: bigint,
): Promise<string> {
  const { lib } = await getClient();
  const { method } = await depositMethod({ owner, account, root: tokenRoot, amount, gas });
  const { id } = await method.send({ from: new lib.Address(owner), amount: gas.toString(), bounce: true });
  return id.hash;
}

/** The message sendDeposit asks the wallet to send, for the preview before signing. */
export async function depositWalletCall(args: AccountDeposit): Promise<WalletCall> {
  const { wallet, method } = await depositMethod(args);
  return { recipient: wallet, amount: args.gas, bounce: true, body: await method.encodeInternal() };
}

/** A DexAccount.depositLiquidityV2 of the account's balances into the pool, with its call id and coin. */
export interface AccountSupply {
  owner: string;
  account: string;
  operations: { root: string; amount: string }[];
  lpRoot: string;
  autoChange: boolean;
  gas: bigint;
  callId: string;
}

/** The one builder of the supply: the preview before signing runs it, the send signs it (same call id). */
async function supplyMethod(args: AccountSupply): Promise<BuiltCall> {
  const { lib, client } = await getClient();
  const o = new lib.Address(args.owner);
  const contract = new client.Contract(DexAccountAbi, new lib.Address(args.account));
  const method = contract.methods.depositLiquidityV2({
    _callId: args.callId,
    _operations: args.operations.map((x) => ({ amount: x.amount, root: new lib.Address(x.root) })),
    _expected: { amount: '0', root: new lib.Address(args.lpRoot) },
    _autoChange: args.autoChange,
    _remainingGasTo: o,
    _referrer: new lib.Address(ZERO_ADDRESS),
  });
  return { recipient: args.account, amount: args.gas, method };
}

/** Sends the supply; answers the hash of the wallet's transaction. */
export async function sendSupply(args: AccountSupply): Promise<string> {
  return (await sendBuiltCall(await supplyMethod(args), args.owner)).hash;
}

/** The message sendSupply asks the wallet to send, for the preview before signing. */
export async function supplyWalletCall(args: AccountSupply): Promise<WalletCall> {
  return walletCallOf(await supplyMethod(args));
}

export async function sendConnectPool(
  owner: string,
  account: string,
  roots: readonly string[],
  gas: bigint,
): Promise<string> {
  const { lib, client } = await getClient();
  const contract = new client.Contract(DexAccountAbi, new lib.Address(account));
  const { id } = await contract.methods
    .addPool({ _roots: roots.map((r) => new lib.Address(r)) })
    .send({ from: new lib.Address(owner), amount: gas.toString(), bounce: true });
  return id.hash;
}

/** A DexAccount.withdraw of `amount` of a token back to the owner's wallet, with its call id and coin. */
export interface AccountWithdraw {
  owner: string;
  account: string;
  root: string;
  amount: string;
  deployWalletValue: bigint;
  gas: bigint;
  callId: string;
}

/** The one builder of the withdraw: the preview before signing runs it, the send signs it (same call id). */
async function withdrawMethod(args: AccountWithdraw) {
  const { lib, client } = await getClient();
  const o = new lib.Address(args.owner);
  const contract = new client.Contract(DexAccountAbi, new lib.Address(args.account));
  return contract.methods.withdraw({
    call_id: args.callId,
    amount: args.amount,
    token_root: new lib.Address(args.root),
    recipient_address: o,
    deploy_wallet_grams: args.deployWalletValue.toString(),
    send_gas_to: o,
  });
}

/** Sends the withdraw; answers the hash of the wallet's transaction. */
export async function sendWithdrawFromAccount(args: AccountWithdraw): Promise<string> {
  const { lib } = await getClient();
  const method = await withdrawMethod(args);
  const { id } = await method.send({ from: new lib.Address(args.owner), amount: args.gas.toString(), bounce: true });
  return id.hash;
}

/** The message sendWithdrawFromAccount asks the wallet to send, for the preview before signing. */
export async function withdrawFromAccountWalletCall(args: AccountWithdraw): Promise<WalletCall> {
  const method = await withdrawMethod(args);
  return { recipient: args.account, amount: args.gas, bounce: true, body: await method.encodeInternal() };
}

/**
 * The LP a deposit of `amounts` (pool order, smallest units) would mint now, as the pool itself answers it:
 * `expectedDepositLiquidity` of a constant-product pair (step 1 plus the auto-exchange's step 3), `expectedDepositLiquidityV2`
 * of a stable pair or pool (always auto-exchanging).
 */
export async function readExpectedDepositLp(args: {
  pool: string;
  kind: PoolKind;
  amounts: readonly string[];
  autoChange: boolean;
}): Promise<string> {
  const { lib, client } = await getClient();
  const address = new lib.Address(args.pool);
  if (args.kind === 'common') {
    const pair = new client.Contract(DexPairAbi, address);
    const { value0 } = await pair.methods
      .expectedDepositLiquidity({
        answerId: 0,
        left_amount: args.amounts[0] ?? '0',
        right_amount: args.amounts[1] ?? '0',
        auto_change: args.autoChange,
        referrer: null,
      })
      .call({ responsible: true });
    return (BigInt(value0.step_1_lp_reward) + BigInt(value0.step_3_lp_reward)).toString();
  }
  const abi = args.kind === 'stable' ? DexStablePairAbi : DexStablePoolAbi;
  const pool = new client.Contract(abi, address);
  const { value0 } = await pool.methods
    .expectedDepositLiquidityV2({ answerId: 0, amounts: [...args.amounts] })
    .call({ responsible: true });
  return value0.lp_reward;
}
