import { useQuery } from '@/shared/lib/query';
import { fetchSection, type PortfolioSection, type SectionData } from '../api/portfolioApi';

/** One section of an address's portfolio (one API call), refreshed every 30 s and after every action. */
export function useSection<K extends PortfolioSection>(address: string, section: K) {
  return useQuery<SectionData<K>>({
    queryKey: ['portfolio', address, section],
    queryFn: ({ signal }) => fetchSection(address, section, { signal }),
    refetchInterval: 30_000,
  });
}
