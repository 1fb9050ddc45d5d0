import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { newCallId } from '@/shared/chain/callId';
import { config } from '@/shared/config';
import { WALLET_TOKEN_BALANCE } from '@/shared/tokenPicker';
import type { SideInput } from '../logic/addLiquiditySteps';
import {
  addRefreshPlan,
  mayRunAdd,
  runAddLiquidity,
  type AddLiquidityChain,
  type AddTask,
} from '../logic/addLiquidityRun';
import type { DexAccountInfo, PairInfo } from '../chain/addLiquidityChain';
import { liquidityGas } from './liquidityGas';
import { useLiquidityNotifier } from './useLiquidityNotifier';

const chain = () => import('../chain/addLiquidityChain');
const lpChain = () => import('../chain/liquidityChain');

interface Args {
  /** `pair`: the two-token form (roots in form order); `pool`: the N-pool form (roots in pool order). */
  kind: 'pair' | 'pool';
  owner?: string;
  roots: readonly string[];
  account: UseQueryResult<DexAccountInfo>;
  /** The pair read (pair form). */
  pair?: UseQueryResult<PairInfo>;
  sides: readonly (SideInput | undefined)[];
  lpRoot?: string;
  lpBalance?: string;
  lpDecimals?: number;
  lpSymbol?: string;
  /** The pool's name for the notifications, "QUBE/USDT". */
  poolName?: string;
  autoChange: boolean;
  setBusy(task: AddTask | undefined): void;
  onSupplied(): void;
}

/** ~45 s of checks for the pair (a busy network can take a while), ~30 s for an N-pool step. */
const ATTEMPTS = { pair: 180, pool: 120 } as const;

/**
 * Runs one task of an add-liquidity form (`runAddLiquidity`) with the chain calls bound to the owner, the DEX
 * account and the pool, and re-reads the account, the pool and the balances before the form leaves its busy state
 * (so the next step is computed from fresh data, never a stale one).
 */
export function useAddLiquidityRun(a: Args) {
  const client = useQueryClient();
  const notifier = useLiquidityNotifier();

  return async (task: AddTask) => {
    const { owner, roots } = a;
    const account = a.account.data?.address;
    if (!mayRunAdd(a.kind, { owner, account, roots, lpRoot: a.lpRoot }) || !owner || !account) return;
    a.setBusy(task);
    const [c, lp] = await Promise.all([chain(), lpChain()]);
    const [left, right] = roots as [string, string];
    const bound: AddLiquidityChain = {
      deployAccount: (gas) => c.sendDeployAccount(owner, gas),
      createPool: (gas) =>
        a.kind === 'pair' ? c.sendDeployPair(owner, left, right, gas) : Promise.reject(new Error('N-pools exist')),
      connectPool: (gas) =>
        a.kind === 'pair'
          ? c.sendConnectPair(owner, account, left, right, gas)
          : c.sendConnectPool(owner, account, roots, gas),
      deposit: (root, amount, gas) => c.sendDeposit(owner, account, root, amount.toString(), gas),
      supply: (operations, gas, callId) =>
        c.sendSupply({
          callId: callId ?? String(newCallId()),
          owner,
          account,
          operations: operations.map((o) => ({ root: o.root, amount: o.amount.toString() })),
          lpRoot: a.lpRoot!,
          autoChange: a.autoChange,
          gas,
        }),
      readAccount: () => c.readDexAccount(owner),
      readPool: () => c.readPair(left, right),
      readLpBalance: () => lp.readWalletBalance(a.lpRoot!, owner),
    };
    const plan = addRefreshPlan(a.kind, owner, WALLET_TOKEN_BALANCE);
    const refresh = async () => {
      await Promise.all([
        a.account.refetch(),
        plan.refetchPair ? a.pair?.refetch() : undefined,
        ...plan.awaited.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
      for (const queryKey of plan.later) void client.invalidateQueries({ queryKey });
    };
    await runAddLiquidity(
      task,
      {
        roots,
        sides: a.sides,
        lpRoot: a.lpRoot,
        lpBefore: a.lpBalance,
        lpDecimals: a.lpDecimals,
        lpSymbol: a.lpSymbol,
        poolName: a.poolName,
        autoChange: a.autoChange,
        attempts: ATTEMPTS[a.kind],
      },
      {
        gas: (op) => liquidityGas(client, config.dexGasValues, op),
        chain: bound,
        refresh,
        finish: (supplied) => {
          if (supplied) a.onSupplied();
          a.setBusy(undefined);
        },
        notify: notifier(),
      },
    );
  };
}
