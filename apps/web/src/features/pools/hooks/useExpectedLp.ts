import { useQuery } from '@/shared/lib/query';
import { useDebounced } from '@/shared/lib/useDebounced';
import type { ExpectedLpRequest } from '../logic/pairAmounts';

const chain = () => import('../chain/addLiquidityChain');

/** Spec 9: input recalculation debounce. */
const INPUT_DEBOUNCE_MS = 400;

/**
 * The LP the supply would mint, as the pool answers it (`readExpectedDepositLp`), for the amounts once they stopped
 * changing; asked again when the pool's state (`poolState`: reserves and LP supply) changes. Undefined while asked
 * or when there is nothing to ask.
 */
export function useExpectedLp(request: ExpectedLpRequest | undefined, poolState: string, enabled: boolean) {
  const settled = useDebounced(request, INPUT_DEBOUNCE_MS);
  const current = JSON.stringify(settled) === JSON.stringify(request) ? settled : undefined;
  const query = useQuery({
    queryKey: ['chain', 'expectedLp', current, poolState],
    queryFn: async () => (await chain()).readExpectedDepositLp(current!),
    enabled: enabled && !!current,
    retry: 1,
    staleTime: Infinity,
  });
  return current && query.isSuccess ? query.data : undefined;
}
