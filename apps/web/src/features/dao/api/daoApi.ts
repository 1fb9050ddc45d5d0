/**
 * Typed client of the DAO read model (`config.api.qubeDao`, the `useQubeDaoApi` paths of `@broxus/js-core`):
 * searches are POST with `limit`/`offset`/`ordering`, single documents GET. Answers are validated by daoSchemas.
 */
import { getJson, postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';
import type { DaoTransactionKind } from './daoSchemas';

type Opts = { signal?: AbortSignal };
type Direction = 'ASC' | 'DESC';
const base = () => config.api.qubeDao;

const schema = schemaRefs('dao', () => import('./daoSchemas').then((m) => m.daoSchemas));

export interface Page {
  limit: number;
  offset: number;
}

export interface DepositsQuery extends Page {
  user?: string;
  isLocked?: boolean;
  ordering?: { column: 'amount' | 'createdAt' | 'lockTime' | 'veAmount'; direction: Direction };
}

export interface EpochsQuery extends Page {
  epochNum?: number;
  ordering?: { column: 'createdAt'; direction: Direction };
}

export interface EpochVotesQuery extends Page {
  epochNum?: number;
  gauge?: string;
  userAddress?: string;
  ordering?: { column: 'createdAt'; direction: Direction };
}

export interface TransactionsQuery extends Page {
  kind?: DaoTransactionKind;
  userAddress?: string;
  ordering?: { column: 'amount' | 'createdAt' | 'veAmount'; direction: Direction };
}

export interface WhitelistQuery extends Page {
  gaugeAddress?: string;
  isActive?: boolean;
  ordering?: { column: 'averageAmount' | 'averagePercentage' | 'createdAt'; direction: Direction };
}

export const daoApi = {
  /** The vote escrow's getters answered by the server: what a visitor, who cannot run getters, is shown. */
  escrow: (opts: Opts = {}) => getJson(`${base()}/escrow`, schema('escrow'), opts),
  mainPage: (opts: Opts = {}) => getJson(`${base()}/main_page`, schema('mainPage'), opts),
  balance: (address: string, opts: Opts = {}) =>
    getJson(`${base()}/balances/${encodeURIComponent(address)}`, schema('balance'), opts),
  deposits: (body: DepositsQuery, opts: Opts = {}) =>
    postJson(`${base()}/deposits/search`, body, schema('deposits'), opts),
  lastEpoch: (opts: Opts = {}) => getJson(`${base()}/epochs/last`, schema('epoch'), opts),
  epochs: (body: EpochsQuery, opts: Opts = {}) => postJson(`${base()}/epochs/search`, body, schema('epochs'), opts),
  epochVotes: (body: EpochVotesQuery, opts: Opts = {}) =>
    postJson(`${base()}/epochs/votes/search`, body, schema('epochVotes'), opts),
  votesSum: (epochNum: number, opts: Opts = {}) =>
    getJson(`${base()}/epochs/${epochNum}/votes/sum`, schema('votesSum'), opts),
  distributions: (body: { epochNum?: number; gauge?: string }, opts: Opts = {}) =>
    postJson(`${base()}/epochs/distributions/search`, body, schema('distributions'), opts),
  transactions: (body: TransactionsQuery, opts: Opts = {}) =>
    postJson(`${base()}/transactions/search`, body, schema('transactions'), opts),
  whitelist: (body: WhitelistQuery, opts: Opts = {}) =>
    postJson(`${base()}/whitelist/search`, body, schema('whitelist'), opts),
  /**
   * Up to 100 gauges by address with their names (pools' tokens) and TVL, read on chain by the server (`gauges/batch`):
   * a candidate no one has deposited into yet is named too, which the gauges list (gauges with deposits) leaves out.
   */
  gauges: (addresses: string[], opts: Opts = {}) =>
    postJson(`${base()}/gauges/batch`, { gauges: addresses }, schema('gaugesBatch'), opts),
};
