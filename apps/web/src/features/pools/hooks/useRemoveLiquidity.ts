import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useState } from 'react';
import { useNavigate } from '@/shared/lib/router';
import { sanitizeAmountInput } from '@tycho/units';
import { useWalletController, useWalletPending } from '@/shared/chain';
import { previewFails } from '@/shared/chain/preview/reasons';
import { usePreview } from '@/shared/chain/preview/usePreview';
import { newCallId } from '@/shared/chain/callId';
import { useContractsWatch } from '@/shared/chain/useContractsWatch';
import { config } from '@/shared/config';
import { useTokenDecimals, useTokenList } from '@/shared/tokens';
import { WALLET_TOKEN_BALANCE } from '@/shared/tokenPicker';
import { selectPairToken, type PairSide } from '../logic/pairRoute';
import { maxAmountText, previewedWithdrawal, removeForm, type RemovePhase } from '../logic/removeLiquidity';
import { runRemoveLiquidity } from '../logic/removeLiquidityRun';
import { removeSubmit, sendableUnits, withdrawArgsOf } from '../logic/removeWithdrawal';
import { payoutDeployWalletValue } from '../logic/gas';
import { liquidityGas } from './liquidityGas';
import { useLiquidityNotifier } from './useLiquidityNotifier';
import { POOL_WATCH } from './useLiquidityChainData';
import { useLiquidityPool, useLpPosition } from './useLiquidityPool';
import { usePairTokens } from './usePairTokens';

const EMPTY: string[] = [];
const chain = () => import('../chain/liquidityChain');

/**
 * The remove-liquidity form (spec 4.10): the pool (by address or by pair), the user's LP position, the amount text
 * and the submit, run by `runRemoveLiquidity` with the chain calls, query refreshes and toasts wired in.
 */
export function useRemoveLiquidity(params: { address?: string; left?: string; right?: string }) {
  const notifier = useLiquidityNotifier();
  const navigate = useNavigate();
  const client = useQueryClient();
  const controller = useWalletController();
  const walletPending = useWalletPending();
  const tokenList = useTokenList();
  const { pool, missing, loadError, retry, loading } = useLiquidityPool(params);
  const lp = useLpPosition(pool?.meta.lpAddress);
  const roots = pool?.meta.currencyAddresses ?? EMPTY;
  const dec = useTokenDecimals(roots, tokenList.index);
  // the pair page's chosen tokens (the pool page names its pool instead)
  const tokens = usePairTokens(params.left, params.right, tokenList);
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<RemovePhase>('idle');

  const tokenDecimals = roots.map((root) => dec.decimals.get(root));
  const symbols = pool?.meta.currencies ?? EMPTY;
  const form = removeForm({
    text,
    walletStatus: lp.walletStatus,
    phase,
    loading: loading || lp.loading,
    lpBalance: lp.lpBalance,
    lpDecimals: lp.lpDecimals,
    tokenDecimals,
    symbols,
    pool,
  });

  // spec 4.9, 4.10: the pool is watched (a new pair re-subscribes); a change re-reads the pool and the LP position
  const poolAddress = pool?.meta.poolAddress;
  const refresh = () => {
    void lp.refresh();
    void client.invalidateQueries({ queryKey: [WALLET_TOKEN_BALANCE] });
    if (poolAddress) void client.invalidateQueries({ queryKey: ['dex', 'pool', poolAddress.toLowerCase()] });
  };
  useContractsWatch(poolAddress ? [poolAddress] : [], refresh, !!lp.owner && !!poolAddress, POOL_WATCH);

  /** Takes typed text; false when it is refused (the field shows its value again). */
  const edit = (raw: string): boolean => {
    if (lp.lpDecimals === undefined) return false;
    const next = sanitizeAmountInput(raw, lp.lpDecimals);
    if (next !== null) setText(next);
    return next !== null;
  };
  const max = () => {
    if (lp.lpBalance && lp.lpDecimals !== undefined) setText(maxAmountText(lp.lpBalance, lp.lpDecimals));
  };

  const selectToken = (side: PairSide, root: string) => {
    setText('');
    navigate(selectPairToken('remove', params, side, root));
  };

  // the withdrawal's coin and message, the same for the preview before signing and the send
  const deployWalletValue = async (owner: string) => {
    const { deployWalletValueOf } = await chain();
    return payoutDeployWalletValue(await Promise.all(roots.map((root) => deployWalletValueOf(root, owner))));
  };
  const gasOf = (value: bigint) =>
    liquidityGas(client, config.dexGasValues, {
      kind: 'poolDirectWithdraw',
      tokens: roots.length,
      deployWalletValue: value,
    });
  const withdrawArgs = (owner: string, lpAmount: string, deployWalletValue: bigint, gas: bigint, callId: string) =>
    withdrawArgsOf(
      { poolAddress: pool!.meta.poolAddress, lpAddress: pool!.meta.lpAddress, tokens: roots.length },
      { owner, lpAmount, deployWalletValue, gas, callId },
    );
  const units = sendableUnits(form);
  // the previewed withdrawal (coin, gas and call id fixed here) is the one the submit sends
  const previewCall = useQuery({
    queryKey: ['removeLiquidityPreviewCall', poolAddress, lp.owner, units],
    enabled: !!units && !!pool && !!lp.owner,
    queryFn: async () => {
      const value = await deployWalletValue(lp.owner!);
      const args = withdrawArgs(lp.owner!, units!, value, await gasOf(value), String(newCallId()));
      return { args, call: await (await chain()).withdrawWalletCall(args) };
    },
    gcTime: 0,
    retry: false,
  });
  const preview = usePreview(units ? previewCall.data?.call : undefined, [pool?.lpLocked]);
  const [sendAnyway, setSendAnyway] = useState(false);
  const previewBlocks = previewFails(preview.kind === 'loading' ? undefined : preview) && !sendAnyway;

  const submit = async () => {
    const step = removeSubmit(form, {
      poolKnown: !!pool,
      owner: lp.owner,
      lpBalance: lp.lpBalance,
      previewBlocks,
    });
    if (step.kind === 'connect') void controller.connect();
    if (step.kind !== 'send' || !pool || !lp.owner || !lp.lpBalance || !form.receive) return;
    const owner = lp.owner;
    const receive = form.receive;
    const prepared = previewedWithdrawal(previewCall.data?.args, {
      owner,
      pool: pool.meta.poolAddress,
      lpAmount: step.units,
    });
    const callId = prepared?.callId ?? String(newCallId());
    const outcome = await runRemoveLiquidity(
      { lpBefore: lp.lpBalance, receive },
      {
        deployWalletValue: async () => prepared?.deployWalletValue ?? deployWalletValue(owner),
        gas: async (value) => prepared?.gas ?? gasOf(value),
        send: async (gas, value) =>
          (await chain()).sendWithdrawLiquidity(withdrawArgs(owner, step.units, value, gas, callId)),
        readLpBalance: async () => (await chain()).readWalletBalance(pool.meta.lpAddress, owner),
        setPhase,
        refresh,
        notify: notifier(),
      },
    );
    if (outcome === 'done') setText('');
  };

  return {
    pool,
    missing,
    loadError,
    retry,
    /** The token list, the pool, the wallet check or the LP position still loading: the form below the tokens waits (no shift). */
    settling: (tokenList.isLoading || loading || lp.loading || walletPending) && !missing && !loadError,
    lp,
    tokenList,
    tokens,
    roots,
    symbols,
    tokenDecimals,
    text,
    phase,
    form,
    edit,
    max,
    submit,
    selectToken,
    /** The preview before signing (shown once an amount can be sent) and the "send anyway" of a failing one. */
    preview: units ? { state: preview, sendAnyway, setSendAnyway, blocks: previewBlocks } : undefined,
  };
}
