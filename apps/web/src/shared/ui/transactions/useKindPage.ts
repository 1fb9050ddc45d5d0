import { useState } from 'react';

/**
 * A kind-filtered list's kind and page (the DAO member's and the gauge's transactions): a new kind starts again at
 * page 1. Spread into `KindTransactions` (`kind`, `onKind`, `page`, `onPage`).
 */
export function useKindPage<K extends string>() {
  const [kind, setKind] = useState<K | 'all'>('all');
  const [page, setPage] = useState(1);
  return {
    kind,
    page,
    onKind: (k: K | 'all') => {
      setKind(k);
      setPage(1);
    },
    onPage: setPage,
  };
}
