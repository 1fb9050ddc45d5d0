/** Typed client of the portfolio API (`/api/portfolio/v1/{address}/{section}`), answers validated by the shared schemas. */
import type { z } from 'zod';
import { getJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';
import type { portfolioSchemas } from './portfolioSchemas';

type Schemas = typeof portfolioSchemas;
export type PortfolioSection = keyof Schemas;
export type SectionData<K extends PortfolioSection> = z.infer<Schemas[K]>;

const schema = schemaRefs('portfolio', () => import('./portfolioSchemas').then((m) => m.portfolioSchemas));

/** One section of an address's portfolio, parsed by the section's schema (so the answer has the section's type). */
export async function fetchSection<K extends PortfolioSection>(
  address: string,
  section: K,
  opts: { signal?: AbortSignal } = {},
): Promise<SectionData<K>> {
  const data = await getJson(`${config.api.portfolio}/${address}/${section}`, schema(section), opts);
  return data as SectionData<K>;
}
