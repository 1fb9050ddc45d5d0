/**
 * The preview before signing of a DEX account withdraw (loaded with its popup, not with the page): the call
 * addLiquidityChain's one builder makes, the same the send signs (call id and coin included), run locally.
 */
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import type { AccountWithdraw } from '../chain/addLiquidityChain';

const chain = () => import('../chain/addLiquidityChain');

export function useDexWithdrawPreview(call: AccountWithdraw | undefined) {
  return useCallPreview(
    ['dexWithdraw', ...(call ? Object.values(call).map(String) : [])],
    call && (async () => (await chain()).withdrawFromAccountWalletCall(call)),
  );
}
