import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import { sleep } from '@/shared/lib/waitUntil';
import { canWithdraw, runDexWithdraw, type DexBalanceRow, type WithdrawNotice } from '../logic/dexWithdraw';
import { RESYNC_DELAY_MS } from '../logic/removeLiquidityRun';
import { liquidityGas } from './liquidityGas';
import { useLiquidityNotifier } from './useLiquidityNotifier';

const KIND: Record<WithdrawNotice, 'info' | 'success' | 'warning' | 'error'> = {
  pending: 'info',
  success: 'success',
  failed: 'error',
  canceled: 'warning',
  gasError: 'error',
};

/**
 * Withdraws a DEX account balance row back to the owner's wallet, one at a time; `busyRoot` is the row being
 * withdrawn. Afterwards the DEX account and the wallet balances are read again.
 */
export function useDexWithdraw(owner: string | undefined, account: string | undefined) {
  const client = useQueryClient();
  const notifier = useLiquidityNotifier();
  const [busyRoot, setBusyRoot] = useState<string>();

  const withdraw = async (row: DexBalanceRow) => {
    if (!owner || !account || !canWithdraw(row, !!busyRoot) || row.decimals === undefined) return;
    setBusyRoot(row.root);
    const amount = formatAmount(row.balance.toString(), row.decimals);
    const notify = notifier();
    try {
      const [add, lp] = await Promise.all([import('../chain/addLiquidityChain'), import('../chain/liquidityChain')]);
      const outcome = await runDexWithdraw(row.balance, row.balance, {
        walletDeployed: () => lp.tokenWalletDeployed(row.root, owner),
        gas: (deployWalletValue) =>
          liquidityGas(client, config.dexGasValues, { kind: 'accountWithdraw', deployWalletValue }),
        send: ({ deployWalletValue, gas }) =>
          add.sendWithdrawFromAccount({
            owner,
            account,
            root: row.root,
            amount: row.balance.toString(),
            deployWalletValue,
            gas,
          }),
        readBalance: async () => BigInt((await add.readDexAccount(owner)).balances[row.root.toLowerCase()] ?? '0'),
        notify: (notice, detail, hash) => {
          if (notice === 'gasError' || (notice === 'failed' && detail))
            console.error('DEX account withdraw error', detail);
          notify({
            id: `liquidity.withdraw.${notice}`,
            values: { amount, symbol: row.symbol, message: detail ?? '' },
            kind: KIND[notice],
            pending: notice === 'pending',
            hash,
            ...(notice === 'success' ? { token: { root: row.root, symbol: row.symbol } } : {}),
          });
        },
      });
      if (outcome === 'done' || outcome === 'failed') {
        await sleep(RESYNC_DELAY_MS); // spec 4.8: balances re-sync 30 ms after the transaction
        await Promise.all([
          client.invalidateQueries({ queryKey: ['chain', 'dexAccount', owner] }),
          client.invalidateQueries({ queryKey: ['chain', 'tokenBalance'] }),
          client.invalidateQueries({ queryKey: ['chain', 'tokenBalances', owner] }),
          client.invalidateQueries({ queryKey: ['chain', 'lpBalance'] }),
        ]);
      }
    } finally {
      setBusyRoot(undefined);
    }
  };

  return { withdraw, busyRoot };
}
