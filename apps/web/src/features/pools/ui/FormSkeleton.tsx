import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * The lower part of a liquidity form while its pool, the wallet check or the balances load: the fields, figures and
 * button then appear together in its place, so none of them moves down as the data arrives (no layout shift).
 */
export function FormSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="4.75rem" />
      ))}
      <Skeleton height="2.5rem" />
    </>
  );
}
