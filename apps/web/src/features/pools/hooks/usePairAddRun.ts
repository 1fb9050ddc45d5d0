import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { config } from '@/shared/config';
import { notify } from '@/shared/ui';
import {
  depositAmount,
  poolConnectState,
  receivedLp,
  type AddLiquidityAction,
  type SideInput,
} from '../logic/addLiquiditySteps';
import type { DexAccountInfo, PairInfo } from '../chain/addLiquidityChain';
import { addLiquidityGasOp, liquidityGas } from '../logic/gas';
import { liquidityStepNotice, runLiquidityStep } from '../logic/liquidityStep';
import { DEFAULT_LP_DECIMALS, formatLpBalance } from '../logic/poolMath';

const chain = () => import('../chain/addLiquidityChain');
const lpChain = () => import('../chain/liquidityChain');

export type PairBusy = Exclude<AddLiquidityAction, 'connectWallet' | 'checkAccount'> | undefined;

/** ~45 s of polls: a busy network can take a while. */
const ATTEMPTS = 180;

interface Args {
  owner?: string;
  leftRoot?: string;
  rightRoot?: string;
  account: UseQueryResult<DexAccountInfo>;
  pair: UseQueryResult<PairInfo>;
  left?: SideInput;
  right?: SideInput;
  lpRoot?: string;
  lpBalance?: string;
  autoOn: boolean;
  setBusy(busy: PairBusy): void;
  onSupplied(): void;
}

/**
 * Runs one step of the pair add-liquidity form: reads the gas from DexGasValues, sends through the wallet (a
 * rejection changes nothing), waits for the on-chain result, then reads the account, pair and balances again
 * before the form leaves the busy state (so the next label is computed from fresh data, never a stale one).
 */
export function usePairAddRun(a: Args) {
  const client = useQueryClient();
  const intl = useIntl();
  const show = (n: ReturnType<typeof liquidityStepNotice>) =>
    notify(intl.formatMessage({ id: n.id }, n.values), n.kind);

  return async (action: AddLiquidityAction) => {
    if (action === 'connectWallet') return;
    if (action === 'checkAccount') {
      void a.account.refetch();
      return;
    }
    const { owner, leftRoot, rightRoot, left, right } = a;
    const accountAddress = a.account.data?.address;
    if (!owner || !leftRoot || !rightRoot || !accountAddress) return;
    a.setBusy(action);
    const c = await chain();
    const lpBefore = a.lpBalance;
    const op = action === 'depositLeft' || action === 'depositRight' ? 'deposit' : action;
    const outcome = await runLiquidityStep({
      gas: () => liquidityGas(client, config.dexGasValues, addLiquidityGasOp(op, 2, a.autoOn)),
      send: async (gas) => {
        if (action === 'deployAccount') await c.sendDeployAccount(owner, gas);
        else if (action === 'createPool') await c.sendDeployPair(owner, leftRoot, rightRoot, gas);
        else if (action === 'connectPool') await c.sendConnectPair(owner, accountAddress, leftRoot, rightRoot, gas);
        else if (action === 'depositLeft')
          await c.sendDeposit(owner, accountAddress, leftRoot, depositAmount(left!).toString(), gas);
        else if (action === 'depositRight')
          await c.sendDeposit(owner, accountAddress, rightRoot, depositAmount(right!).toString(), gas);
        else
          await c.sendSupply({
            owner,
            account: accountAddress,
            operations: [
              { root: leftRoot, amount: (left?.amount ?? 0n).toString() },
              { root: rightRoot, amount: (right?.amount ?? 0n).toString() },
            ],
            lpRoot: a.lpRoot!,
            autoChange: a.autoOn,
            gas,
          });
      },
      done: async () => {
        if (action === 'supply')
          return (await (await lpChain()).readWalletBalance(a.lpRoot!, owner)) !== (lpBefore ?? '0');
        const [acc, p] = await Promise.all([c.readDexAccount(owner), c.readPair(leftRoot, rightRoot)]);
        if (action === 'deployAccount') return acc.deployed;
        if (action === 'createPool') return p.deployed && !p.settingUp;
        if (action === 'connectPool')
          return poolConnectState(acc.wallets, [leftRoot, rightRoot, p.lp], false) === 'connected';
        const [root, side] = action === 'depositLeft' ? [leftRoot, left] : [rightRoot, right];
        return BigInt(acc.balances[root.toLowerCase()] ?? '0') >= (side?.amount ?? 0n);
      },
      attempts: ATTEMPTS,
    });
    if (outcome.kind !== 'settled') {
      a.setBusy(undefined);
      show(liquidityStepNotice(outcome, { op }));
      return;
    }
    const supplied = action === 'supply' && outcome.done;
    const lpAfter = supplied
      ? await (await lpChain()).readWalletBalance(a.lpRoot!, owner).catch(() => lpBefore)
      : undefined;
    await new Promise((r) => setTimeout(r, 30)); // spec 4.8: balances re-sync 30 ms after the transaction
    await Promise.all([
      a.account.refetch(),
      a.pair.refetch(),
      client.invalidateQueries({ queryKey: ['chain', 'tokenBalance'] }),
    ]).catch((error: unknown) => console.warn('Sync pool user data error', error));
    void client.invalidateQueries({ queryKey: ['dex'] });
    // the supplied amounts go in the same render as the busy flag: the spent DEX balances must not briefly
    // read as a clickable "Deposit …" for the old amounts
    if (supplied) a.onSupplied();
    a.setBusy(undefined);
    const symbol = action === 'depositLeft' ? left?.symbol : action === 'depositRight' ? right?.symbol : undefined;
    const lpText = formatLpBalance(receivedLp(lpBefore, lpAfter).toString(), DEFAULT_LP_DECIMALS);
    show(liquidityStepNotice(outcome, { op, symbol, receivedLp: lpText }));
  };
}
