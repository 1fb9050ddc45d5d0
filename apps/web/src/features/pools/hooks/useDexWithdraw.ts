import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newCallId } from '@/shared/chain/callId';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import { sleep } from '@/shared/lib/waitUntil';
import type { AccountWithdraw } from '../chain/addLiquidityChain';
import {
  mayPlanWithdraw,
  planDexWithdraw,
  runDexWithdraw,
  type DexBalanceRow,
  type WithdrawNotice,
  withdrawToast,
} from '../logic/dexWithdraw';
import { RESYNC_DELAY_MS } from '../logic/removeLiquidityRun';
import { liquidityGas } from './liquidityGas';
import { useLiquidityNotifier } from './useLiquidityNotifier';

const chains = () => Promise.all([import('../chain/addLiquidityChain'), import('../chain/liquidityChain')]);

/** A withdraw waiting for its confirmation: the row and the call, planned (its preview runs this very call). */
export interface AskedWithdraw {
  row: DexBalanceRow;
  call: AccountWithdraw;
}

/**
 * Withdraws a DEX account balance row back to the owner's wallet, one at a time: `withdraw` plans the call (its
 * coin) and opens the confirmation (`asked`, with the preview before signing), `confirm` sends that call;
 * `busyRoot` is the row being planned or withdrawn. Afterwards the DEX account and the wallet balances are read
 * again.
 */
export function useDexWithdraw(owner: string | undefined, account: string | undefined) {
  const client = useQueryClient();
  const notifier = useLiquidityNotifier();
  const [busyRoot, setBusyRoot] = useState<string>();
  const [asked, setAsked] = useState<AskedWithdraw>();

  const notifyOf = (row: DexBalanceRow) => {
    const amount = formatAmount(row.balance.toString(), row.decimals!);
    const notify = notifier();
    return (notice: WithdrawNotice, detail?: string, hash?: string) => {
      const { logged, toast } = withdrawToast(notice, { root: row.root, symbol: row.symbol, amount }, detail, hash);
      if (logged) console.error('DEX account withdraw error', detail);
      notify(toast);
    };
  };

  const withdraw = async (row: DexBalanceRow) => {
    if (!mayPlanWithdraw(row, { owner, account, busy: !!busyRoot || !!asked }) || !owner || !account) return;
    setBusyRoot(row.root);
    try {
      const [, lp] = await chains();
      const plan = await planDexWithdraw({
        walletDeployed: () => lp.tokenWalletDeployed(row.root, owner),
        gas: (deployWalletValue) =>
          liquidityGas(client, config.dexGasValues, { kind: 'accountWithdraw', deployWalletValue }),
        notify: notifyOf(row),
      });
      if (plan)
        setAsked({
          row,
          call: {
            owner,
            account,
            root: row.root,
            amount: row.balance.toString(),
            ...plan,
            callId: String(newCallId()),
          },
        });
    } finally {
      setBusyRoot(undefined);
    }
  };

  const confirm = async () => {
    if (!asked) return;
    const { row, call } = asked;
    setAsked(undefined);
    setBusyRoot(row.root);
    try {
      const [add] = await chains();
      const outcome = await runDexWithdraw(row.balance, row.balance, {
        send: () => add.sendWithdrawFromAccount(call),
        readBalance: async () => BigInt((await add.readDexAccount(call.owner)).balances[row.root.toLowerCase()] ?? '0'),
        notify: notifyOf(row),
      });
      if (outcome === 'done' || outcome === 'failed') {
        await sleep(RESYNC_DELAY_MS); // spec 4.8: balances re-sync 30 ms after the transaction
        await Promise.all([
          client.invalidateQueries({ queryKey: ['chain', 'dexAccount', call.owner] }),
          client.invalidateQueries({ queryKey: ['chain', 'tokenBalance'] }),
          client.invalidateQueries({ queryKey: ['chain', 'tokenBalances', call.owner] }),
          client.invalidateQueries({ queryKey: ['chain', 'lpBalance'] }),
        ]);
      }
    } finally {
      setBusyRoot(undefined);
    }
  };

  return { withdraw, busyRoot, asked, confirm: () => void confirm(), cancel: () => setAsked(undefined) };
}

export type DexWithdraw = ReturnType<typeof useDexWithdraw>;
