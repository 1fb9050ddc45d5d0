import { useTokenDecimals, type TokenIndex } from '@/shared/tokens';
import { useRelatedRewards } from '../hooks/useRelatedRewards';
import { RelatedRewards } from './RelatedRewards';

const EMPTY: string[] = [];

/** The related rewards with their data: loaded lazily by the pool page (RelatedRewardsLoading meanwhile). */
export default function RelatedRewardsSection(props: {
  lpRoot: string;
  owner: string | undefined;
  lpDecimals: number | undefined;
  tokenIndex: TokenIndex | undefined;
}) {
  const state = useRelatedRewards(props.lpRoot, props.owner);
  const roots = state.kind === 'ready' ? state.rewards.rewardTokens.map((t) => t.tokenRoot) : EMPTY;
  const decimals = useTokenDecimals(roots, props.tokenIndex);
  return (
    <RelatedRewards
      state={state}
      connected={!!props.owner}
      lpDecimals={props.lpDecimals}
      rewardDecimals={(root) => decimals.decimals.get(root)}
    />
  );
}
