/** On-chain liquidity calls through the wallet's provider (lazy: loaded with the first use); sends answer the hash of
 * the wallet's transaction. */
import { DexPairAbi, DexStablePoolAbi, TokenRootAbi, ZERO_ADDRESS } from '@tycho/abi';
import type { WalletCall } from '@/shared/chain/preview';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { getProviderClient as getClient, tokenWalletOf } from '@/shared/chain/providerClient';
export { deployWalletValueOf, readTokenBalance, tokenWalletOf } from '@/shared/chain/providerClient';

/**
 * Withdraws liquidity the way the DEX expects a direct withdrawal: the LP tokens are transferred (with notify)
 * to the pool with the payload of the pool's own builder (buildWithdrawLiquidityPayloadV2 on pairs,
 * buildWithdrawLiquidityPayload on stable N-pools); the pool burns them and pays every token to the owner.
 */
export interface WithdrawArgs {
  pool: string;
  lpRoot: string;
  owner: string;
  lpAmount: string;
  nPool: boolean;
  expected: string[];
  /** Deploy-wallet value of each payout (spec 9). */
  deployWalletValue: bigint;
  /** Value to attach: DexGasValues.getPoolDirectWithdrawGas (../logic/gas.ts); the remainder comes back. */
  gas: bigint;
  /** The withdrawal's call id: the preview before signing and the send of one withdrawal carry the same one. */
  callId: string;
}

export async function sendWithdrawLiquidity(args: WithdrawArgs): Promise<string> {
  const { lib } = await getClient();
  const { method } = await withdrawMethod(args);
  const { id } = await method.send({ from: new lib.Address(args.owner), amount: args.gas.toString(), bounce: true });
  return id.hash;
}

/** The message sendWithdrawLiquidity asks the wallet to send, for the preview before signing. */
export async function withdrawWalletCall(args: WithdrawArgs): Promise<WalletCall> {
  const { method, lpWallet } = await withdrawMethod(args);
  return { recipient: lpWallet, amount: args.gas, bounce: true, body: await method.encodeInternal() };
}

async function withdrawMethod(args: WithdrawArgs) {
  const { lib, client } = await getClient();
  const owner = new lib.Address(args.owner);
  const poolAddress = new lib.Address(args.pool);
  const { callId } = args;
  const referrer = new lib.Address(ZERO_ADDRESS);
  let payload: string;
  if (args.nPool) {
    const pool = new client.Contract(DexStablePoolAbi, poolAddress);
    const { value0 } = await pool.methods
      .buildWithdrawLiquidityPayload({
        id: callId,
        deploy_wallet_grams: args.deployWalletValue.toString(),
        expected_amounts: args.expected,
        recipient: owner,
        referrer,
        success_payload: null,
        cancel_payload: null,
        to_native: null,
      })
      .call();
    payload = value0;
  } else {
    const pool = new client.Contract(DexPairAbi, poolAddress);
    const { value0 } = await pool.methods
      .buildWithdrawLiquidityPayloadV2({
        _id: callId,
        _deployWalletGrams: args.deployWalletValue.toString(),
        _expectedLeftAmount: args.expected[0] ?? '0',
        _expectedRightAmount: args.expected[1] ?? '0',
        _recipient: owner,
        _referrer: referrer,
        _successPayload: null,
        _cancelPayload: null,
        _toNative: null,
      })
      .call();
    payload = value0;
  }
  const { wallet: lpWallet, method } = await tip3TransferMethod({
    root: args.lpRoot,
    owner: args.owner,
    recipient: args.pool,
    amount: args.lpAmount,
    payload,
  });
  return { method, lpWallet };
}

/**
 * The owner's balance of a token in smallest units ('0' when the wallet is not deployed). Unlike readTokenBalance
 * it throws when the read fails, so a query retries instead of showing a wrong 0.
 */
export { tokenBalanceOf as readWalletBalance } from '@/shared/chain/providerClient';

/** Whether the owner's wallet of a token is deployed (a payout to an undeployed one needs a deploy value). */
export async function tokenWalletDeployed(root: string, owner: string): Promise<boolean> {
  const { lib, client } = await getClient();
  const { state } = await client.getFullContractState({ address: new lib.Address(await tokenWalletOf(root, owner)) });
  return !!state?.isDeployed;
}

/** LP token decimals and symbol read from its root (needs the wallet's basic permission). */
export async function readLpInfo(lpRoot: string): Promise<{ decimals: number; symbol: string }> {
  const { lib, client } = await getClient();
  const root = new client.Contract(TokenRootAbi, new lib.Address(lpRoot));
  const { value0: decimals } = await root.methods.decimals({ answerId: 0 }).call({ responsible: true });
  const { value0: symbol } = await root.methods.symbol({ answerId: 0 }).call({ responsible: true });
  return { decimals: Number(decimals), symbol };
}
